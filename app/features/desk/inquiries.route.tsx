import { data, Form } from "react-router";
import { href } from "#app/shared/site-map/href";

import { InquiryTable } from "./inquiry-table";
import { controlClass } from "#app/features/contact/form-field";
import { Button, buttonVariants } from "#app/components/ui/button";
import { siteContext } from "#app/context.server";
import { seo } from "#app/shared/seo/seo";
import { deskCopy } from "./desk.copy";
import { ActionMessage, DeskErrorBoundary, DeskPage } from "./desk-layout";
import { DESK_PAGE_SIZE, listHref } from "./list-params";
import { parseListQuery } from "./desk.schema";
import { retryFormAction } from "./retry.server";
import { deskProblem, requireDeskUser } from "./session.server";
import { runDeskForms } from "./desk-form.server";
import { DESK_HOME } from "./next-path";
import type { Route } from "./+types/inquiries.route";
import { LeadStatusOptions } from "./lead-status-options";

const copy = deskCopy.list;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireDeskUser(siteContext(context), request, url, DESK_HOME);
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.ok) deskProblem(400, copy.badFilters);
  const { filters, page } = parsed;
  const result = await session.desk.list({
    ...filters,
    limit: DESK_PAGE_SIZE,
    offset: (page - 1) * DESK_PAGE_SIZE,
  });
  return {
    user: session.user,
    csrf: session.csrf,
    filters,
    page,
    pageSize: DESK_PAGE_SIZE,
    ...result,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const session = await requireDeskUser(site, request, url, DESK_HOME);
  const { status, result } = await runDeskForms(request, {
    retry: () => retryFormAction(session, site.log),
  });
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/inquiries"),
    noindex: true,
  });

export default function Inquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, filters, page, pageSize, inquiries, total } = loaderData;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const filtered = Boolean(filters.query || filters.status || filters.from || filters.to);
  return (
    <DeskPage user={user} csrf={csrf} title={copy.heading} intro={copy.intro}>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="desk-search" className="text-ink block text-sm font-medium">
            {copy.searchLabel}
          </label>
          <input
            id="desk-search"
            name="q"
            type="search"
            defaultValue={filters.query}
            key={filters.query}
            aria-describedby="desk-search-hint"
            className={controlClass}
          />
          <p id="desk-search-hint" className="text-ink-muted mt-1 text-xs">
            {copy.searchHint}
          </p>
        </div>
        <div>
          <label htmlFor="desk-status" className="text-ink block text-sm font-medium">
            {copy.statusLabel}
          </label>
          <select
            id="desk-status"
            name="status"
            defaultValue={filters.status ?? ""}
            key={filters.status ?? ""}
            className={controlClass}
          >
            <option value="">{copy.anyStatus}</option>
            <LeadStatusOptions />
          </select>
        </div>
        <DateFilter name="from" label={copy.fromLabel} value={filters.from} />
        <DateFilter name="to" label={copy.toLabel} value={filters.to} />
        <Button type="submit">{copy.searchButton}</Button>
        {filtered ? (
          <a href={href("/admin/inquiries")} className={buttonVariants({ variant: "ghost" })}>
            {copy.clearSearch}
          </a>
        ) : null}
        <a
          href={listHref(filters, 1, href("/admin/inquiries.csv"))}
          className={buttonVariants({ variant: "secondary" })}
          download
        >
          {copy.exportCsv}
        </a>
      </Form>
      <ActionMessage result={actionData} />
      {inquiries.length === 0 ? (
        <p className="text-ink-soft">
          {filters.query ? copy.noMatchQuery(filters.query) : filtered ? copy.noMatch : copy.empty}
        </p>
      ) : (
        <>
          <p className="text-ink-soft text-sm">{copy.count(from, to, total)}</p>
          <InquiryTable inquiries={inquiries} csrf={csrf} />
        </>
      )}
      {total > pageSize ? (
        <nav aria-label={copy.pages} className="flex justify-between">
          {page > 1 ? (
            <a
              href={listHref(filters, page - 1)}
              className={buttonVariants({ variant: "secondary" })}
            >
              {copy.previous}
            </a>
          ) : (
            <span />
          )}
          {to < total ? (
            <a
              href={listHref(filters, page + 1)}
              className={buttonVariants({ variant: "secondary" })}
            >
              {copy.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorBoundary error={error} />;
}

/** A date bound of the list's filter; keyed by its value so a new URL resets the field. */
function DateFilter({ name, label, value }: { name: string; label: string; value: string | null }) {
  const id = `desk-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-ink block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value ?? ""}
        key={value ?? ""}
        className={controlClass}
      />
    </div>
  );
}
