import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { FeatureGrid } from "../components/sections/feature-grid";
import { Section } from "../components/sections/section";
import { StepList } from "../components/sections/step-list";
import { StudioLink } from "../components/studio-link";
import { AgentBuilderVisual } from "../components/visuals/agent-builder-visual";
import { AnalyticsVisual } from "../components/visuals/analytics-visual";
import { buttonVariants } from "../components/ui/button";
import { builderFaqs, builderFeatures, builderSteps } from "../content/no-code-builder";
import { page } from "../content/page-copy/noCodeBuilder";
import { builderBlueprint } from "../content/product-visuals";
import { seo } from "../lib/seo";
import type { Route } from "./+types/no-code-builder";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function NoCodeBuilderPage() {
  return (
    <>
      <PageHero eyebrow="No-code builder" title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>Open the Builder</StudioLink>
      </PageHero>
      <div className="mx-auto max-w-5xl px-6 pb-8">
        <AgentBuilderVisual blueprint={builderBlueprint} />
      </div>

      <Section
        id="steps"
        title="From idea to live agent in four steps"
        intro="No flowcharts, no code, no waiting on a development sprint."
        className="pt-4"
      >
        <StepList steps={builderSteps} />
      </Section>

      <Section id="features" tone="muted" title="Everything in one visual studio">
        <FeatureGrid features={builderFeatures} />
        <AnalyticsVisual className="mx-auto mt-12 max-w-4xl" />
      </Section>

      <Section id="faq" title="Builder questions">
        <FaqList items={builderFaqs} />
      </Section>

      <CtaBand
        title="Build your first agent in minutes"
        text="Free to start, no credit card required."
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "Browse Templates", to: "/templates" }}
      />
    </>
  );
}
