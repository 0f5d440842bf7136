import { ArchitectureDiagram } from "./architecture-diagram";
import { PageHero } from "../../shared/sections/page-hero";
import { CtaBand } from "../../shared/sections/cta-band";
import { FeatureGrid } from "../../shared/sections/feature-grid";
import type { Feature } from "../../shared/copy/types";
import { Section } from "../../shared/sections/section";
import {
  architectureLinks,
  architectureNodes,
  cta,
  flowSummary,
  LINK_CYCLE_MS,
  page,
  sections,
} from "./architecture-page.copy";
import { seo } from "../../shared/seo/seo";
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
