import type { IncomingMessage, ServerResponse } from "node:http";

import { badRequest } from "./request-hygiene";

/**
 * One spelling of a path before any guard keys on it: Astro decodes until nothing changes, the
 * guards once, so what still decodes after one pass is refused; the rest is RFC 3986-normalised,
 * its repeated slashes made one as Astro does.
 */

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

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

/** False when it has answered (400). */
export function settleServedPath(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "";
  const end = target.search(/[?#]/);
  const pathname = end === -1 ? target : target.slice(0, end);
  const path = servedPath(pathname);
  if (path === undefined) {
    badRequest(res, 400);
    return false;
  }
  if (path !== pathname) req.url = path + (end === -1 ? "" : target.slice(end));
  return true;
}
