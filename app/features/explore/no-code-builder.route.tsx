import { PageHero } from "../../shared/sections/page-hero";
import { CtaBand } from "../../shared/sections/cta-band";
import { FaqList } from "../../shared/sections/faq-list";
import { BentoGrid } from "../../shared/sections/bento-grid";
import { TemplateShelf } from "./template-shelf";
import { LogoStrip } from "../../shared/sections/logo-strip";
import { Section } from "../../shared/sections/section";
import { StepList } from "../../shared/sections/step-list";
import { StudioLink } from "../../shared/links/studio-link";
import { AgentBuilderVisual } from "../../shared/visuals/agent-builder-visual";
import { AnalyticsVisual } from "../../shared/visuals/analytics-visual";
import { buttonVariants } from "../../components/ui/button";
import {
  builderFaqs,
  builderFeatures,
  builderSteps,
  cta,
  page,
  sections,
} from "./no-code-builder-page.copy";
import { builderBlueprint } from "../../shared/visuals/product-visuals.copy";
import { integrations } from "../integrations/integrations.copy";
import { seo } from "../../shared/seo/seo";
import type { Route } from "./+types/no-code-builder.route";

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
        <BentoGrid features={builderFeatures} largeVisual={<TemplateShelf />} />
        <AnalyticsVisual className="mx-auto mt-12 max-w-4xl" />
      </Section>

      <LogoStrip
        id="builder-integrations"
        title={sections.integrations.title}
        linkLabel={sections.integrations.link}
        integrations={integrations}
      />

      <Section id="faq" layout="split" title={sections.faqTitle}>
        <FaqList items={loaderData.faqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
