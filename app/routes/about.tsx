import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FeatureGrid } from "../components/sections/feature-grid";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import { impactFigures, mission, values, page } from "../content/pages/about";
import { seo } from "../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About us" title={page.heading} intro={page.intro} />

      <Section id="mission" title="Our mission" className="pt-4">
        <div className="grid gap-10 lg:grid-cols-2">
          <p className="border-brand-600 border-l-4 pl-6 text-2xl leading-snug font-semibold text-balance text-slate-900">
            {mission.statement}
          </p>
          <div className="grid gap-4 text-lg text-slate-600">
            {mission.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="impact" tone="brand" title="Our impact so far">
        <StatsBand stats={impactFigures} label="Our impact" />
      </Section>

      <Section
        id="values"
        title="What we value"
        intro="Four principles that guide what we build and how we work with our customers."
      >
        <FeatureGrid features={values} columns={4} />
      </Section>

      <CtaBand
        title="Build your first agent with us"
        text="Join the companies that answer every customer, on every channel, around the clock."
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "Contact Us", to: "/contact" }}
      />
    </>
  );
}
