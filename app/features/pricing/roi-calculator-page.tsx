import type { ReactNode } from "react";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { Section } from "#app/shared/sections/section";
import { CtaBand } from "#app/shared/sections/cta-band";
import { page } from "./roi-calculator-page.copy";
import { roiText } from "./pricing.copy";

/** The ROI calculator page; `calculator` is the calculator, an island of its own. */
export function RoiCalculatorPage({ calculator }: { calculator: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <Section
        id="calculator"
        title={roiText.calculatorTitle}
        intro={roiText.calculatorIntro}
        className="pt-0"
      >
        {calculator}
      </Section>
      <CtaBand
        title={roiText.cta.title}
        text={roiText.cta.text}
        primary={{ label: roiText.cta.primary, to: { studio: "" } }}
        secondary={{ label: roiText.plansLink, to: href("/pricing") }}
      />
    </>
  );
}
