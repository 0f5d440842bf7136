import { ArchitectureDiagram } from "../components/architecture/architecture-diagram";
import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureGrid } from "../components/sections/feature-grid";
import type { Feature } from "../content/types";
import { Section } from "../components/sections/section";
import {
  architectureLinks,
  architectureNodes,
  cta,
  flowSummary,
  LINK_CYCLE_MS,
  page,
  sections,
} from "../content/pages/architecture";
import { seo } from "../lib/seo";
import type { Route } from "./+types/architecture";

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
