import { data, isRouteErrorResponse } from "react-router";

import { ContactForm } from "./contact-form";
import { ContactInfoCards, StudioCard } from "./info-cards";
import { PageHero } from "#app/shared/sections/page-hero";
import { siteContext } from "#app/context.server";
import { contactPageCopy } from "./contact.copy";
import { page } from "./contact-page.copy";
import type { ContactResult } from "./contact-form-fields";
import { contactFormAction } from "./contact-submission.server";
import { runFormAction } from "#app/shared/forms/form-action.server";
import { statusInit } from "#app/shared/platform/http.server";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/contact.route";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    throw data("Method Not Allowed", statusInit(405, { Allow: "GET, HEAD, POST" }));
  }
  const { inquiries, log } = siteContext(context);
  const { result, status } = await runFormAction(request, contactFormAction({ inquiries, log }));
  return data<ContactResult>(result, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * In the browser: the server's answer, or what went wrong on the way. A request that never got
 * an answer is a network error; the guards in front of the action answer 429 and 413.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<ContactResult> {
  try {
    return (await serverAction()) as ContactResult;
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 429) return { status: "rate_limited" };
    if (isRouteErrorResponse(error) && error.status === 413) return { status: "too_large" };
    if (error instanceof TypeError) return { status: "network_error" };
    return { status: "error" };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-6 pb-8 lg:grid-cols-5">
        <section aria-labelledby="contact-info-title" className="lg:col-span-2">
          <h2 id="contact-info-title" className="text-ink text-2xl font-bold">
            {contactPageCopy.infoHeading}
          </h2>
          <ContactInfoCards className="mt-6" />
          <StudioCard className="mt-6" />
        </section>
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <ContactForm initialResult={actionData} />
        </section>
      </div>
    </>
  );
}
