import type * as SonnerModule from "sonner";
import type { CSSProperties } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without paying for them up front: sonner (about 10 KB gzip) is loaded on the first
 * toast, together with its <Toaster>: the React Router root's (layout/lazy-toaster.tsx), or on
 * a page of islands one mounted for it (toaster-host.tsx). The API mirrors the parts of
 * sonner's `toast` the site uses.
 */
type Sonner = typeof SonnerModule;
type Kind = "message" | "success" | "error" | "info" | "warning";

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve));
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/** For the lazy toaster: the loaded module, or undefined before the first toast. */
export const getLoadedSonner = () => sonner;
export function subscribeSonner(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Called by the lazy toaster once sonner's <Toaster> is mounted. */
export const toasterMounted = () => markToasterReady();

/** Set by the React Router root's lazy toaster: it holds the <Toaster>. */
let rootHoldsToaster = false;
export const rootToasterPresent = () => void (rootHoldsToaster = true);
let ownToaster: Promise<void> | undefined;

function ensureToaster(module: Sonner): Promise<void> {
  if (!rootHoldsToaster) {
    ownToaster ??= import("./toaster-host").then(({ mountToaster }) =>
      mountToaster(module.Toaster, toasterMounted),
    );
  }
  return toasterReady;
}

/**
 * Sonner's rich colours put red and green text on tinted backgrounds at about 4.3:1; these
 * darker tones reach AA (5.8:1 and 6.7:1).
 */
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
