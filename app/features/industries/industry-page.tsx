import { href } from "#app/shared/site-map/href";

import { PageHero } from "#app/shared/sections/page-hero";
import { Breadcrumbs } from "#app/shared/sections/breadcrumbs";
import { ChatMockup } from "#app/shared/sections/chat-mockup";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { StudioLink } from "#app/shared/links/studio-link";
import { AgentBuilderVisual } from "#app/shared/visuals/agent-builder-visual";
import { buttonVariants } from "#app/components/ui/button";
import { listOrdinal, NumberedList } from "#app/shared/sections/numbered-list";
import { WindowFrame, LiveBadge } from "#app/shared/visuals/window-frame";
import { scheduleWords, type ChallengeSchedule } from "./challenge-schedule.copy";
import { industries } from "./industries.copy";
import { industryPages, industrySections } from "./industry-page.copy";
import { withIndustry } from "./with-industry";
import { impactStats } from "#app/shared/copy/facts.copy";
import { industryKnowledge, industryChannels } from "#app/shared/visuals/product-visuals.copy";
import { page as industriesPage } from "./industry-use-cases-page.copy";
import { breadcrumbList, type Crumb } from "#app/shared/seo/breadcrumbs";
import { jsonLd, type MetaDescriptor, type PageSeo } from "#app/shared/seo/seo";
import type { Industry } from "./industries.copy";

function crumbsOf(industry: { slug: string; name: string }): Crumb[] {
  return [
    { name: industrySections.crumbs.home, path: href("/") },
    { name: industrySections.crumbs.industries, path: industriesPage.path },
    { name: industry.name, path: href("/industry/:slug", { slug: industry.slug }) },
  ];
}

/** The industry's page head: its title and keywords, and its breadcrumbs as JSON-LD. */
export function industryHead(industry: Industry, siteUrl: string) {
  const seo: PageSeo = {
    title: withIndustry(industrySections.title, industry.name),
    description: industry.description,
    path: href("/industry/:slug", { slug: industry.slug }),
    keywords: industrySections.keywords.map((keyword) => withIndustry(keyword, industry.name)),
  };
  const extraTags: MetaDescriptor[] = [jsonLd(breadcrumbList(siteUrl, crumbsOf(industry)))];
  return { seo, extraTags };
}

export function IndustryPage({ industry }: { industry: Industry }) {
  const page = industryPages[industry.slug];
  const others = industries.filter((other) => other.slug !== industry.slug);
  return (
    <>
      <Breadcrumbs crumbs={crumbsOf(industry)} />
      <PageHero
        eyebrow={industrySections.eyebrow}
        title={withIndustry(industrySections.title, industry.name)}
        intro={page.overview}
        className="pt-8"
      >
        <StudioLink className={buttonVariants({ size: "lg" })}>
          {withIndustry(industrySections.heroActions.studio, industry.name)}
        </StudioLink>
        <a href={href("/contact")} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {industrySections.heroActions.contact}
        </a>
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

      <Section
        id="challenges"
        eyebrow={industrySections.challenges.eyebrow}
        title={industrySections.challenges.title}
      >
        {page.challengeSchedule ? (
          <ChallengeScheduleView challenges={page.challenges} schedule={page.challengeSchedule} />
        ) : (
          <FeatureGrid features={page.challenges} />
        )}
      </Section>

      <Section id="capabilities" tone="white" title={industrySections.capabilitiesTitle}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <ul className="grid gap-6">
            {page.capabilities.map((capability) => (
              <li key={capability.title} className="border-accent-vivid border-l-4 pl-5">
                <h3 className="text-ink text-lg font-semibold">{capability.title}</h3>
                <p className="text-ink-muted mt-1">{capability.description}</p>
              </li>
            ))}
          </ul>
          <ChatMockup
            agentName={page.agentName}
            messages={page.conversation}
            caption={withIndustry(industrySections.conversationCaption, industry.name)}
          />
        </div>
      </Section>

      <Section id="assurance" title={page.assurance.title} intro={page.assurance.text}>
        <StatsBand
          stats={impactStats}
          label={withIndustry(industrySections.resultsLabel, industry.name)}
        />
      </Section>

      <Section
        id="faq"
        layout="split"
        title={withIndustry(industrySections.faqTitle, industry.name)}
      >
        <FaqList items={page.faqs} />
      </Section>

      <nav aria-labelledby="other-industries" className="mx-auto max-w-6xl px-6 text-center">
        <h2 id="other-industries" className="text-ink text-lg font-semibold">
          {industrySections.othersTitle}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {others.map((other) => (
            <li key={other.slug}>
              <a
                href={href("/industry/:slug", { slug: other.slug })}
                className="hover:border-accent-vivid hover:text-accent border-line-strong bg-surface text-ink-soft inline-block rounded-full border px-4 py-1.5 text-sm font-medium"
              >
                {other.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <CtaBand
        title={withIndustry(industrySections.cta.title, industry.name)}
        text={industrySections.cta.text}
        primary={industrySections.cta.primary}
        secondary={{ label: industrySections.cta.secondaryLabel, to: industriesPage.path }}
      />
    </>
  );
}

/** The challenges beside the product answering them: a day's schedule the agent keeps. */
function ChallengeScheduleView({
  challenges,
  schedule,
}: {
  challenges: readonly { title: string; description: string }[];
  schedule: ChallengeSchedule;
}) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <NumberedList items={challenges} density="compact" columns={1} />
      <figure aria-label={schedule.label}>
        <WindowFrame title={schedule.title} aside={<LiveBadge label={scheduleWords.live} />}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{schedule.label}</caption>
            <thead className="sr-only">
              <tr>
                {scheduleWords.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {schedule.slots.map((slot) => (
                <tr key={slot.time} className="border-line border-t first:border-t-0">
                  <td className="text-ink-muted py-3 pl-4 align-top text-xs whitespace-nowrap tabular-nums">
                    {slot.time}
                  </td>
                  <td className="py-3 pl-3">
                    <span className="text-ink block font-semibold">{slot.patient}</span>
                    <span className="text-ink-muted block text-xs">{slot.note}</span>
                  </td>
                  <td className="py-3 pr-4 text-right align-top">
                    <span className="bg-accent-soft text-accent inline-flex rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums">
                      <span className="sr-only">{challenges[slot.answers]?.title}</span>
                      <span aria-hidden="true">{listOrdinal(slot.answers)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </WindowFrame>
      </figure>
    </div>
  );
}
