import { Link } from "react-router";

import { PageHero } from "../components/page-hero";
import { ComparisonTable } from "../components/sections/comparison-table";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { FeatureGrid } from "../components/sections/feature-grid";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import { StudioLink } from "../components/studio-link";
import { buttonVariants } from "../components/ui/button";
import { benefitFaqs, benefits, benefitStats, comparison, page } from "../content/pages/benefits";
import { figures } from "../content/marketing-figures";
import { seo } from "../lib/seo";
import type { Route } from "./+types/benefits";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faqs: benefitFaqs };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Benefits" title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>Start Free</StudioLink>
        <Link to="/roi-calculator" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          Calculate your ROI
        </Link>
      </PageHero>

      <div className="mx-auto max-w-6xl px-6">
        <StatsBand stats={benefitStats} label="Benefits in numbers" />
      </div>

      <Section
        id="benefits"
        eyebrow="Why teams switch"
        title="Six reasons businesses put AI agents on the front line"
        intro={`${figures.agentsCreated} agents created in ${figures.industries} industries, and the same results keep coming back.`}
      >
        <FeatureGrid features={benefits} />
      </Section>

      <Section
        id="before-after"
        tone="muted"
        title="Before and after"
        intro="What changes for your customers and your team on the day your agent goes live."
      >
        <ComparisonTable {...comparison} />
      </Section>

      <Section id="faq" title="Questions about the benefits">
        <FaqList items={loaderData.faqs} />
      </Section>

      <CtaBand
        title="See the benefits for yourself"
        text={`Start free forever with no credit card, or try Professional with a ${figures.freeTrial} free trial.`}
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "Talk to Sales", to: "/contact" }}
      />
    </>
  );
}
