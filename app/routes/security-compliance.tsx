import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { FeatureGrid } from "../components/sections/feature-grid";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import {
  page,
  certifications,
  controls,
  securityFaqs,
  securityStats,
  cta,
  sections,
} from "../content/pages/security-compliance";
import { seo } from "../lib/seo";
import type { Route } from "./+types/security-compliance";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faqs: securityFaqs };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function SecurityCompliancePage({ loaderData }: Route.ComponentProps) {
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

      <Section id="faq" title={sections.faqTitle}>
        <FaqList items={loaderData.faqs} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
