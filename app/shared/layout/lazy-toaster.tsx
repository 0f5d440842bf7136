import { useEffect, useSyncExternalStore } from "react";

import {
  getLoadedSonner,
  rootToasterPresent,
  subscribeSonner,
  toasterMounted,
} from "#app/shared/forms/toast";
import { MountedToaster } from "#app/shared/forms/toaster-host";

/** Renders sonner's <Toaster> once the first toast has loaded it (app/shared/forms/toast.ts). */
export function LazyToaster() {
  useEffect(() => rootToasterPresent(), []);
  const sonner = useSyncExternalStore(subscribeSonner, getLoadedSonner, () => undefined);
  if (!sonner) return null;
  return <MountedToaster Toaster={sonner.Toaster} onMounted={toasterMounted} />;
}
