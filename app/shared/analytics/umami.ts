import { appendScript, type CreateAdapter } from "./adapter";

interface Umami {
  track(
    nameOrProps?: string | ((props: Record<string, unknown>) => Record<string, unknown>),
    data?: Record<string, unknown>,
  ): void;
}
declare global {
  interface Window {
    umami?: Umami;
  }
}

/** Umami without auto-tracking; it has no queue stub, so calls wait here until its script ran. */
export const umamiAdapter: CreateAdapter = (config) => {
  let waiting: ((umami: Umami) => void)[] = [];
  let stopped = false;
  const script = appendScript(config.scriptUrl, {
    "data-website-id": config.siteId,
    "data-auto-track": "false",
  });
  script.addEventListener("load", () => {
    const umami = window.umami;
    if (!umami || stopped) return;
    waiting.forEach((call) => call(umami));
    waiting = [];
  });
  const run = (call: (umami: Umami) => void) => {
    if (stopped) return;
    if (window.umami) call(window.umami);
    else waiting.push(call);
  };
  return {
    pageview: (path) => run((umami) => umami.track((props) => ({ ...props, url: path }))),
    event: (name, props) => run((umami) => umami.track(name, props)),
    unload() {
      stopped = true;
      waiting = [];
      script.remove();
      delete window.umami;
    },
  };
};
