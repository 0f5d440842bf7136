import type { ReactNode } from "react";

import type { ChannelContent, FaqItem, PageCopy } from "../../shared/copy/types";
import { channelPageVisuals } from "../../shared/visuals/product-visuals.copy";
import { PageHero } from "../../shared/sections/page-hero";
import { CtaBand } from "../../shared/sections/cta-band";
import { FaqList } from "../../shared/sections/faq-list";
import { FeatureGrid } from "../../shared/sections/feature-grid";
import { Section } from "../../shared/sections/section";
import { StatsBand } from "../../shared/sections/stats-band";
import { ActionLink } from "../../shared/links/action-link";
import { CheckGrid } from "./check-grid";
import { StepList } from "../../shared/sections/step-list";
import { ChannelVisual } from "../../shared/visuals/channel-visual";
import { usePagePath } from "../../shared/hooks/use-page-path";

/**
 * The one layout of every channel page: hero, features, an optional checklist, metrics,
 * steps, FAQ and the closing call to action, filled from the channel's content. Pages with
 * more to show (the mobile SDK, the Shopify suite and plans) slot their sections in.
 */
export function ChannelPage({
  page,
  content,
  faq,
  afterFeatures,
  afterSteps,
}: {
  page: Pick<PageCopy, "heading" | "intro">;
  content: ChannelContent;
  /** The answers come as loader data, so they are not part of the page's JavaScript. */
  faq: readonly FaqItem[];
  afterFeatures?: ReactNode;
  afterSteps?: ReactNode;
}) {
  const { actions, features, checklist, stats, steps, cta } = content;
  const visual = channelPageVisuals[usePagePath()];
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
        <FeatureGrid features={features.items} />
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

      <Section id="faq" title="Frequently asked questions">
        <FaqList items={faq} />
      </Section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
