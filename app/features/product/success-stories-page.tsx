import { PageHero } from "#app/shared/sections/page-hero";
import { CaseStudy } from "#app/shared/sections/case-study";
import { CtaBand } from "#app/shared/sections/cta-band";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import {
  caseStudies,
  caseStudyVisuals,
  collectiveStats,
  cta,
  page,
  sections,
} from "./success-stories-page.copy";

export function SuccessStoriesPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <div className="mx-auto max-w-6xl px-6">
        <StatsBand stats={collectiveStats} label={sections.stats.label} />
      </div>

      <Section id="case-studies" title={sections.caseStudies.title} className="pt-20">
        <div className="grid gap-12">
          {caseStudies.map((study) => (
            <CaseStudy key={study.id} study={study} visual={caseStudyVisuals[study.id]} />
          ))}
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
