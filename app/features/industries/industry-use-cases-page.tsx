import { ArrowRight } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import type { Feature } from "#app/shared/copy/types";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { industries } from "./industries.copy";
import { cta, page, reachStats, sections } from "./industry-use-cases-page.copy";

const industryCards: readonly Feature[] = industries.map((industry) => ({
  title: industry.name,
  description: industry.description,
  icon: industry.icon,
  points: industry.features,
}));

function IndustryPageLink({ name }: { name: string }) {
  const industry = industries.find((item) => item.name === name);
  if (!industry) return null;
  return (
    <a
      href={href("/industry/:slug", { slug: industry.slug })}
      className="text-accent inline-flex items-center gap-1 text-sm font-semibold hover:underline"
    >
      {sections.industries.explore} {industry.name}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

export function IndustryUseCasesPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section id="industries" title={sections.industries.title} className="pt-4">
        <FeatureGrid
          features={industryCards}
          columns={4}
          footer={(feature) => <IndustryPageLink name={feature.title} />}
        />
      </Section>

      <Section id="reach" tone="white" title={sections.reach.title} intro={sections.reach.intro}>
        <StatsBand stats={reachStats} label={sections.reach.label} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
