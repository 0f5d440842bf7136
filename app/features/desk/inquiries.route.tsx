import { data, Form, Link, redirect, href } from "react-router";

import { InquiryTable } from "./inquiry-table";
import { controlClass } from "../contact/form-field";
import { PageHero } from "../../shared/sections/page-hero";
import { Button, buttonVariants } from "../../components/ui/button";
import type { DeskRetryOutcome } from "../../context";
import { siteContext } from "../../context.server";
import { deskCopy } from "./desk.copy";
import { CSRF_FIELD } from "./csrf-field";
import { csrfMatches } from "./csrf.server";
import { DESK_HOME } from "./next-path";
import { DESK_PAGE_SIZE, listHref, listParams } from "./list-params";
import { deskOr404, getDeskSession, redirectToSignIn, signedInEmail } from "./session.server";
import { PAGE_ACTION_BODY_LIMIT_BYTES, readFormWithin } from "../../shared/forms/form-body.server";
import { seo } from "../../shared/seo/seo";
import type { Route } from "./+types/inquiries.route";

const copy = deskCopy.list;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const desk = deskOr404(siteContext(context));
  const session = await getDeskSession(desk, request);
  const email = signedInEmail(desk, session);
  if (!email) redirectToSignIn(url, DESK_HOME);
  const { query, page } = listParams(url);
  const result = await desk.list({
    query,
    limit: DESK_PAGE_SIZE,
    offset: (page - 1) * DESK_PAGE_SIZE,
  });
  return data(
    { email, csrf: session.get("csrf") ?? "", query, page, pageSize: DESK_PAGE_SIZE, ...result },
    {},
  );
}

type ActionResult = { error: string } | { retried: DeskRetryOutcome };

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const desk = deskOr404(site);
  const session = await getDeskSession(desk, request);
  if (!signedInEmail(desk, session)) redirectToSignIn(url, DESK_HOME);
  const form = await readFormWithin(request, PAGE_ACTION_BODY_LIMIT_BYTES);
  if (!csrfMatches(session.get("csrf"), form.get(CSRF_FIELD))) {
    return data<ActionResult>({ error: deskCopy.csrfRefused }, { status: 403 });
  }
  const intent = form.get("intent");
  if (intent === "sign-out") {
    site.log.info({}, "desk sign-out");
    throw redirect(href("/admin/sign-in"), {
      headers: { "Set-Cookie": await desk.sessions.destroySession(session) },
    });
  }
  if (intent === "retry") {
    const id = String(form.get("id") ?? "").slice(0, 64);
    const outcome = await desk.retry(id);
    site.log.info({ inquiryId: id, outcome }, "desk retry");
    return data<ActionResult>({ retried: outcome }, {});
  }
  return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/inquiries"),
    noindex: true,
  });

function ActionMessage({ result }: { result: ActionResult | undefined }) {
  if (!result) return null;
  if ("error" in result) {
    return (
      <p
        role="alert"
        className="bg-danger-soft text-danger-ink rounded-lg px-3 py-2 text-sm font-medium"
      >
        {result.error}
      </p>
    );
  }
  const text =
    result.retried === "retried"
      ? copy.retried
      : result.retried === "email-retried"
        ? copy.emailRetried
        : copy.notRetried[result.retried];
  return (
    <p
      role="status"
      className="bg-success-soft text-success-ink rounded-lg px-3 py-2 text-sm font-medium"
    >
      {text}
    </p>
  );
}

export default function Inquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { email, csrf, query, page, pageSize, inquiries, total } = loaderData;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const csvHref = `${href("/admin/inquiries.csv")}${query ? `?${new URLSearchParams({ q: query })}` : ""}`;
  return (
    <>
      <PageHero title={copy.heading} intro={copy.intro} className="pb-8" />
      <div className="mx-auto max-w-7xl space-y-6 px-6 pb-20">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-ink-soft text-sm">{copy.signedInAs(email)}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a
              href={csvHref}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              download
            >
              {copy.exportCsv}
            </a>
            <Form method="post">
              <input type="hidden" name={CSRF_FIELD} value={csrf} />
              <input type="hidden" name="intent" value="sign-out" />
              <Button type="submit" variant="ghost" size="sm">
                {copy.signOut}
              </Button>
            </Form>
          </div>
        </div>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="desk-search" className="text-ink block text-sm font-medium">
              {copy.searchLabel}
            </label>
            <input
              id="desk-search"
              name="q"
              type="search"
              defaultValue={query}
              key={query}
              className={controlClass}
            />
          </div>
          <Button type="submit">{copy.searchButton}</Button>
          {query ? (
            <Link to={href("/admin/inquiries")} className={buttonVariants({ variant: "ghost" })}>
              {copy.clearSearch}
            </Link>
          ) : null}
        </Form>
        <ActionMessage result={actionData} />
        {inquiries.length === 0 ? (
          <p className="text-ink-soft">{query ? copy.noMatch(query) : copy.empty}</p>
        ) : (
          <>
            <p className="text-ink-soft text-sm">{copy.count(from, to, total)}</p>
            <InquiryTable inquiries={inquiries} csrf={csrf} csrfField={CSRF_FIELD} />
          </>
        )}
        {total > pageSize ? (
          <nav aria-label="Pages" className="flex justify-between">
            {page > 1 ? (
              <Link
                to={listHref(query, page - 1)}
                className={buttonVariants({ variant: "secondary" })}
              >
                {copy.previous}
              </Link>
            ) : (
              <span />
            )}
            {to < total ? (
              <Link
                to={listHref(query, page + 1)}
                className={buttonVariants({ variant: "secondary" })}
              >
                {copy.next}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
