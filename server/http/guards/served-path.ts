import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The path a request is served as, in one spelling, before any guard keys on it. The page router
 * (Astro) decodes a path until it stops changing, the guards once: `/%2563ontact` was /contact to
 * Astro and another form to the write limit, with a fresh allowance of its own. So a path that
 * still decodes after one pass is refused, and every other one is put in RFC 3986's normal form
 * (6.2.2): unreserved characters decoded, other escapes in upper case, dot segments resolved as
 * the page handler's URL does, and repeated slashes made one as Astro does. Letter case and a
 * trailing slash are left to the guards (the page action's form, the desk gate) as before.
 */

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** Astro's decoding (decodeURI) would change it again; a text it cannot decode stays as it is. */
function decodesAgain(text: string): boolean {
  try {
    return decodeURI(text) !== text;
  } catch {
    return false;
  }
}

/** The normal spelling of `pathname`, or undefined when it is encoded more than once. */
export function servedPath(pathname: string): string | undefined {
  let once: string;
  try {
    once = decodeURI(pathname);
  } catch {
    // Undecodable: the page handler answers it 400, the form guard too.
    return pathname;
  }
  if (decodesAgain(once)) return undefined;
  const normal = pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  let resolved: string;
  try {
    // Joined as text: a path starting `//` must not become a host.
    resolved = new URL(`http://site${normal}`).pathname;
  } catch {
    return pathname;
  }
  return resolved.replace(/\/{2,}/g, "/");
}

/**
 * Puts the request's path in its normal spelling (the query as it came); a path encoded more
 * than once is answered 400 here. False when it has answered.
 */
export function settleServedPath(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "";
  const end = target.search(/[?#]/);
  const pathname = end === -1 ? target : target.slice(0, end);
  const path = servedPath(pathname);
  if (path === undefined) {
    const body = "Bad Request";
    res
      .writeHead(400, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      })
      .end(body);
    return false;
  }
  if (path !== pathname) req.url = path + (end === -1 ? "" : target.slice(end));
  return true;
}
