import type { PublicConfig } from "#app/context";

export const PUBLIC_CONFIG_ELEMENT_ID = "public-config";

const fallback: PublicConfig = {
  siteUrl: "http://localhost:3000",
  studioUrl: "http://localhost:3000/studio",
  logoCdnUrl: null,
  analytics: null,
};

/** The running process's configuration (one value per process: the server sets it at start). */
let serverConfig: PublicConfig | undefined;
let browserConfig: PublicConfig | undefined;

export function setServerPublicConfig(config: PublicConfig): void {
  serverConfig = config;
}

function readBrowserConfig(): PublicConfig {
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PublicConfig) : fallback;
  } catch {
    return fallback;
  }
}

/** The same for the whole page, so not a hook: anything may read it at any time. */
export function getPublicConfig(): PublicConfig {
  if (typeof document === "undefined") return serverConfig ?? fallback;
  browserConfig ??= readBrowserConfig();
  return browserConfig;
}
