import type { AnalyticsConfig } from "#app/context";
import type * as RuntimeModule from "./runtime";
import { readConsent, subscribeConsent } from "./cookie-consent";

// Part of every first view, so it only decides whether to send: the sending (runtime.ts and the
// provider's adapter) is imported on the first call after "Accept All", else never.
export type AnalyticsEvent =
  | "Agent Creation Started"
  | "Agent Created"
  | "Inquiry Sent"
  | "Start Building Click"
  | "Use Template Click"
  | "Demo Opened"
  | "Calculator Used"
  | "WhatsApp Lookup";

export type EventProps = Record<string, string | number | boolean>;

export type AnalyticsCall = { path: string } | { name: AnalyticsEvent; props?: EventProps };

type Runtime = typeof RuntimeModule;

let config: AnalyticsConfig | null = null;
let runtime: Promise<Runtime> | undefined;
let currentPath: string | undefined;
const sentOnThisPage = new Set<string>();

export const hasAnalyticsConsent = () => readConsent(window.localStorage) === "accepted";

function send(call: AnalyticsCall) {
  const setup = config;
  if (!setup || !hasAnalyticsConsent()) return;
  // One promise for every call keeps them in order while the runtime loads.
  runtime ??= import("./runtime");
  runtime.then((loaded) => loaded.send(setup, call)).catch(() => {});
}

export function startAnalytics(setup: AnalyticsConfig | null): () => void {
  config = setup;
  if (!setup) return () => {};
  let accepted = hasAnalyticsConsent();
  const stop = () => void runtime?.then((loaded) => loaded.stop());
  const unsubscribe = subscribeConsent(() => {
    const now = hasAnalyticsConsent();
    // "Accept All" on this page: the page the visitor is on counts as viewed.
    if (now && !accepted && currentPath !== undefined) send({ path: currentPath });
    if (!now) stop();
    accepted = now;
  });
  return () => {
    unsubscribe();
    stop();
    config = null;
  };
}

export function trackPageView(path: string): void {
  currentPath = path;
  sentOnThisPage.clear();
  send({ path });
}

export function track(name: AnalyticsEvent, props?: EventProps): void {
  send(props ? { name, props } : { name });
}

/** Counts once per page view (a calculator's inputs change on every keystroke). */
export function trackOncePerPage(name: AnalyticsEvent, props?: EventProps): void {
  const key = `${name} ${JSON.stringify(props ?? {})}`;
  if (sentOnThisPage.has(key) || !config || !hasAnalyticsConsent()) return;
  sentOnThisPage.add(key);
  track(name, props);
}
