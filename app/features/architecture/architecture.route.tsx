import { ArchitectureDiagram } from "./architecture-diagram";
import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import type { Feature } from "#app/shared/copy/types";
import { Section } from "#app/shared/sections/section";
import {
  architectureLinks,
  architectureNodes,
  cta,
  flowSummary,
  LINK_CYCLE_MS,
  page,
  sections,
} from "./architecture-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/architecture.route";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

const buildingBlocks: readonly Feature[] = architectureNodes.map((node) => ({
  title: node.title,
  badge: node.subtitle,
  description: node.description,
}));

export default function ArchitecturePage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section id="diagram" title={sections.diagram.title} className="pt-4">
        <ArchitectureDiagram
          nodes={architectureNodes}
          links={architectureLinks}
          intervalMs={LINK_CYCLE_MS}
          summary={flowSummary}
        />
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
