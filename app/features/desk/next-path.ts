import { href } from "#app/shared/site-map/href";

import { PRIVATE_PREFIX } from "#app/shared/site-map/site-paths";

/** Every desk page is under /admin/. */
const DESK_PATHS = `${PRIVATE_PREFIX}/`;

/** Where the desk goes after signing in when nothing (or nothing safe) was asked for. */
export const DESK_HOME = href("/admin/inquiries");

/**
 * The `next` of the sign-in page, only when it is a path of the desk on this site: a relative
 * path under /admin/ (never `//host`, `/\host` or a scheme), so the sign-in page cannot be used
 * to send someone elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return DESK_HOME;
  if (!next.startsWith(DESK_PATHS) || /[\\\s]/.test(next)) return DESK_HOME;
  try {
    const url = new URL(next, "http://desk.invalid");
    if (url.origin !== "http://desk.invalid" || !url.pathname.startsWith(DESK_PATHS)) {
      return DESK_HOME;
    }
    return `${url.pathname}${url.search}`;
  } catch {
    return DESK_HOME;
  }
}
