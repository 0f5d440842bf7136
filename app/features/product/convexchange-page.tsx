import { Check } from "lucide-react";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import { Section } from "#app/shared/sections/section";
import { StepList } from "#app/shared/sections/step-list";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import {
  adoptSteps,
  exchangeFaqs,
  exchangeItemTypes,
  publisherBenefits,
  page,
  cta,
  sections,
} from "./convexchange-page.copy";

export function ConvExchangePage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>
          {sections.heroActions.studio}
        </StudioLink>
        <a href="#publish" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {sections.heroActions.publish}
        </a>
      </PageHero>

      <Section
        id="listings"
        title={sections.listings.title}
        intro={sections.listings.intro}
        className="pt-4"
      >
        <FeatureGrid features={exchangeItemTypes} />
      </Section>

      <Section id="reuse" tone="white" title={sections.reuseTitle}>
        <StepList steps={adoptSteps} />
      </Section>

      <Section
        id="publish"
        tone="brand"
        title={sections.publish.title}
        intro={sections.publish.intro}
      >
        <div className="mx-auto max-w-3xl">
          <ul className="grid gap-4 sm:grid-cols-2">
            {publisherBenefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 rounded-2xl bg-white/10 p-5">
                <Check aria-hidden="true" className="text-brand-300 mt-0.5 size-5 shrink-0" />
                <span className="text-white">{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <StudioLink className={buttonVariants({ variant: "inverted", size: "lg" })}>
              {sections.publish.action}
            </StudioLink>
          </p>
        </div>
      </Section>

      <Section id="faq" layout="split" title={sections.faqTitle}>
        <FaqList items={exchangeFaqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
