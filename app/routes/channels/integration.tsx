import { ActionLink } from "../../components/action-link";
import { StepList } from "../../components/sections/step-list";
import { AgentRole } from "../../components/integrations/agent-role";
import { RelatedIntegrations } from "../../components/integrations/related-integrations";
import { PageHero } from "../../components/page-hero";
import { CtaBand } from "../../components/sections/cta-band";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { Section } from "../../components/sections/section";
import { integrationDetails } from "../../content/integration-details";
import { findIntegration, integrations } from "../../content/integrations";
import { notFound } from "../../lib/http.server";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/integration";

/** One page per integration (/channels/{slug}); shopify and salesforce have richer pages. */
export function loader({ params }: Route.LoaderArgs) {
  const integration = findIntegration(params.name);
  if (!integration) notFound();
  const related = integrations.filter(
    (other) => other.category === integration.category && other.slug !== integration.slug,
  );
  return { integration, details: integrationDetails[integration.slug], related };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? seo(matches, {
        title: `${data.integration.title} AI Agent Integration`,
        description: data.integration.description,
        path: `/channels/${data.integration.slug}`,
        keywords: [`${data.integration.title} AI agent`, `${data.integration.title} chatbot`],
      })
    : [];

export default function IntegrationPage({ loaderData }: Route.ComponentProps) {
  const { integration, details, related } = loaderData;
  const { title, category } = integration;
  return (
    <>
      <PageHero
        eyebrow={category}
        title={`${title} AI Agent Integration`}
        intro={integration.description}
      >
        <ActionLink action={{ label: `Connect ${title}`, to: { studio: "" } }} />
        <ActionLink
          action={{ label: "All Integrations", to: "/integrations" }}
          variant="secondary"
        />
      </PageHero>

      <Section id="overview" title={`What your agent does on ${title}`}>
        <AgentRole title={title} text={details.agentRole} />
      </Section>

      <Section
        id="features"
        title="Features"
        intro={`What the agent can do with ${title}.`}
        tone="white"
      >
        <FeatureGrid features={details.features} />
      </Section>

      <Section id="setup" title={`Set up ${title} in three steps`}>
        <StepList columns={3} steps={details.setup} />
      </Section>

      <Section id="related" title={`More ${category} integrations`} tone="white">
        <RelatedIntegrations integrations={related} />
      </Section>

      <CtaBand
        title={`Connect ${title} to your AI agent`}
        text="Build your agent free, connect it in minutes. No credit card required."
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "Talk to Us", to: "/contact" }}
      />
    </>
  );
}
