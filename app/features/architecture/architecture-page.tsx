import type { ReactNode } from "react";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import type { Feature } from "#app/shared/copy/types";
import { Section } from "#app/shared/sections/section";
import { architectureNodes, cta, page, sections } from "./architecture-page.copy";

const buildingBlocks: readonly Feature[] = architectureNodes.map((node) => ({
  title: node.title,
  badge: node.subtitle,
  description: node.description,
}));

/** The architecture page; `diagram` is the animated diagram, an island of its own. */
export function ArchitecturePage({ diagram }: { diagram: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section id="diagram" title={sections.diagram.title} className="pt-4">
        {diagram}
      </Section>

      <Section
        id="building-blocks"
        tone="white"
        title={sections.buildingBlocks.title}
        intro={sections.buildingBlocks.intro}
      >
        <FeatureGrid features={buildingBlocks} columns={4} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
