import { PageHero } from "#app/shared/sections/page-hero";
import { ChatMockup } from "#app/shared/sections/chat-mockup";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FeatureGrid } from "#app/shared/sections/feature-grid";
import type { Feature } from "#app/shared/copy/types";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { TickList } from "#app/components/ui/tick-list";
import { ChannelGallery } from "#app/shared/visuals/channel-visual";
import { agentPromises, cta, demoAgents, page, sampleChat, sections } from "./agents-page.copy";
import { impactStats } from "#app/shared/copy/facts.copy";
import { channelGallerySection } from "#app/shared/visuals/product-visuals.copy";
import { cn } from "#app/shared/ui-utils";

const demoCards: readonly Feature[] = demoAgents.map((agent) => ({
  title: agent.name,
  description: agent.description,
  icon: agent.icon,
  points: agent.points,
}));

export function AgentsPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro}>
        <StudioLink className={buttonVariants({ size: "lg" })}>
          {sections.heroActions.primary}
        </StudioLink>
        <a href="#demos" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {sections.heroActions.secondary}
        </a>
      </PageHero>

      <Section id="conversation" title={sections.conversation.title} className="pt-4">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-ink-muted text-lg">{sections.conversation.text}</p>
            <TickList items={agentPromises} size="lg" className="text-ink mt-6" />
          </div>
          <ChatMockup {...sampleChat} />
        </div>
      </Section>

      <Section id="demos" tone="white" title={sections.demos.title} intro={sections.demos.intro}>
        <FeatureGrid
          features={demoCards}
          columns={4}
          footer={(feature) => (
            <StudioLink
              className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "w-full")}
            >
              {sections.demos.tryLabel}
              <span className="sr-only"> of the {feature.title}</span>
            </StudioLink>
          )}
        />
      </Section>

      <Section
        id="channels"
        title={channelGallerySection.title}
        intro={channelGallerySection.intro}
      >
        <ChannelGallery />
      </Section>

      <Section id="impact" title={sections.impact.title}>
        <StatsBand stats={impactStats} label={sections.impact.label} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
