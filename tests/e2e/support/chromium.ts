import fs from "node:fs";

/**
 * Playwright never downloads a browser here: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own browser if one happens to be installed (undefined).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((file): file is string => Boolean(file && fs.existsSync(file)));
}

/** Flags that keep Chromium off the network it cannot reach and working as root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
