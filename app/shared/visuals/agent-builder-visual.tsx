import { ArrowRight, Bot, FileText, Sparkles } from "lucide-react";

import { channelNames, studioLabels, type AgentBlueprint } from "./product-visuals.copy";
import { ChannelChip } from "./channel-icons";
import { LiveBadge, WindowFrame } from "./window-frame";

const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** What a screen reader hears instead of the studio picture. */
function describeAgentBuilder(blueprint: AgentBlueprint) {
  return `The agent studio: the description “${blueprint.description}” becomes the ${blueprint.name}, which learns from ${listOf(blueprint.knowledge)} and answers on ${listOf(blueprint.channels.map((channel) => channelNames[channel]))}.`;
}

/** The studio's builder as a picture (HTML and SVG only). */
export function AgentBuilderVisual({ blueprint }: { blueprint: AgentBlueprint }) {
  return (
    <div
      role="img"
      aria-label={describeAgentBuilder(blueprint)}
      className="reveal w-full text-left"
    >
      <WindowFrame title={studioLabels.window}>
        <div className="grid gap-4 p-4 sm:p-5 md:grid-cols-[1fr_auto_1fr] md:items-center">
          <div className="rounded-card border-line bg-canvas grid gap-3 border p-4">
            <span className="text-accent text-eyebrow flex items-center gap-1.5 font-semibold uppercase">
              <Sparkles className="size-3.5" />
              {studioLabels.describe}
            </span>
            <p className="text-ink text-sm leading-relaxed">
              {blueprint.description}
              <span className="bg-brand-600 ml-0.5 inline-block h-4 w-0.5 translate-y-0.5" />
            </p>
          </div>

          <span className="bg-brand-700 mx-auto inline-flex size-9 items-center justify-center rounded-full text-white shadow-md max-md:rotate-90">
            <ArrowRight className="size-4" />
          </span>

          <div className="rounded-card border-accent-line bg-surface grid gap-3 border p-4 shadow-sm">
            <div className="flex items-center gap-2.5">
              <span className="bg-brand-700 inline-flex size-9 items-center justify-center rounded-xl text-white">
                <Bot className="size-5" />
              </span>
              <span className="text-ink grow text-sm font-semibold">{blueprint.name}</span>
              <LiveBadge label={studioLabels.live} />
            </div>
            <div className="grid gap-1.5">
              <span className="text-ink-muted text-xs font-semibold">{studioLabels.knowledge}</span>
              <ul className="grid gap-1">
                {blueprint.knowledge.map((source) => (
                  <li
                    key={source}
                    className="text-ink bg-canvas flex items-center gap-2 rounded-lg px-2 py-1 text-xs"
                  >
                    <FileText className="text-accent size-3.5 shrink-0" />
                    {source}
                  </li>
                ))}
              </ul>
            </div>
            <div className="grid gap-1.5">
              <span className="text-ink-muted text-xs font-semibold">{studioLabels.channels}</span>
              <span className="flex flex-wrap gap-1.5">
                {blueprint.channels.map((channel) => (
                  <ChannelChip key={channel} channel={channel} />
                ))}
              </span>
            </div>
          </div>
        </div>
      </WindowFrame>
    </div>
  );
}
