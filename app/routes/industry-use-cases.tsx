import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureGrid } from "../components/sections/feature-grid";
import type { Feature } from "../content/types";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import { industries } from "../content/industries";
import { figures } from "../content/marketing-figures";
import { page } from "../content/pages/industry-use-cases";
import { seo } from "../lib/seo";
import type { Route } from "./+types/industry-use-cases";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

const industryCards: readonly Feature[] = industries.map((industry) => ({
  title: industry.name,
  description: industry.description,
  icon: industry.icon,
  points: industry.features,
}));

const reachStats = [
  { value: figures.industries, label: "industries served" },
  { value: figures.agentsCreated, label: "agents created" },
  { value: figures.uptime, label: "uptime" },
  { value: figures.support, label: "support" },
];

function IndustryPageLink({ name }: { name: string }) {
  const industry = industries.find((item) => item.name === name);
  if (!industry) return null;
  return (
    <Link
      to={`/industry/${industry.slug}`}
      className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
    >
      Explore {industry.name}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

export default function IndustryUseCasesPage() {
  return (
    <>
      <PageHero eyebrow="Industries" title={page.heading} intro={page.intro} />

      <Section id="industries" title="Choose your industry" className="pt-4">
        <FeatureGrid
          features={industryCards}
          columns={4}
          footer={(feature) => <IndustryPageLink name={feature.title} />}
        />
      </Section>

      <Section
        id="reach"
        tone="white"
        title="Trusted across sectors"
        intro="Each industry agent starts from templates shaped by teams in that field, then learns your own policies, products and systems."
      >
        <StatsBand stats={reachStats} label="Reach across industries" />
      </Section>

      <CtaBand
        title="Don't see your industry?"
        text={`Our customers work in ${figures.industries} industries. Tell us about yours and we'll show you what an agent can do.`}
        primary={{ label: "Talk to Our Team", to: "/contact" }}
        secondary={{ label: "Start Building Free", to: { studio: "" } }}
      />
    </>
  );
}
