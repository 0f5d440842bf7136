import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { BentoGrid } from "../components/sections/bento-grid";
import { LogoStrip } from "../components/sections/logo-strip";
import { Section } from "../components/sections/section";
import { StepList } from "../components/sections/step-list";
import { StudioLink } from "../components/studio-link";
import { AgentBuilderVisual } from "../components/visuals/agent-builder-visual";
import { AnalyticsVisual } from "../components/visuals/analytics-visual";
import { buttonVariants } from "../components/ui/button";
import {
  builderFaqs,
  builderFeatures,
  builderSteps,
  cta,
  page,
  sections,
} from "../content/pages/no-code-builder";
import { builderBlueprint } from "../content/product-visuals";
import { integrations } from "../content/integrations";
import { seo } from "../lib/seo";
import type { Route } from "./+types/no-code-builder";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faqs: builderFaqs };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function NoCodeBuilderPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>{sections.heroAction}</StudioLink>
      </PageHero>
      <div className="mx-auto max-w-5xl px-6 pb-8">
        <AgentBuilderVisual blueprint={builderBlueprint} />
      </div>

      <Section
        id="steps"
        title={sections.steps.title}
        intro={sections.steps.intro}
        className="pt-4"
      >
        <StepList steps={builderSteps} />
      </Section>

      <Section id="features" tone="white" title={sections.featuresTitle}>
        <BentoGrid features={builderFeatures} />
        <AnalyticsVisual className="mx-auto mt-12 max-w-4xl" />
      </Section>

      <LogoStrip
        id="builder-integrations"
        title={sections.integrations.title}
        linkLabel={sections.integrations.link}
        integrations={integrations}
      />

      <Section id="faq" title={sections.faqTitle}>
        <FaqList items={loaderData.faqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
