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
import { PlanComparison } from "./plan-comparison";
import { planComparison } from "./plan-comparison.copy";

/**
 * The pricing page, static: the offer's countdown (its figures filled in by the page's script,
 * countdown-clock.ts), the plans, their comparison, pay-as-you-go and the FAQ.
 */
export function PricingPage() {
  return (
    <>
      {/* Compact, so the plans' prices are in the first screen at 1440 × 900. */}
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} compact />
      <CountdownBanner />
      <section
        id="plans"
        aria-labelledby="plans-title"
        className="mx-auto max-w-6xl scroll-mt-24 px-4 pt-8 pb-16 sm:px-6 sm:pt-10 sm:pb-24"
      >
        <h2 id="plans-title" className="sr-only">
          {pricingText.plansTitle}
        </h2>
        <PlanCards plans={pricingPlans} />
        <p className="text-ink-muted mx-auto mt-8 max-w-2xl text-center text-pretty">
          {pricingText.plansIntro}
        </p>
      </section>
      <Section id="compare" title={planComparison.title} intro={planComparison.intro} tone="white">
        <PlanComparison plans={pricingPlans.map((plan) => plan.name)} />
        <PayAsYouGoPointer />
      </Section>
      <Section id="faq" layout="split" title={pricingText.faqTitle}>
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
    <div className="border-line bg-canvas mt-12 flex flex-col items-center gap-4 rounded-2xl border p-6 text-center sm:p-8">
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
