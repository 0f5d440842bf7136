import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, NavLink } from "react-router";
import { href } from "#app/shared/site-map/href";

import type { DeskUser } from "#app/context";
import { Button } from "#app/components/ui/button";
import { LoggedNotFoundPage } from "#app/features/not-found/not-found.route";
import { PageHero } from "#app/shared/sections/page-hero";
import { cn } from "#app/shared/ui-utils";
import { deskCopy } from "./desk.copy";
import { CSRF_FIELD } from "./csrf-field";

const nav = deskCopy.nav;

/** "2026-11-23 12:04" (UTC): the desk's one time format, the same on server and browser. */
export const deskTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 text-sm font-medium",
    isActive ? "bg-surface-muted text-ink" : "text-ink-soft hover:bg-surface-muted hover:text-ink",
  );

/** The desk's own navigation: its pages (Users and Audit log for admins), the account, sign out. */
export function DeskNav({ user, csrf }: { user: DeskUser; csrf: string }) {
  return (
    <div className="border-line flex flex-wrap items-center justify-between gap-3 border-b pb-4">
      <nav aria-label={nav.label}>
        <ul className="flex flex-wrap gap-1">
          <li>
            <NavLink to={href("/admin/inquiries")} className={navLink}>
              {nav.inquiries}
            </NavLink>
          </li>
          {user.role === "admin" ? (
            <>
              <li>
                <NavLink to={href("/admin/users")} className={navLink}>
                  {nav.users}
                </NavLink>
              </li>
              <li>
                <NavLink to={href("/admin/audit")} className={navLink}>
                  {nav.audit}
                </NavLink>
              </li>
            </>
          ) : null}
          <li>
            <NavLink to={href("/admin/account")} className={navLink}>
              {nav.account}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-soft text-sm">
          {nav.signedInAs(user.email, deskCopy.roles[user.role])}
        </p>
        <Form method="post" action={href("/admin/sign-out")}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <Button type="submit" variant="ghost" size="sm">
            {nav.signOut}
          </Button>
        </Form>
      </div>
    </div>
  );
}

/** A desk page: its heading, the desk's navigation, then the page. */
export function DeskPage({
  user,
  csrf,
  title,
  intro,
  children,
}: {
  user: DeskUser;
  csrf: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} intro={intro} className="pb-8" />
      <div className="mx-auto max-w-7xl space-y-6 px-6 pb-20">
        <DeskNav user={user} csrf={csrf} />
        {children}
      </div>
    </>
  );
}

/** What an action of the desk answers (every desk form, app/features/desk/desk-form.server.ts). */
export type DeskActionResult =
  | { ok: true; message: string; link?: { url: string; note: string } }
  | { ok: false; error: string; fields?: Record<string, string> };

/** The answer of the last action: a status line, or an alert. */
export function ActionMessage({ result }: { result: DeskActionResult | undefined }) {
  if (!result) return null;
  if (!result.ok) {
    return (
      <p
        role="alert"
        className="bg-danger-soft text-danger-ink rounded-lg px-3 py-2 text-sm font-medium"
      >
        {result.error}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="bg-success-soft text-success-ink space-y-2 rounded-lg px-3 py-2 text-sm font-medium"
    >
      <p>{result.message}</p>
      {result.link ? (
        <>
          <p className="font-mono break-all select-all">{result.link.url}</p>
          <p>{result.link.note}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The desk's error page for what a loader refused (deskProblem: 400, 403, 404 with a message);
 * the site's 404 page when the desk is off, and a generic message for anything else.
 */
export function DeskErrorBoundary({ error }: { error: unknown }) {
  const message =
    isRouteErrorResponse(error) &&
    typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : undefined;
  if (!message && isRouteErrorResponse(error) && error.status === 404)
    return <LoggedNotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-ink text-3xl font-bold">
        {(message && deskCopy.problems[status]) || deskCopy.problems.other}
      </h1>
      {message ? <p className="text-ink-muted mt-3">{message}</p> : null}
      <p className="mt-8">
        <a href={href("/admin/inquiries")} className="text-accent font-semibold underline">
          {deskCopy.detail.back}
        </a>
      </p>
    </section>
  );
}
