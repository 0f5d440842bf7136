/**
 * The route a page request may reach, whatever the spelling of its path. The page server
 * decodes the path and the URL parser resolves dot segments; this form also ignores case and the
 * old `.data` suffixes, so `/%43ONTACT`, `/c%6fntact.data`, `/./contact` and `/x/../contact` all
 * count as the contact action. Guards keyed on this form cannot be skipped by spelling the path
 * differently (a spelling that reaches no page is counted all the same).
 *
 * Control characters (`/contact%00`) are left out of the form, so such a spelling is counted
 * with its page; `pathHasControlCharacters` tells the guard to refuse it after counting.
 *
 * Returns undefined for a path that cannot be decoded (the page server answers those with 400).
 */
export function normalizedPagePath(originalUrl: string): string | undefined {
  return decodedPagePath(originalUrl)?.path;
}

/** True when the decoded path holds a control character (NUL, CR, LF, tab, DEL, C1). */
export function pathHasControlCharacters(originalUrl: string): boolean {
  return decodedPagePath(originalUrl)?.control ?? false;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const CONTROLS = new RegExp(CONTROL.source, "gu");

function decodedPagePath(originalUrl: string): { path: string; control: boolean } | undefined {
  let pathname: string;
  try {
    // As the page server builds the request URL (server/http/pages/astro-pages.ts). The WHATWG parser resolves
    // `.`, `..`, `%2e` segments and backslashes as browsers do.
    pathname = new URL(`http://localhost${originalUrl}`).pathname;
  } catch {
    return undefined;
  }
  let decoded: string;
  try {
    // Per segment: an encoded slash stays inside its segment.
    decoded = pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return undefined;
  }
  const control = CONTROL.test(decoded);
  // Empty segments are merged: folding more spellings together only counts more, never less.
  let path = decoded
    .replace(CONTROLS, "")
    .toLowerCase()
    .replace(/\/{2,}/g, "/");
  // Single-fetch data requests: `/_root.data` is the home page, `/a/_.data` and `/a.data` are /a.
  if (path === "/_root.data") path = "/";
  path = path.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  path = path.replace(/\/+$/, "");
  return { path: path === "" ? "/" : path, control };
}
