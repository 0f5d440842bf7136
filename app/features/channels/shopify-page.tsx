import { ChannelPage } from "./channel-page";
import { PlanCards } from "#app/features/pricing/plan-cards";
import { CheckGrid } from "./check-grid";
import { Section } from "#app/shared/sections/section";
import {
  shopifyChannel,
  shopifyPlans,
  shopifyPlansSection,
  shopifySuite,
  faq,
  page,
} from "./shopify-page.copy";

/** The Shopify channel page: its app suite and its plans besides the usual sections. */
export function ShopifyPage() {
  return (
    <ChannelPage
      page={page}
      content={shopifyChannel}
      faq={faq}
      afterFeatures={
        <Section id="suite" title={shopifySuite.title} intro={shopifySuite.intro} tone="white">
          <CheckGrid items={shopifySuite.items} />
        </Section>
      }
      afterSteps={
        <Section id="plans" title={shopifyPlansSection.title} intro={shopifyPlansSection.intro}>
          <PlanCards plans={shopifyPlans} />
        </Section>
      }
    />
  );
}
