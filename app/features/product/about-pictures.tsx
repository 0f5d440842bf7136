import { Bot, Sparkles } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import { AgentAvatar } from "#app/shared/visuals/agent-avatar";
import { ChannelChip } from "#app/shared/visuals/channel-icons";
import { Bubble, SmsScreen, VoiceScreen, WhatsAppScreen } from "#app/shared/visuals/phone-screens";
import { channelKinds, sampleExchange } from "#app/shared/visuals/product-visuals.copy";
import { LiveBadge } from "#app/shared/visuals/window-frame";
import { mission, storyPictures } from "./about-page.copy";

/**
 * The mission's picture: one agent on three phones at once (a call, WhatsApp, a text), rising
 * from a fade at the bottom; the side phones are clipped at the edges on narrow screens.
 */
export function MissionPicture({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label={mission.pictureLabel}
      data-crops-bottom
      className={cn(
        "relative mx-auto h-[30rem] w-full max-w-xl overflow-hidden [mask-image:linear-gradient(to_bottom,#000_80%,transparent)]",
        className,
      )}
    >
      <div className="absolute top-16 -left-4 w-[14rem] -rotate-6 sm:left-0">
        <VoiceScreen exchange={sampleExchange} />
      </div>
      <div className="absolute top-16 -right-4 w-[14rem] rotate-6 sm:right-0">
        <SmsScreen exchange={sampleExchange} />
      </div>
      <div className="absolute top-2 left-1/2 z-10 w-[16rem] -translate-x-1/2 drop-shadow-2xl">
        <WhatsAppScreen exchange={sampleExchange} />
      </div>
    </div>
  );
}

/**
 * The panel a story picture sits on: a palette of the generated art, a fixed height. A card
 * rises from its lower edge (`bottom`) or floats in its middle.
 */
function Panel({
  art,
  bottom = false,
  children,
}: {
  art: string;
  bottom?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "art flex h-52 justify-center overflow-hidden px-5",
        bottom ? "items-end pt-6" : "items-center py-5",
        art,
      )}
    >
      {children}
    </div>
  );
}

/** "The hard way": a decision-tree bot that does not understand. */
export function HardWayPicture() {
  const words = storyPictures.decisionTree;
  return (
    <Panel art="art-sand" bottom>
      <div className="bg-surface shadow-panel grid w-full max-w-[16rem] gap-2 rounded-t-2xl p-3">
        <span className="text-ink-muted flex items-center gap-2 text-xs font-semibold">
          <span className="bg-surface-sunken text-ink-soft flex size-6 items-center justify-center rounded-full">
            <Bot className="size-3.5" />
          </span>
          {words.bot}
        </span>
        <Bubble mine className="bg-ink text-canvas">
          {words.customer}
        </Bubble>
        <Bubble className="bg-surface-muted text-ink">{words.reply}</Bubble>
        <span className="flex gap-1.5">
          {words.options.map((option) => (
            <span
              key={option}
              className="border-line-strong text-ink-muted rounded-full border px-2 py-0.5 text-[10px] font-semibold"
            >
              {option}
            </span>
          ))}
        </span>
      </div>
    </Panel>
  );
}

/** "What changed": an agent described in a sentence. */
export function DescribePicture() {
  const words = storyPictures.describe;
  return (
    <Panel art="art-ember" bottom>
      <div className="bg-surface shadow-panel grid w-full max-w-[16rem] gap-3 rounded-t-2xl p-4">
        <span className="text-accent text-eyebrow flex items-center gap-1.5 font-semibold uppercase">
          <Sparkles className="size-3.5" />
          {words.label}
        </span>
        <p className="text-ink text-[13px] leading-snug">
          {words.text}
          <span className="bg-brand-600 ml-0.5 inline-block h-3.5 w-0.5 translate-y-0.5" />
        </p>
        <span className="bg-brand-700 inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold text-white">
          <Sparkles className="size-3" />
          {words.action}
        </span>
      </div>
    </Panel>
  );
}

/** "Where we are today": one live agent on every channel. */
export function EverywherePicture() {
  const words = storyPictures.everywhere;
  return (
    <Panel art="art-lagoon">
      <div className="grid max-w-[17rem] justify-items-center gap-3">
        <span className="bg-surface shadow-card flex items-center gap-2 rounded-full py-1.5 pr-2 pl-1.5">
          <AgentAvatar size="size-7" />
          <span className="text-ink text-sm font-semibold">{words.agent}</span>
          <LiveBadge label={words.live} />
        </span>
        <span className="flex flex-wrap justify-center gap-1.5">
          {channelKinds.map((channel) => (
            <ChannelChip key={channel} channel={channel} />
          ))}
        </span>
      </div>
    </Panel>
  );
}
