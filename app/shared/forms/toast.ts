import type * as SonnerModule from "sonner";
import type { CSSProperties } from "react";
import type { ExternalToast } from "sonner";

// sonner (about 10 KB gzip) loads on the first toast, with a <Toaster> mounted for it: a page of
// islands has no root to hold one.
type Sonner = typeof SonnerModule;
type Kind = "message" | "success" | "error" | "info" | "warning";

let loading: Promise<Sonner> | undefined;
let toaster: Promise<void> | undefined;
let unmountToaster: (() => void) | undefined;

const loadSonner = (): Promise<Sonner> => (loading ??= import("sonner"));

function ensureToaster(module: Sonner): Promise<void> {
  toaster ??= new Promise<void>((ready) => {
    void import("./toaster-host").then(({ mountToaster }) => {
      unmountToaster = mountToaster(module.Toaster, ready);
    });
  });
  return toaster;
}

/** Takes the toaster and its toasts off the page (tests: nothing outlives its test). */
export function removeToaster(): void {
  unmountToaster?.();
  unmountToaster = undefined;
  toaster = undefined;
}

/** Sonner's rich colours reach about 4.3:1; these darker tones reach AA. */
const accessibleColours = {
  "--error-text": "#b91c1c",
  "--success-text": "#166534",
} as CSSProperties;

async function show(kind: Kind, title: string, options?: ExternalToast) {
  const module = await loadSonner();
  await ensureToaster(module);
  const withColours = { ...options, style: { ...accessibleColours, ...options?.style } };
  if (kind === "message") module.toast(title, withColours);
  else module.toast[kind](title, withColours);
}

const toastOf =
  (kind: Kind) =>
  (title: string, options?: ExternalToast): void =>
    void show(kind, title, options);
export const toast = Object.assign(toastOf("message"), {
  success: toastOf("success"),
  error: toastOf("error"),
  info: toastOf("info"),
  warning: toastOf("warning"),
});
