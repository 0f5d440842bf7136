import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { ComparisonTable } from "#app/shared/sections/comparison-table";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { BentoGrid } from "#app/shared/sections/bento-grid";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import {
  benefitFaqs,
  benefits,
  benefitStats,
  comparison,
  cta,
  page,
  sections,
} from "./benefits-page.copy";

export function BenefitsPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>
          {sections.heroActions.studio}
        </StudioLink>
        <a
          href={href("/roi-calculator")}
          className={buttonVariants({ variant: "secondary", size: "lg" })}
        >
          {sections.heroActions.roi}
        </a>
      </PageHero>

      <div className="mx-auto max-w-6xl px-6">
        <StatsBand stats={benefitStats} label={sections.statsLabel} />
      </div>

      <Section
        id="benefits"
        eyebrow={sections.benefits.eyebrow}
        title={sections.benefits.title}
        intro={sections.benefits.intro}
      >
        <BentoGrid features={benefits} />
      </Section>

      <Section
        id="before-after"
        tone="white"
        title={sections.comparison.title}
        intro={sections.comparison.intro}
      >
        <ComparisonTable {...comparison} />
      </Section>

      <Section id="faq" layout="split" title={sections.faqTitle}>
        <FaqList items={benefitFaqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
