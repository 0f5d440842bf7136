import { useEffect, useSyncExternalStore } from "react";
import type { Toaster as SonnerToaster } from "sonner";

import { getLoadedSonner, subscribeSonner, toasterMounted } from "#app/shared/forms/toast";

/** Renders sonner's <Toaster> once the first toast has loaded it (app/shared/forms/toast.ts). */
export function LazyToaster() {
  const sonner = useSyncExternalStore(subscribeSonner, getLoadedSonner, () => undefined);
  if (!sonner) return null;
  return <MountedToaster Toaster={sonner.Toaster} />;
}

function MountedToaster({ Toaster }: { Toaster: typeof SonnerToaster }) {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-center" richColors closeButton />;
}
