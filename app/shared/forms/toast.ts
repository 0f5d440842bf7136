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

type ToastFn = (title: string, options?: ExternalToast) => void;
export const toast: ToastFn & Record<Exclude<Kind, "message">, ToastFn> = Object.assign(
  (title: string, options?: ExternalToast) => void show("message", title, options),
  {
    success: (title: string, options?: ExternalToast) => void show("success", title, options),
    error: (title: string, options?: ExternalToast) => void show("error", title, options),
    info: (title: string, options?: ExternalToast) => void show("info", title, options),
    warning: (title: string, options?: ExternalToast) => void show("warning", title, options),
  },
);
