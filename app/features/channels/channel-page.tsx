import type { ReactNode } from "react";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { channelPageVisuals } from "#app/shared/visuals/product-visuals.copy";
import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { ActionLink } from "#app/shared/links/action-link";
import { CheckGrid } from "./check-grid";
import { StepList } from "#app/shared/sections/step-list";
import { ChannelVisual } from "#app/shared/visuals/channel-visual";

/** Pages with more to show (the mobile SDK, the Shopify suite and plans) slot their sections in. */
export function ChannelPage({
  page,
  content,
  faq,
  featuresView,
  afterFeatures,
  afterSteps,
}: {
  page: Pick<PageCopy, "heading" | "intro" | "path">;
  content: ChannelContent;
  faq: readonly FaqItem[];
  /** Shows the features in the product instead of the card grid. */
  featuresView?: ReactNode;
  afterFeatures?: ReactNode;
  afterSteps?: ReactNode;
}) {
  const { actions, features, checklist, stats, steps, cta } = content;
  const visual = channelPageVisuals[page.path];
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={page.heading} intro={page.intro}>
        <ActionLink action={actions.primary} />
        {actions.secondary ? <ActionLink action={actions.secondary} variant="secondary" /> : null}
      </PageHero>
      {visual ? (
        <div className="mx-auto max-w-4xl px-6 pb-8">
          <ChannelVisual channel={visual} />
        </div>
      ) : null}

      <Section id="features" title={features.title} intro={features.intro}>
        {featuresView ?? <FeatureGrid features={features.items} />}
      </Section>

      {afterFeatures}

      {checklist ? (
        <Section id="coverage" title={checklist.title} intro={checklist.intro} tone="white">
          <CheckGrid items={checklist.items} />
        </Section>
      ) : null}

      <Section id="results" title={stats.title} intro={stats.intro}>
        <StatsBand stats={stats.items} />
      </Section>

      <Section id="how-it-works" title={steps.title} intro={steps.intro} tone="white">
        <StepList columns={3} steps={steps.items} />
      </Section>

      {afterSteps}

      <Section id="faq" layout="split" title="Frequently asked questions">
        <FaqList items={faq} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
