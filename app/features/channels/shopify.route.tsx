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
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/shopify.route";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faq };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ChannelPage
      page={page}
      content={shopifyChannel}
      faq={loaderData.faq}
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
