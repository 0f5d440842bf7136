import { isRouteErrorResponse, useActionData, useLoaderData } from "react-router";

import { ChannelCards } from "./channel-cards";
import { Hero, type HeroInitialState } from "./hero";
import { HowItWorks } from "./how-it-works";
import { IntegrationGroups } from "./integration-groups";
import { PersonaDemo } from "#app/shared/persona-demo/persona-demo";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { Section } from "#app/shared/sections/section";
import { homeGuardMessages } from "#app/shared/forms/form-guards.copy";
import { faqSection, homeCta, homeFaqs, personaSection, page } from "./home-page.copy";
import { findHomeTemplate } from "./home-templates.copy";
import { homeStructuredData } from "./home-structured-data";
import { parseTemplateId, type CreateAgentResult } from "./agent-creation";
import { createAgentAction } from "./agent-creation.server";
import { seo, siteUrlFromMatches } from "#app/shared/seo/seo";
import type { RouteHandle } from "#app/context";
import type { Route } from "./+types/home.route";

/** The server render reads `?template=` (app/context.ts, RouteHandle). */
export const handle = { queryParams: ["template"] } satisfies RouteHandle;

/** `/?template=<id>` (the template chips without JavaScript) renders with that template chosen. */
export function loader({ url }: Route.LoaderArgs) {
  return {
    templateId: parseTemplateId(url.searchParams.get("template")),
    // The answers travel as page data, not as JavaScript: the first view's budget is tight.
    faqs: homeFaqs,
  };
}

/** The prompt form posts here (`/?index`): the action creates the agent with the builder service. */
export async function action({ request, context }: Route.ActionArgs) {
  return createAgentAction(request, context);
}

/**
 * In the browser: the server's answer, or the guard's (server/http/guards/page-action-guard.ts) when it
 * answered before the action (429: too many agents from this address, 413: too large), as the
 * form's usual error message instead of the error page.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<CreateAgentResult> {
  try {
    return (await serverAction()) as CreateAgentResult;
  } catch (error) {
    if (isRouteErrorResponse(error) && (error.status === 429 || error.status === 413)) {
      const message =
        error.status === 429 ? homeGuardMessages.rateLimited : homeGuardMessages.tooLarge;
      return {
        ok: false,
        error: `${message.title} ${message.description}`,
        values: { description: "", templateId: null },
      };
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(matches, page),
  ...homeStructuredData(siteUrlFromMatches(matches)),
];

export default function Page() {
  const { templateId, faqs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const initial: HeroInitialState =
    actionData && !actionData.ok
      ? { ...actionData.values, error: actionData.error }
      : { description: findHomeTemplate(templateId)?.prompt ?? "", templateId };

  return (
    <>
      <Hero heading={page.heading} intro={page.intro} initial={initial} />
      <ChannelCards />
      <IntegrationGroups />
      <Section
        id="persona-demo"
        eyebrow={personaSection.eyebrow}
        title={personaSection.title}
        intro={personaSection.intro}
      >
        <PersonaDemo />
      </Section>
      <HowItWorks />
      <Section
        id="faq"
        layout="split"
        tone="white"
        eyebrow={faqSection.eyebrow}
        title={faqSection.title}
      >
        <FaqList items={faqs} />
      </Section>
      <CtaBand {...homeCta} />
    </>
  );
}
