import type { InputHTMLAttributes, ReactNode } from "react";

import { buttonVariants } from "#app/components/ui/button";
import { siteConfig } from "#app/shared/copy/site.copy";
import { ThemeSwitch } from "#app/shared/layout/theme-switch";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import type { DeskSessionView } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { deskControl, deskHint, deskLabel } from "./desk-ui";

const nav = deskCopy.nav;

export type DeskSection = "inquiries" | "users" | "audit" | "account";

const sections = [
  { key: "inquiries", label: nav.inquiries, path: href("/admin/inquiries"), adminOnly: false },
  { key: "users", label: nav.users, path: href("/admin/users"), adminOnly: true },
  { key: "audit", label: nav.audit, path: href("/admin/audit"), adminOnly: true },
  { key: "account", label: nav.account, path: href("/admin/account"), adminOnly: false },
] as const;

/** No site navigation, footer, cookie banner or chat: the desk is a tool. */
export function DeskHeader({
  session,
  current,
}: {
  session: DeskSessionView | undefined;
  current: DeskSection | undefined;
}) {
  return (
    <header className="border-line bg-surface border-b">
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-5 gap-y-1 px-4 py-2 sm:px-6">
        <a
          href={href("/admin/inquiries")}
          className="text-ink flex items-center gap-2 rounded-md text-sm font-semibold tracking-[-0.01em]"
        >
          <img src={siteConfig.markPath} alt="" width={24} height={24} className="size-6" />
          {deskCopy.shell.name}
        </a>
        {session ? (
          <nav
            aria-label={nav.label}
            className="order-last -mx-1 w-full overflow-x-auto md:order-none md:w-auto"
          >
            <ul className="flex gap-0.5">
              {sections
                .filter((section) => !section.adminOnly || session.user.role === "admin")
                .map((section) => (
                  <li key={section.key}>
                    <a
                      href={section.path}
                      aria-current={section.key === current ? "page" : undefined}
                      className="text-ink-soft hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-surface-muted aria-[current=page]:text-ink block rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap"
                    >
                      {section.label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        <div className="ml-auto flex min-w-0 items-center gap-3">
          {session ? (
            <p className="text-ink-muted min-w-0 truncate text-xs">
              {nav.signedInAs(session.user.email, deskCopy.roles[session.user.role])}
            </p>
          ) : null}
          <ThemeSwitch name="theme-desk" className="shrink-0" />
          {session ? (
            <form method="post" action={href("/admin/sign-out")} className="shrink-0">
              <input type="hidden" name={CSRF_FIELD} value={session.csrf} />
              <button
                type="submit"
                className={buttonVariants({ variant: "ghost", size: "sm", className: "h-8" })}
              >
                {nav.signOut}
              </button>
            </form>
          ) : null}
        </div>
      </div>
    </header>
  );
}

export function DeskHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-ink text-xl font-semibold tracking-[-0.015em]">{title}</h1>
        {intro ? <div className="text-ink-muted mt-0.5 text-sm">{intro}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A labelled input of a desk form, with its hint under it. */
export function DeskField({
  label,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string }) {
  return (
    <div>
      <label htmlFor={input.id} className={deskLabel}>
        {label}
      </label>
      <input
        {...input}
        aria-describedby={hint ? `${input.id}-hint` : undefined}
        className={deskControl}
      />
      {hint ? (
        <p id={`${input.id}-hint`} className={deskHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function DeskMessage({
  result,
  className,
}: {
  result: DeskActionResult | undefined;
  className?: string;
}) {
  if (!result) return null;
  if (!result.ok) {
    return (
      <p
        role="alert"
        className={cn(
          "bg-danger-soft text-danger-ink rounded-lg px-3 py-2 text-sm font-medium",
          className,
        )}
      >
        {result.error}
      </p>
    );
  }
  return (
    <div
      role="status"
      className={cn(
        "bg-success-soft text-success-ink space-y-1 rounded-lg px-3 py-2 text-sm font-medium",
        className,
      )}
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

/** Previous and next, when there is more than a page. */
export function Pager({
  page,
  pageSize,
  total,
  pageHref,
}: {
  page: number;
  pageSize: number;
  total: number;
  pageHref: (page: number) => string;
}) {
  if (total <= pageSize) return null;
  const link = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label={deskCopy.list.pages} className="flex justify-between">
      {page > 1 ? (
        <a href={pageHref(page - 1)} className={link}>
          {deskCopy.list.previous}
        </a>
      ) : (
        <span />
      )}
      {page * pageSize < total ? (
        <a href={pageHref(page + 1)} className={link}>
          {deskCopy.list.next}
        </a>
      ) : null}
    </nav>
  );
}

export function DeskProblemView({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-ink text-xl font-semibold">{title}</h1>
      <p className="text-ink-muted mt-2 text-sm">{message}</p>
      <p className="mt-6">
        <a
          href={href("/admin/inquiries")}
          className="text-accent text-sm font-semibold underline underline-offset-2"
        >
          {deskCopy.detail.back}
        </a>
      </p>
    </section>
  );
}
