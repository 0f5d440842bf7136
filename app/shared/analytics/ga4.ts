import { appendScript, pageUrl, type CreateAdapter } from "./adapter";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function removeGaCookies() {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
  // GA sets them on the widest domain it can (example.com for www.example.com): try each.
  const labels = window.location.hostname.split(".");
  const domains = labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
  const expired = "expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of domains) document.cookie = `${name}=; ${expired}; domain=${domain}`;
  }
}

const ga4EventName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "_");

/** gtag.js with its own page views off: the site sends one page_view per navigation. */
export const ga4Adapter: CreateAdapter = (config) => {
  const disableKey = `ga-disable-${config.siteId}`;
  (window as unknown as Record<string, unknown>)[disableKey] = false;
  window.dataLayer ??= [];
  // gtag reads `arguments` objects from the dataLayer, not arrays: this is Google's snippet.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", config.siteId, { send_page_view: false });
  const script = appendScript(config.scriptUrl);
  return {
    pageview: (path) =>
      window.gtag?.("event", "page_view", { page_location: pageUrl(path), page_path: path }),
    // GA4 event names are letters, digits and underscores: "Agent Created" → agent_created.
    event: (name, props) => window.gtag?.("event", ga4EventName(name), props ?? {}),
    unload() {
      (window as unknown as Record<string, unknown>)[disableKey] = true;
      script.remove();
      delete window.gtag;
      removeGaCookies();
    },
  };
};
