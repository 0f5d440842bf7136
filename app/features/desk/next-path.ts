import { href } from "#app/shared/site-map/href";

import { PRIVATE_PREFIX } from "#app/shared/site-map/site-paths";

const DESK_PATHS = `${PRIVATE_PREFIX}/`;

/** Where the desk goes after signing in when nothing (or nothing safe) was asked for. */
export const DESK_HOME = href("/admin/inquiries");

/** Only a relative path under /admin/ (never `//host`, `/\host` or a scheme): no open redirect. */
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
