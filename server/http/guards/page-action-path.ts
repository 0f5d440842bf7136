import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

/**
 * The route a page request reaches, however its path is spelled (`/%43ONTACT`, `/x/../contact`,
 * `//contact/`), so guards keyed on it cannot be skipped; undefined when it cannot be decoded.
 */
export function normalizedPagePath(originalUrl: string): string | undefined {
  return decodedPagePath(originalUrl)?.path;
}

export function pathHasControlCharacters(originalUrl: string): boolean {
  return decodedPagePath(originalUrl)?.control ?? false;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const CONTROLS = new RegExp(CONTROL.source, "gu");

function decodedPagePath(originalUrl: string): { path: string; control: boolean } | undefined {
  let pathname: string;
  try {
    // As the page handler builds the URL: dot segments resolved as browsers do.
    pathname = new URL(`http://localhost${originalUrl}`).pathname;
  } catch {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return undefined;
  }
  const control = CONTROL.test(decoded);
  const path = decoded
    .replace(CONTROLS, "")
    .toLowerCase()
    .replace(/\/{2,}/g, "/");
  return { path: withoutTrailingSlash(path), control };
}
