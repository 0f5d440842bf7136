import { href } from "#app/shared/site-map/href";

import { ActionLink } from "#app/shared/links/action-link";
import { StepList } from "#app/shared/sections/step-list";
import { IntegrationLogo } from "#app/shared/images/integration-logo";
import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import { Section } from "#app/shared/sections/section";
import { integrationDetails } from "./integration-details.copy";
import { integrations } from "./integrations.copy";
import { integrationPageCopy } from "./integration-sections.copy";
import type { PageSeo } from "#app/shared/seo/seo";
import type { Integration } from "./integrations.copy";

/** The head of an integration's page. */
export function integrationSeo(integration: Integration): PageSeo {
  const { title, description, slug, category } = integration;
  const { meta } = integrationPageCopy(title, category);
  return { ...meta, description, path: href("/channels/:name", { name: slug }) };
}

/** One page per integration (/channels/{slug}); shopify and salesforce have richer pages. */
export function IntegrationPage({ integration }: { integration: Integration }) {
  const details = integrationDetails[integration.slug];
  const related = integrations.filter(
    (other) => other.category === integration.category && other.slug !== integration.slug,
  );
  const copy = integrationPageCopy(integration.title, integration.category);
  return (
    <>
      <PageHero eyebrow={integration.category} title={copy.heading} intro={integration.description}>
        {/* Long product names wrap rather than widen a phone's page. */}
        <ActionLink
          action={copy.actions.connect}
          className="h-auto! max-w-full py-3 text-center whitespace-normal!"
        />
        <ActionLink action={copy.actions.allIntegrations} variant="secondary" />
      </PageHero>

      <Section id="overview" title={copy.sections.overview.title}>
        <div className="border-line bg-surface mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl border p-8 shadow-sm sm:flex-row sm:items-start">
          <IntegrationLogo title={integration.title} size={64} />
          <p className="text-ink-soft text-lg">{details.agentRole}</p>
        </div>
      </Section>

      <Section
        id="features"
        title={copy.sections.features.title}
        intro={copy.sections.features.intro}
        tone="white"
      >
        <FeatureGrid features={details.features} />
      </Section>

      <Section id="setup" title={copy.sections.setup.title}>
        <StepList columns={3} steps={details.setup} />
      </Section>

      <Section id="related" title={copy.sections.related.title} tone="white">
        <ul className="grid gap-4 sm:grid-cols-3">
          {related.map((other) => (
            <li key={other.slug}>
              <a
                href={href("/channels/:name", { name: other.slug })}
                className="card-interactive border-line shadow-card bg-surface text-ink flex h-full items-center gap-3 rounded-xl border p-4 font-semibold"
              >
                <IntegrationLogo title={other.title} size={36} />
                {other.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand {...copy.cta} />
    </>
  );
}
