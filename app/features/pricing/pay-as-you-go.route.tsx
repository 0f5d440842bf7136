import { ArrowDown } from "lucide-react";
import { useLocation } from "react-router";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { PayAsYouGoCalculator } from "./pay-as-you-go-calculator";
import { TierList } from "./tier-list";
import { Section } from "#app/shared/sections/section";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { page } from "./pay-as-you-go-page.copy";
import { payAsYouGoText as copy, payAsYouGoTiers } from "./pricing.copy";
import { PAYG_PARAMS, parsePayAsYouGoQuery } from "./query";
import { seo } from "#app/shared/seo/seo";
import type { RouteHandle } from "#app/context";
import type { Route } from "./+types/pay-as-you-go.route";

/** The calculator reads its inputs from the query on the server too. */
export const handle = { queryParams: Object.values(PAYG_PARAMS) } satisfies RouteHandle;

/** The calculator's inputs from the query (a shared link, or the no-JavaScript form). */
export function loader({ url }: Route.LoaderArgs) {
  return { inputs: parsePayAsYouGoQuery(url.searchParams) };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  // A navigation (a link to this page, back or forward) starts the calculator afresh from the
  // URL; the calculator's own address-bar updates are not navigations.
  const { key } = useLocation();
  return (
    <>
      <PageHero title={page.heading} intro={page.intro}>
        {/* A plain in-page link: it scrolls without JavaScript too. */}
        <a href="#pricing" className={buttonVariants({ size: "lg" })}>
          {copy.seeDetails}
          <ArrowDown aria-hidden="true" />
        </a>
        <StudioLink className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {copy.startTrial}
        </StudioLink>
      </PageHero>
      <Section id="pricing" title={copy.pricingTitle} intro={copy.pricingIntro} tone="white">
        <TierList tiers={payAsYouGoTiers} />
      </Section>
      <Section id="calculator" title={copy.calculatorTitle} intro={copy.calculatorIntro}>
        <PayAsYouGoCalculator key={key} initial={loaderData.inputs} />
        <p className="mt-8 text-center">
          <a href={href("/pricing")} className={buttonVariants({ variant: "link" })}>
            {copy.plansLink}
          </a>
        </p>
      </Section>
    </>
  );
}
