import { PageHero } from "../components/page-hero";
import { CaseStudy } from "../components/sections/case-study";
import { CtaBand } from "../components/sections/cta-band";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import { page, caseStudies, collectiveStats } from "../content/pages/success-stories";
import { seo } from "../lib/seo";
import type { Route } from "./+types/success-stories";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function SuccessStoriesPage() {
  return (
    <>
      <PageHero eyebrow="Success stories" title={page.heading} intro={page.intro} />

      <div className="mx-auto max-w-6xl px-6">
        <StatsBand stats={collectiveStats} label="Our customers together" />
      </div>

      <Section id="case-studies" title="Case studies" className="pt-20">
        <div className="grid gap-12">
          {caseStudies.map((study) => (
            <CaseStudy key={study.id} study={study} />
          ))}
        </div>
      </Section>

      <CtaBand
        title="Write your own success story"
        text="Start with the use case that costs you the most time. Most customers see results within weeks."
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "Calculate Your ROI", to: "/roi-calculator" }}
      />
    </>
  );
}
