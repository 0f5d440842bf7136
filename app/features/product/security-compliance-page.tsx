import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import {
  page,
  certifications,
  controls,
  securityFaqs,
  securityStats,
  cta,
  sections,
} from "./security-compliance-page.copy";

export function SecurityCompliancePage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <div className="mx-auto max-w-6xl px-6">
        <StatsBand stats={securityStats} label={sections.statsLabel} />
      </div>

      <Section
        id="certifications"
        title={sections.certifications.title}
        intro={sections.certifications.intro}
      >
        <FeatureGrid features={certifications} columns={4} />
      </Section>

      <Section id="controls" tone="white" title={sections.controlsTitle}>
        <dl className="grid gap-x-12 gap-y-8 md:grid-cols-2">
          {controls.map((control) => (
            <div key={control.title} className="border-line border-t pt-6">
              <dt className="text-ink text-lg font-semibold">{control.title}</dt>
              <dd className="text-ink-muted mt-2">{control.description}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="faq" layout="split" title={sections.faqTitle}>
        <FaqList items={securityFaqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
