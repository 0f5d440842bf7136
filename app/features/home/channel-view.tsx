import type { ReactNode } from "react";

import type { ChannelViewData, ViewBubble } from "./channel-views.copy";
import { cn } from "#app/shared/ui-utils";
import { Icon } from "#app/shared/icons/icon";
import { AgentAvatar } from "#app/shared/visuals/agent-avatar";
import { Waveform } from "#app/shared/visuals/waveform";

// Each channel's card shows that channel's own small product view, drawn in HTML/SVG from
// channel-views.copy.ts. Decorative: the card's title, text and Try Demo carry the meaning.

function Bubbles({
  bubbles,
  customer,
  agent,
}: {
  bubbles: readonly ViewBubble[];
  customer: string;
  agent: string;
}) {
  return (
    <div className="grid content-start gap-1.5 p-2.5">
      {bubbles.map((bubble) => (
        <p
          key={bubble.text}
          data-view-bubble=""
          className={cn(
            "max-w-[85%] rounded-xl px-2.5 py-1.5 leading-snug shadow-sm",
            bubble.from === "customer"
              ? cn("justify-self-end rounded-br-sm", customer)
              : cn("justify-self-start rounded-bl-sm", agent),
          )}
        >
          {bubble.text}
        </p>
      ))}
    </div>
  );
}

/** The home cards' small sound bars. */
function SmallWaveform({ bars, className }: { bars: readonly number[]; className?: string }) {
  return (
    <Waveform
      bars={bars}
      height={32}
      step={6}
      barWidth={3}
      className={cn("h-8", className)}
      style={{ width: bars.length * 6 }}
    />
  );
}

/** A small phone body around a screen. */
function Handset({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="h-[9.5rem] w-44 rounded-t-[1.4rem] bg-[#1a1613] p-1.5 pb-0 shadow-lg">
      <div className={cn("flex h-full flex-col overflow-hidden rounded-t-[1.05rem]", className)}>
        {children}
      </div>
    </div>
  );
}

/** The agent's mark at card scale: a fixed small glyph whatever the disc's size. */
function AgentDot({ size = "size-5", className }: { size?: string; className?: string }) {
  return <AgentAvatar size={size} glyph="size-2.5" className={className} />;
}

function ViewBody({ view }: { view: ChannelViewData }) {
  switch (view.kind) {
    case "chat":
      return (
        <div className="border-line bg-surface text-ink w-[88%] overflow-hidden rounded-xl border shadow-md">
          <div className="border-line flex items-center gap-2 border-b px-2.5 py-1.5 font-semibold">
            <AgentDot />
            {view.agent}
          </div>
          <Bubbles bubbles={view.bubbles} customer="bg-ink text-canvas" agent="bg-surface-muted" />
        </div>
      );
    case "whatsapp":
      return (
        <Handset className="bg-[#efeae2] text-[#111b21]">
          <div className="flex items-center gap-1.5 bg-[#075e54] px-2 py-1.5 font-semibold text-white">
            <AgentDot size="size-4" />
            <span className="truncate">{view.business}</span>
          </div>
          <Bubbles bubbles={view.bubbles} customer="bg-[#d9fdd3]" agent="bg-white" />
        </Handset>
      );
    case "sms":
      return (
        <Handset className="bg-surface text-ink">
          <div className="bg-surface-muted px-2 py-1.5 text-center font-semibold">
            {view.contact}
          </div>
          <Bubbles
            bubbles={view.bubbles}
            customer="bg-lagoon-600 text-white"
            agent="bg-surface-muted"
          />
        </Handset>
      );
    case "voice":
      return (
        <div className="grid justify-items-center gap-2 text-center">
          <span className="bg-brand-600 ring-brand-600/20 inline-flex size-11 items-center justify-center rounded-full text-white ring-8">
            <Icon name="mic" className="size-5" />
          </span>
          <SmallWaveform bars={view.wave} className="text-brand-600" />
          <p className="text-ink-muted font-semibold">{view.status}</p>
          <p className="text-ink max-w-[14rem] italic">{view.transcript}</p>
        </div>
      );
    case "call":
      return (
        <Handset className="bg-night text-night-ink items-center pt-3 text-center">
          <AgentDot size="size-8" />
          <p className="mt-1.5 font-semibold">{view.caller}</p>
          <p className="text-night-muted tabular-nums">{view.timer}</p>
          <SmallWaveform bars={view.wave} className="text-brand-400 mt-1 h-6" />
          <span className="mt-auto mb-2 inline-flex h-6 w-12 items-center justify-center rounded-full bg-[#c0392b]">
            <Icon name="phone" className="size-3.5 rotate-[135deg] text-white" />
          </span>
        </Handset>
      );
    case "app":
      return (
        <Handset className="bg-surface text-ink">
          <div className="flex items-center justify-between px-2.5 pt-2 font-semibold">
            {view.appName}
            <span className="bg-surface-sunken size-4 rounded-full" />
          </div>
          <div className="bg-surface-muted mt-2 grow rounded-t-xl shadow-[0_-4px_12px_rgb(0_0_0/0.08)]">
            <Bubbles bubbles={view.bubbles} customer="bg-[#1a1613] text-white" agent="bg-surface" />
          </div>
        </Handset>
      );
    case "web":
      return (
        <div className="border-line bg-surface relative h-32 w-[92%] overflow-hidden rounded-lg border shadow-md">
          <div className="border-line bg-surface-muted flex items-center gap-1 border-b px-2 py-1">
            {[0, 1, 2].map((dot) => (
              <span key={dot} className="bg-line-strong size-1.5 rounded-full" />
            ))}
            <span className="bg-surface text-ink-muted ml-2 rounded px-2 text-[10px]">
              {view.address}
            </span>
          </div>
          <div className="grid gap-1.5 p-2.5">
            <span className="bg-surface-sunken h-2.5 w-2/3 rounded" />
            <span className="bg-surface-muted h-2 w-5/6 rounded" />
            <span className="bg-surface-muted h-2 w-1/2 rounded" />
            <span className="bg-brand-600/15 mt-1 h-6 w-1/3 rounded" />
          </div>
          <div className="absolute right-2 bottom-2 grid justify-items-end gap-1">
            <p className="bg-ink text-canvas max-w-[9rem] rounded-lg rounded-br-sm px-2 py-1 shadow-md">
              {view.greeting}
            </p>
            <AgentDot size="size-7" />
          </div>
        </div>
      );
    case "kiosk":
      return (
        <div className="grid translate-y-2 justify-items-center">
          <div className="bg-night text-night-ink w-36 rounded-lg border-4 border-[#1a1613] p-2 text-center shadow-lg">
            <AgentDot className="mx-auto" />
            <p className="mt-1 font-semibold">{view.welcome}</p>
            <div className="mt-1.5 grid gap-1">
              {view.options.map((option) => (
                <span key={option} className="bg-night-raised rounded px-1.5 py-1">
                  {option}
                </span>
              ))}
            </div>
          </div>
          <span className="h-4 w-3 bg-[#1a1613]" />
          <span className="h-1.5 w-14 rounded-full bg-[#1a1613]" />
        </div>
      );
  }
}

export function ChannelView({ view }: { view: ChannelViewData }) {
  return (
    <div
      aria-hidden="true"
      data-testid="channel-view"
      data-view={view.kind}
      className="bg-surface-muted relative flex h-40 items-center justify-center overflow-hidden rounded-xl text-[11px] select-none lg:h-44"
    >
      <ViewBody view={view} />
    </div>
  );
}
