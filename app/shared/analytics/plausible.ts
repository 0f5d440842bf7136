import { appendScript, pageUrl, type CreateAdapter } from "./adapter";

type PlausibleFn = ((name: string, options?: Record<string, unknown>) => void) & {
  q?: unknown[];
};
declare global {
  interface Window {
    plausible?: PlausibleFn;
  }
}

/** Plausible's manual variant: its queue stub keeps early calls; page views carry the URL (`u`). */
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
