import { data } from "react-router";
import { href } from "#app/shared/site-map/href";

import { siteContext } from "#app/context.server";
import { seo } from "#app/shared/seo/seo";
import { deskCopy } from "./desk.copy";
import { ActionMessage, DeskErrorBoundary, DeskPage } from "./desk-layout";
import { runDeskForms } from "./desk-form.server";
import { hasControlCharacters, ID_PATTERN } from "./desk.schema";
import { InquiryFields, InquiryHistory, LeadForm, LeadNotes } from "./inquiry-detail";
import { leadFormAction } from "./lead-update.server";
import { retryFormAction } from "./retry.server";
import { deskProblem, requireDeskUser } from "./session.server";
import type { Route } from "./+types/inquiry.route";

const copy = deskCopy.detail;

/** The inquiry's id from the path: 400 for control characters, 404 for anything not an id. */
function inquiryId(id: string): string {
  if (hasControlCharacters(id)) deskProblem(400, deskCopy.controlCharacters);
  if (!ID_PATTERN.test(id)) deskProblem(404, copy.notFound);
  return id;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const session = await requireDeskUser(
    siteContext(context),
    request,
    url,
    href("/admin/inquiries/:id", { id: encodeURIComponent(params.id) }),
  );
  const inquiry = await session.desk.inquiry(inquiryId(params.id));
  if (!inquiry) deskProblem(404, copy.notFound);
  return { user: session.user, csrf: session.csrf, inquiry };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const session = await requireDeskUser(
    site,
    request,
    url,
    href("/admin/inquiries/:id", { id: encodeURIComponent(params.id) }),
  );
  const id = inquiryId(params.id);
  const { status, result } = await runDeskForms(request, {
    update: () => leadFormAction(session, id, site.log),
    retry: () => retryFormAction(session, site.log),
  });
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData ? copy.title(loaderData.inquiry.fullName) : deskCopy.list.title,
    description: copy.description,
    path: href("/admin/inquiries"),
    noindex: true,
  });

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, inquiry } = loaderData;
  return (
    <DeskPage user={user} csrf={csrf} title={copy.title(inquiry.fullName)} intro={inquiry.subject}>
      <p>
        <a href={href("/admin/inquiries")} className="text-accent text-sm font-semibold underline">
          {copy.back}
        </a>
      </p>
      <ActionMessage result={actionData} />
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="space-y-8 lg:col-span-3">
          <InquiryFields inquiry={inquiry} />
          <InquiryHistory inquiry={inquiry} csrf={csrf} />
        </div>
        <div className="space-y-8 lg:col-span-2">
          <LeadForm inquiry={inquiry} csrf={csrf} />
          <LeadNotes notes={inquiry.notes} />
        </div>
      </div>
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorBoundary error={error} />;
}
