import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import type { Toaster as SonnerToaster } from "sonner";

/** Sonner's <Toaster>, telling `onMounted` once it listens for toasts. */
export function MountedToaster({
  Toaster,
  onMounted,
}: {
  Toaster: typeof SonnerToaster;
  onMounted: () => void;
}) {
  useEffect(() => onMounted(), [onMounted]);
  return <Toaster position="top-center" richColors closeButton />;
}

/** A page of islands has no root to hold the toaster: the first toast gives it one of its own. */
export function mountToaster(Toaster: typeof SonnerToaster, onMounted: () => void): void {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<MountedToaster Toaster={Toaster} onMounted={onMounted} />);
}
