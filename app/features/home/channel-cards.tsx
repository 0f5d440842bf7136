import { Icon } from "#app/shared/icons/icon";

import { channelAgents, channelsSection } from "./home-page.copy";
import { ChannelView } from "./channel-view";
import { phoneScrollCard, phoneScrollRow } from "./phone-scroll-row";
import { Section } from "#app/shared/sections/section";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/shared/ui-utils";

/**
 * One card per channel: a small picture of the channel itself, its name and text, and a Try
 * Demo link to its demo page. Four by two on wide screens (no holes), a sideways row on phones.
 */
export function ChannelCards() {
  return (
    <Section
      id="channels"
      eyebrow={channelsSection.eyebrow}
      title={channelsSection.title}
      intro={channelsSection.intro}
      className="max-sm:py-12"
    >
      <ul
        data-testid="channel-grid"
        className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-4", phoneScrollRow)}
      >
        {channelAgents.map((channel, index) => (
          <li
            key={channel.title}
            style={{ "--enter-order": index } as React.CSSProperties}
            className={cn(
              "rounded-card border-line bg-surface shadow-card enter-rise card-interactive flex flex-col border p-3",
              phoneScrollCard,
            )}
          >
            <ChannelView view={channel.view} />
            <div className="flex grow flex-col px-2 pt-4 pb-2">
              <h3 className="text-title text-ink font-semibold">{channel.title}</h3>
              <p className="text-ink-muted mt-1.5 text-sm">{channel.description}</p>
              <div className="mt-auto pt-4">
                <a
                  href={channel.href}
                  className={buttonVariants({ variant: "secondary", size: "sm" })}
                >
                  {channelsSection.tryDemo}
                  <Icon name="arrow-right" aria-hidden="true" />
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
