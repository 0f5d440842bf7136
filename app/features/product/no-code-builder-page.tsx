import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { BentoGrid } from "#app/shared/sections/bento-grid";
import { TemplateShelf } from "./template-shelf";
import { LogoStrip } from "#app/shared/sections/logo-strip";
import { Section } from "#app/shared/sections/section";
import { StepList } from "#app/shared/sections/step-list";
import { StudioLink } from "#app/shared/links/studio-link";
import { AgentBuilderVisual } from "#app/shared/visuals/agent-builder-visual";
import { AnalyticsVisual } from "#app/shared/visuals/analytics-visual";
import { buttonVariants } from "#app/components/ui/button";
import {
  builderFaqs,
  builderFeatures,
  builderSteps,
  cta,
  page,
  sections,
} from "./no-code-builder-page.copy";
import { builderBlueprint } from "#app/shared/visuals/product-visuals.copy";
import { integrations } from "#app/features/integrations/integrations.copy";

export function NoCodeBuilderPage() {
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
        <FaqList items={builderFaqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
