import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import type { Toaster as SonnerToaster } from "sonner";

/** Sonner's own breakpoint for its full-width phone layout. */
const PHONE_QUERY = "(max-width: 600px)";

/** Sonner's <Toaster>, telling `onMounted` once it listens for toasts. */
function MountedToaster({
  Toaster,
  onMounted,
}: {
  Toaster: typeof SonnerToaster;
  onMounted: () => void;
}) {
  useEffect(() => onMounted(), [onMounted]);
  // Below the navigation bar on wide screens; on a phone at the bottom, clear of the heading a
  // form's answer scrolls to (the contact page's sent state).
  const phone = window.matchMedia(PHONE_QUERY).matches;
  return (
    <Toaster
      position={phone ? "bottom-center" : "top-center"}
      offset={{ top: "5.5rem" }}
      mobileOffset={phone ? { bottom: "1rem" } : { top: "4.5rem" }}
      richColors
      closeButton
    />
  );
}

/** The first toast gives the page a root of its own for the toaster; returns its removal. */
export function mountToaster(Toaster: typeof SonnerToaster, onMounted: () => void): () => void {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  root.render(<MountedToaster Toaster={Toaster} onMounted={onMounted} />);
  return () => {
    root.unmount();
    host.remove();
  };
}
