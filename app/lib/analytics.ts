import type { AnalyticsConfig } from "../context";
import { readConsent, subscribeConsent } from "./cookie-consent";
import type { AnalyticsAdapter } from "./analytics/adapter";

/**
 * The one way components report analytics: `track(name, props)` and `trackPageView(path)`.
 * Nothing is sent, queued or loaded until the visitor chose "Accept All"; the provider's
 * adapter (and through it the provider's script) is imported only then, so the first view's
 * JavaScript carries only this file. Withdrawing consent unloads it and drops what waits.
 */
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

type Pending =
  { kind: "pageview"; path: string } | { kind: "event"; name: AnalyticsEvent; props?: EventProps };

let config: AnalyticsConfig | null = null;
let adapter: AnalyticsAdapter | undefined;
let loading: Promise<void> | undefined;
let pending: Pending[] = [];
let currentPath: string | undefined;
/** Events of trackOncePerPage already reported on the current page. */
const sentOnThisPage = new Set<string>();
let stopWatching: (() => void) | undefined;

const consented = () =>
  typeof window !== "undefined" && readConsent(window.localStorage) === "accepted";

async function importAdapter(provider: AnalyticsConfig["provider"]) {
  switch (provider) {
    case "plausible":
      return (await import("./analytics/plausible")).plausibleAdapter;
    case "umami":
      return (await import("./analytics/umami")).umamiAdapter;
    case "ga4":
      return (await import("./analytics/ga4")).ga4Adapter;
  }
}

function send(item: Pending) {
  if (!consented() || !config) return;
  if (!adapter) {
    pending.push(item);
    void load();
    return;
  }
  if (item.kind === "pageview") adapter.pageview(item.path);
  else adapter.event(item.name, item.props);
}

function load(): Promise<void> {
  const setup = config;
  if (!setup) return Promise.resolve();
  loading ??= importAdapter(setup.provider)
    .then((create) => {
      // Consent may have been withdrawn while the adapter was on its way.
      if (!consented() || config !== setup) return;
      adapter = create(setup);
      const queued = pending;
      pending = [];
      queued.forEach(send);
    })
    .catch(() => {
      // A blocked or failed import: no analytics for this page view.
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

function unload() {
  pending = [];
  adapter?.unload();
  adapter = undefined;
}

function onConsentChange() {
  if (consented()) {
    // "Accept All" on this page: the page the visitor is on counts as viewed.
    if (!adapter && currentPath !== undefined) send({ kind: "pageview", path: currentPath });
  } else {
    unload();
  }
}

/** Starts watching the consent with the configured provider (the root layout calls it). */
export function startAnalytics(setup: AnalyticsConfig | null): () => void {
  stopWatching?.();
  config = setup;
  if (!setup) return () => {};
  const unsubscribe = subscribeConsent(onConsentChange);
  stopWatching = () => {
    unsubscribe();
    unload();
    config = null;
    stopWatching = undefined;
  };
  return stopWatching;
}

/** One page view, once per navigation (the root layout calls it when the path changes). */
export function trackPageView(path: string): void {
  currentPath = path;
  sentOnThisPage.clear();
  send({ kind: "pageview", path });
}

/** A named conversion. Dropped without consent or without a configured provider. */
export function track(name: AnalyticsEvent, props?: EventProps): void {
  send({ kind: "event", name, ...(props ? { props } : {}) });
}

/**
 * A conversion that counts once per page view however often it happens (a calculator's
 * inputs change on every keystroke; one use is what matters).
 */
export function trackOncePerPage(name: AnalyticsEvent, props?: EventProps): void {
  const key = `${name} ${JSON.stringify(props ?? {})}`;
  if (sentOnThisPage.has(key) || !consented() || !config) return;
  sentOnThisPage.add(key);
  track(name, props);
}
