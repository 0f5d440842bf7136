import fs from "node:fs";

/**
 * Playwright never downloads a browser here: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own browser if one happens to be installed (undefined).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((file): file is string => Boolean(file && fs.existsSync(file)));
}

/**
 * Playwright's own `--disable-features` list (1.65). Chromium keeps only the last
 * `--disable-features` it is given, so the one below repeats it; chromium-flags.spec.ts fails
 * when Playwright's list has a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Each new window (every test's context) loads two renderers for the address bar's popups, which
 * a test never opens: a CPU-bound run's largest avoidable cost (docs/PERFORMANCE.md, Test time).
 */
const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** Flags that keep Chromium off the network it cannot reach, working as root, and light. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(",")}`,
];
