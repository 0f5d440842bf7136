import { ArrowRight } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { CountdownBanner } from "./countdown-banner";
import { PlanCards } from "./plan-cards";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { Section } from "#app/shared/sections/section";
import { buttonVariants } from "#app/components/ui/button";
import { page } from "./pricing-page.copy";
import { pricingFaq, pricingPlans, pricingText } from "./pricing.copy";

/**
 * The pricing page, static: the plans, the FAQ and the offer's countdown, whose figures the
 * page's script fills in (countdown-clock.ts).
 */
export function PricingPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8 sm:pb-12" />
      <CountdownBanner />
      <Section
        id="plans"
        title={pricingText.plansTitle}
        intro={pricingText.plansIntro}
        className="pt-10 sm:pt-24"
      >
        <PlanCards plans={pricingPlans} />
        <PayAsYouGoPointer />
      </Section>
      <Section id="faq" layout="split" title={pricingText.faqTitle} tone="white">
        <FaqList items={pricingFaq} />
      </Section>
      <CtaBand
        title={pricingText.cta.title}
        text={pricingText.cta.text}
        primary={{ label: pricingText.cta.primary, to: { studio: "" } }}
        secondary={{ label: pricingText.cta.secondary, to: href("/contact") }}
      />
    </>
  );
}

function PayAsYouGoPointer() {
  const copy = pricingText.payAsYouGo;
  return (
    <div className="border-line bg-surface mt-12 flex flex-col items-center gap-4 rounded-2xl border p-6 text-center shadow-sm sm:p-8">
      <h3 className="text-ink text-xl font-semibold">{copy.title}</h3>
      <p className="text-ink-muted max-w-2xl">{copy.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={href("/pay-as-you-go")} className={buttonVariants()}>
          {copy.link}
          <ArrowRight aria-hidden="true" />
        </a>
        <a href={href("/roi-calculator")} className={buttonVariants({ variant: "secondary" })}>
          {copy.roiLink}
        </a>
      </div>
    </div>
  );
}
