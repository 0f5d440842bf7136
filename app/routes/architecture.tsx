import { ArchitectureDiagram } from "../components/architecture/architecture-diagram";
import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureGrid } from "../components/sections/feature-grid";
import type { Feature } from "../content/types";
import { Section } from "../components/sections/section";
import {
  architectureLinks,
  architectureNodes,
  flowSummary,
  LINK_CYCLE_MS,
  page,
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
      <PageHero eyebrow="Architecture" title={page.heading} intro={page.intro} />

      <Section id="diagram" title="The path of a conversation" className="pt-4">
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
        title="The eight building blocks"
        intro="Each block is managed for you. You configure them in the no-code builder; we run, scale and secure them."
      >
        <FeatureGrid features={buildingBlocks} columns={4} />
      </Section>

      <CtaBand
        title="All of this, without writing code"
        text="Describe your agent and the platform wires the building blocks together for you."
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "Security & Compliance", to: "/security-compliance" }}
      />
    </>
  );
}
