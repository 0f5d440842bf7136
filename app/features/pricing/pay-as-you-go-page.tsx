import type { ReactNode } from "react";
import { ArrowDown } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { TierList } from "./tier-list";
import { Section } from "#app/shared/sections/section";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { page } from "./pay-as-you-go-page.copy";
import { payAsYouGoText as copy, payAsYouGoTiers } from "./pricing.copy";

/** The pay-as-you-go page; `calculator` is the cost calculator, an island of its own. */
export function PayAsYouGoPage({ calculator }: { calculator: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro}>
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
        {calculator}
        <p className="mt-8 text-center">
          <a href={href("/pricing")} className={buttonVariants({ variant: "link" })}>
            {copy.plansLink}
          </a>
        </p>
      </Section>
    </>
  );
}
