/**
 * Query parameters that ad platforms, newsletters and analytics append to links. No page reads
 * them on the server, so a URL whose query holds only these shows exactly the prerendered page;
 * the browser still has them in `location.search` for any client-side analytics. Anything else
 * in the query (filters, calculator inputs, `template`) can change the page and is rendered per
 * request.
 *
 * The list: Google Analytics / Ads campaign tags (`utm_*`, `gclid`, `dclid`, `gbraid`,
 * `wbraid`, `_ga`, `_gl`), Meta (`fbclid`), Microsoft Ads (`msclkid`), Mailchimp (`mc_cid`,
 * `mc_eid`), and the common referral tag `ref`. Names are matched case-insensitively because
 * some tools upper-case them. deploy/varnish/default.vcl strips the same names from its cache
 * key (deploy/varnish/render-vcl.test.ts keeps the two lists equal).
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

/**
 * True when the query string (without the leading "?") is empty or holds only tracking
 * parameters, so the page is the same as without it.
 */
export function queryIsOnlyTracking(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (!isTrackingParam(name)) return false;
  }
  return true;
}
