import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { BentoGrid } from "#app/shared/sections/bento-grid";
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
import { templateCategories } from "#app/features/templates/templates.copy";
import { categoryHues } from "#app/features/templates/template-art";
import { SparkGlyph } from "#app/shared/visuals/spark";

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

/** Decorative: the tile's text says what the library holds. */
function TemplateShelf() {
  const categories = templateCategories.filter((category) => category.id !== "all");
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {categories.map((category, index) => (
        <li
          key={category.id}
          className="rounded-card bg-surface shadow-card overflow-hidden"
          style={{ "--enter-order": index } as React.CSSProperties}
        >
          <span
            className={`art art-${categoryHues[category.id] ?? "sand"} flex h-14 items-end p-2.5`}
          >
            <span className="bg-surface/85 inline-flex size-6 items-center justify-center rounded-full">
              <SparkGlyph className="text-brand-500 size-3" />
            </span>
          </span>
          <span className="text-ink block px-3 py-2.5 text-xs leading-tight font-semibold">
            {category.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
