import { redirect, type Session, href } from "react-router";

import type { DeskService, DeskSessionData, SiteContext } from "../../context";
import { notFound } from "../../shared/platform/http.server";
import { newCsrfToken } from "./csrf.server";

type EnabledDesk = Extract<DeskService, { enabled: true }>;
type DeskSession = Session<DeskSessionData>;

/** The desk, or the site's 404 page when no admin credentials are configured. */
export function deskOr404(context: SiteContext): EnabledDesk {
  if (!context.desk.enabled) notFound();
  return context.desk;
}

export function getDeskSession(desk: EnabledDesk, request: Request): Promise<DeskSession> {
  return desk.sessions.getSession(request.headers.get("Cookie"));
}

/** The signed-in e-mail, or undefined (never signed in, or signed in too long ago). */
export function signedInEmail(
  desk: EnabledDesk,
  session: DeskSession,
  now = Date.now(),
): string | undefined {
  const email = session.get("email");
  const at = session.get("signedInAt");
  if (!email || typeof at !== "number") return undefined;
  return now - at < desk.sessionMaxAgeMs && at <= now + 60_000 ? email : undefined;
}

/** The session's CSRF token, made on first use (the caller commits the session). */
export function ensureCsrf(session: DeskSession): string {
  let token = session.get("csrf");
  if (!token) {
    token = newCsrfToken();
    session.set("csrf", token);
  }
  return token;
}

/**
 * For desk pages: the sign-in page, coming back to `pagePath` (the page's own spelling, not
 * the request's, which may be `/%61dmin/…`) with the request's search afterwards.
 */
export function redirectToSignIn(url: URL, pagePath: string): never {
  const next = `${pagePath}${url.search}`;
  throw redirect(`${href("/admin/sign-in")}?next=${encodeURIComponent(next)}`);
}
