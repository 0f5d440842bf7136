import { Link } from "react-router";

import { PageHero } from "../components/page-hero";
import { Breadcrumbs } from "../components/sections/breadcrumbs";
import { ChatMockup } from "../components/sections/chat-mockup";
import { CtaBand } from "../components/sections/cta-band";
import { FaqList } from "../components/sections/faq-list";
import { FeatureGrid } from "../components/sections/feature-grid";
import { Section } from "../components/sections/section";
import { StatsBand } from "../components/sections/stats-band";
import { StudioLink } from "../components/studio-link";
import { AgentBuilderVisual } from "../components/visuals/agent-builder-visual";
import { buttonVariants } from "../components/ui/button";
import { findIndustry, industries } from "../content/industries";
import { industryPages } from "../content/industry-pages";
import { impactStats } from "../content/marketing-figures";
import { industryKnowledge, industryChannels } from "../content/product-visuals";
import { page as industriesPage } from "../content/page-copy/industryUseCases";
import { breadcrumbList, type Crumb } from "../lib/breadcrumbs";
import { notFound } from "../lib/http.server";
import { jsonLd, seo, siteUrlFromMatches } from "../lib/seo";
import type { Route } from "./+types/industry";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.slug);
  if (!industry) notFound();
  // Plain data only: the icon (a component) stays in the browser's copy of industries.ts.
  const { slug, name, description, features } = industry;
  return { industry: { slug, name, description, features }, page: industryPages[slug] };
}

function crumbsOf(industry: { slug: string; name: string }): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Industries", path: industriesPage.path },
    { name: industry.name, path: `/industry/${industry.slug}` },
  ];
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? [
        ...seo(matches, {
          title: `AI Agents for ${data.industry.name}`,
          description: data.industry.description,
          path: `/industry/${data.industry.slug}`,
          keywords: [`${data.industry.name} AI agent`, `${data.industry.name} chatbot`],
        }),
        jsonLd(breadcrumbList(siteUrlFromMatches(matches), crumbsOf(data.industry))),
      ]
    : [];

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry, page } = loaderData;
  const others = industries.filter((other) => other.slug !== industry.slug);
  return (
    <>
      <Breadcrumbs crumbs={crumbsOf(industry)} />
      <PageHero
        eyebrow="Industry solutions"
        title={`AI Agents for ${industry.name}`}
        intro={page.overview}
        className="pt-8"
      >
        <StudioLink className={buttonVariants({ size: "lg" })}>
          Build a {industry.name} Agent
        </StudioLink>
        <Link to="/contact" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          Talk to an Expert
        </Link>
      </PageHero>
      <div className="mx-auto max-w-5xl px-6 pb-8">
        <AgentBuilderVisual
          blueprint={{
            name: `${industry.name} Agent`,
            description: industry.description,
            knowledge: industryKnowledge,
            channels: industryChannels,
          }}
        />
      </div>

      <Section id="challenges" eyebrow="The challenge" title="What slows teams down today">
        <FeatureGrid features={page.challenges} />
      </Section>

      <Section id="capabilities" tone="muted" title="What your agent handles">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <ul className="grid gap-6">
            {page.capabilities.map((capability) => (
              <li key={capability.title} className="border-brand-600 border-l-4 pl-5">
                <h3 className="text-lg font-semibold text-slate-900">{capability.title}</h3>
                <p className="mt-1 text-slate-600">{capability.description}</p>
              </li>
            ))}
          </ul>
          <ChatMockup
            agentName={page.agentName}
            messages={page.conversation}
            caption={`A sample conversation with a ${industry.name.toLowerCase()} agent`}
          />
        </div>
      </Section>

      <Section id="assurance" title={page.assurance.title} intro={page.assurance.text}>
        <StatsBand stats={impactStats} label={`Results for ${industry.name} teams`} />
      </Section>

      <Section id="faq" title={`${industry.name} questions`}>
        <FaqList items={page.faqs} />
      </Section>

      <nav aria-labelledby="other-industries" className="mx-auto max-w-6xl px-6 text-center">
        <h2 id="other-industries" className="text-lg font-semibold text-slate-900">
          Other industries
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={`/industry/${other.slug}`}
                className="hover:border-brand-600 hover:text-brand-700 inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700"
              >
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <CtaBand
        title={`Put an AI agent to work in ${industry.name.toLowerCase()}`}
        text="Start free with no credit card, or ask our team to plan your first deployment with you."
        primary={{ label: "Start Building Free", to: { studio: "" } }}
        secondary={{ label: "See All Industries", to: industriesPage.path }}
      />
    </>
  );
}
