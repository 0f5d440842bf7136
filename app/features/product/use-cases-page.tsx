import { ArrowRight } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import type { Feature } from "#app/shared/copy/types";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { page, industryBlurbs, useCases, useCaseStats, cta, sections } from "./use-cases-page.copy";

const useCaseCards: readonly Feature[] = useCases.map((useCase) => ({
  title: useCase.title,
  description: useCase.description,
  icon: useCase.icon,
  badge: useCase.category,
  points: useCase.features,
}));

const industryCards: readonly Feature[] = industryBlurbs.map((blurb) => ({
  title: blurb.name,
  description: blurb.text,
  icon: blurb.icon,
}));

function IndustryLink({ feature }: { feature: Feature }) {
  const blurb = industryBlurbs.find((item) => item.name === feature.title);
  if (!blurb) return null;
  return (
    <a
      href={href("/industry/:slug", { slug: blurb.slug })}
      className="text-accent inline-flex items-center gap-1 text-sm font-semibold hover:underline"
    >
      {blurb.name} {sections.industries.linkSuffix}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

export function UseCasesPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section
        id="use-cases"
        title={sections.useCases.title}
        intro={sections.useCases.intro}
        className="pt-4"
      >
        <FeatureGrid features={useCaseCards} />
      </Section>

      <Section id="results" tone="white" title={sections.results.title}>
        <StatsBand stats={useCaseStats} label={sections.results.label} />
      </Section>

      <Section id="industries" title={sections.industries.title} intro={sections.industries.intro}>
        <FeatureGrid
          features={industryCards}
          columns={4}
          footer={(feature) => <IndustryLink feature={feature} />}
        />
        <p className="mt-8 text-center">
          <a
            href={href("/industry-use-cases")}
            className="text-accent font-semibold hover:underline"
          >
            {sections.industries.allLink}
          </a>
        </p>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
