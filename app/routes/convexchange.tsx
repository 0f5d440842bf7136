import { Check } from "lucide-react";

import { PageHero } from "../components/page-hero";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { FeatureGrid } from "../components/sections/feature-grid";
import { Section } from "../components/sections/section";
import { StepList } from "../components/sections/step-list";
import { StudioLink } from "../components/studio-link";
import { buttonVariants } from "../components/ui/button";
import {
  adoptSteps,
  exchangeFaqs,
  exchangeItemTypes,
  publisherBenefits,
  page,
} from "../content/pages/convexchange";
import { seo } from "../lib/seo";
import type { Route } from "./+types/convexchange";

/** The FAQ answers travel as page data, not as JavaScript. */
export function loader() {
  return { faqs: exchangeFaqs };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function ConvExchangePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="ConvExchange" title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>Browse the Exchange</StudioLink>
        <a href="#publish" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          Share Your Agent
        </a>
      </PageHero>

      <Section
        id="listings"
        title="What you'll find on the exchange"
        intro="Three kinds of building blocks, each proven in real conversations before it is listed."
        className="pt-4"
      >
        <FeatureGrid features={exchangeItemTypes} />
      </Section>

      <Section id="reuse" tone="muted" title="Reuse a listing in four steps">
        <StepList steps={adoptSteps} />
      </Section>

      <Section
        id="publish"
        tone="brand"
        title="Share what works"
        intro="Built a flow your customers love? Publish it and help other businesses start from proven ground."
      >
        <div className="mx-auto max-w-3xl">
          <ul className="grid gap-4 sm:grid-cols-2">
            {publisherBenefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 rounded-2xl bg-white/10 p-5">
                <Check aria-hidden="true" className="text-brand-200 mt-0.5 size-5 shrink-0" />
                <span className="text-white">{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <StudioLink className={buttonVariants({ variant: "inverted", size: "lg" })}>
              Publish from the Builder
            </StudioLink>
          </p>
        </div>
      </Section>

      <Section id="faq" title="ConvExchange questions">
        <FaqList items={loaderData.faqs} />
      </Section>

      <CtaBand
        title="Start from a conversation that already works"
        text="Create a free account, pick a listing and make it yours in minutes."
        primary={{ label: "Explore ConvExchange", to: { studio: "" } }}
        secondary={{ label: "Browse Templates", to: "/templates" }}
      />
    </>
  );
}
