import type { AnalyticsConfig } from "#app/context";
import type { AnalyticsEvent, EventProps } from "./analytics";

/** A provider behind app/shared/analytics/analytics.ts: it owns the script element and the provider's global. */
export interface AnalyticsAdapter {
  pageview(path: string): void;
  event(name: AnalyticsEvent, props?: EventProps): void;
  /** Stops sending, removes the script and whatever the provider left behind. */
  unload(): void;
}

export type CreateAdapter = (config: AnalyticsConfig) => AnalyticsAdapter;

/** Adds the provider's script; no inline script, so the CSP needs only its URL. */
export function appendScript(src: string, attributes: Record<string, string> = {}) {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.analytics = "";
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

export const pageUrl = (path: string) => new URL(path, window.location.origin).href;
