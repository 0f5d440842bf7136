import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";

import { channelAgents, channelsSection } from "./home-page.copy";
import { BentoGrid } from "#app/shared/sections/bento-grid";
import { Section } from "#app/shared/sections/section";
import { buttonVariants } from "#app/components/ui/button";
import { PersonaPreview } from "./persona-preview";

/**
 * One tile per channel, each with a Try Demo link to that channel's demo page, in a bento: the
 * first channel leads as the large tile.
 */
export function ChannelCards() {
  const hrefByTitle = new Map(channelAgents.map((channel) => [channel.title, channel.href]));
  return (
    <Section
      id="channels"
      eyebrow={channelsSection.eyebrow}
      title={channelsSection.title}
      intro={channelsSection.intro}
    >
      <BentoGrid
        features={channelAgents}
        columns={4}
        largeVisual={<PersonaPreview />}
        footer={(feature) => (
          <a
            href={hrefByTitle.get(feature.title) ?? href("/")}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {channelsSection.tryDemo}
            <Icon name="arrow-right" aria-hidden="true" />
          </a>
        )}
      />
    </Section>
  );
}
