import type { CreateAdapter } from "./adapter";
import { appendScript, pageUrl } from "./adapter";

type PlausibleFn = ((name: string, options?: Record<string, unknown>) => void) & {
  q?: unknown[];
};
declare global {
  interface Window {
    plausible?: PlausibleFn;
  }
}

/**
 * Plausible's manual variant: its documented queue stub keeps the calls made before the script
 * ran; page views carry the URL (`u`) so client navigations count once each.
 */
export const plausibleAdapter: CreateAdapter = (config) => {
  const stub: PlausibleFn = (...args) => {
    (stub.q ??= []).push(args);
  };
  window.plausible ??= stub;
  const script = appendScript(config.scriptUrl, { "data-domain": config.siteId });
  return {
    pageview: (path) => window.plausible?.("pageview", { u: pageUrl(path) }),
    event: (name, props) => window.plausible?.(name, props ? { props } : {}),
    unload() {
      script.remove();
      delete window.plausible;
    },
  };
};
