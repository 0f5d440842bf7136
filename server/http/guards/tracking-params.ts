/**
 * Query parameters ad platforms and newsletters append: no page reads them, so the prerendered page
 * answers. Case-insensitive; deploy/varnish/default.vcl strips the same names (a test keeps them equal).
 */
export const TRACKING_PREFIXES = ["utm_"] as const;

export const TRACKING_NAMES: ReadonlySet<string> = new Set([
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "ref",
]);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix)) || TRACKING_NAMES.has(lower);
}

export function queryIsOnlyTracking(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (!isTrackingParam(name)) return false;
  }
  return true;
}
