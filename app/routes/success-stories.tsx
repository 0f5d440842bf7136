import { PageHero } from "../components/page-hero";
import { CaseStudy } from "../components/sections/case-study";
import { CtaBand } from "../components/sections/cta-band";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import {
  caseStudies,
  collectiveStats,
  cta,
  page,
  sections,
} from "../content/pages/success-stories";
import { seo } from "../lib/seo";
import type { Route } from "./+types/success-stories";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function SuccessStoriesPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <div className="mx-auto max-w-6xl px-6">
        <StatsBand stats={collectiveStats} label={sections.stats.label} />
      </div>

      <Section id="case-studies" title={sections.caseStudies.title} className="pt-20">
        <div className="grid gap-12">
          {caseStudies.map((study) => (
            <CaseStudy key={study.id} study={study} />
          ))}
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
