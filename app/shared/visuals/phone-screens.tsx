import { Mic, PhoneOff, Volume2 } from "lucide-react";
import type { ReactNode } from "react";

import type { SampleExchange } from "./product-visuals.copy";
import { cn } from "#app/shared/ui-utils";
import { AgentAvatar } from "./agent-avatar";
import { Waveform } from "./waveform";

export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[17rem] rounded-[2.25rem] bg-[#1a1613] p-2 shadow-[var(--shadow-panel)] ring-1 ring-white/10">
      <div className="bg-surface relative flex min-h-[26rem] flex-col overflow-hidden rounded-[1.75rem]">
        <span className="absolute top-2 left-1/2 z-10 h-1.5 w-14 -translate-x-1/2 rounded-full bg-[#1a1613]" />
        {children}
      </div>
    </div>
  );
}

export function Bubble({
  children,
  mine,
  className,
}: {
  children: ReactNode;
  mine?: boolean;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "max-w-[85%] rounded-2xl px-3 py-2 text-[13px] leading-snug shadow-sm",
        mine ? "justify-self-end rounded-br-sm" : "justify-self-start rounded-bl-sm",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** The customer's bubbles on the right; `limit` turns in all, for screens with less room. */
function Turns({
  exchange,
  customer,
  agent,
  limit = 5,
}: {
  exchange: SampleExchange;
  customer: string;
  agent: string;
  limit?: number;
}) {
  const turns = [
    { from: "customer" as const, text: exchange.customer },
    { from: "agent" as const, text: exchange.agent },
    ...exchange.more,
  ].slice(0, limit);
  return turns.map((turn, index) => (
    <Bubble
      key={index}
      mine={turn.from === "customer"}
      className={turn.from === "customer" ? customer : agent}
    >
      {turn.text}
    </Bubble>
  ));
}

export function WhatsAppScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <PhoneFrame>
      <div className="flex items-center gap-2 bg-[#075e54] px-4 pt-7 pb-3 text-white">
        <AgentAvatar />
        <span>
          <span className="block text-sm font-semibold">{exchange.agentName}</span>
          <span className="block text-[11px] text-white/85">online</span>
        </span>
      </div>
      {/* WhatsApp's own light colours in either site theme: it is a picture of the app. */}
      <div className="grid grow content-start gap-2 bg-[#efeae2] p-3 text-[#111b21]">
        <span className="justify-self-center rounded-md bg-white/80 px-2 py-0.5 text-[10px] font-medium text-[#54656f] shadow-sm">
          Today
        </span>
        <Turns exchange={exchange} customer="bg-[#d9fdd3]" agent="bg-white" />
      </div>
    </PhoneFrame>
  );
}

export function SmsScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <PhoneFrame>
      <div className="border-line flex flex-col items-center gap-1 border-b px-4 pt-7 pb-3">
        <AgentAvatar size="size-9" />
        <span className="text-ink text-xs font-semibold">{exchange.agentName}</span>
      </div>
      <div className="grid grow content-start gap-2 p-3">
        <Turns
          exchange={exchange}
          customer="bg-lagoon-600 text-white"
          agent="text-ink bg-surface-muted"
        />
      </div>
    </PhoneFrame>
  );
}

export function VoiceScreen({ exchange }: { exchange: SampleExchange }) {
  const bars = [6, 14, 22, 12, 28, 18, 32, 16, 24, 10, 20, 8, 26, 14, 6];
  return (
    <PhoneFrame>
      <div className="bg-night flex grow flex-col items-center gap-4 px-4 pt-10 pb-5 text-white">
        <AgentAvatar size="size-16" className="ring-brand-500/30 ring-8" />
        <span className="text-center">
          <span className="block font-semibold">{exchange.agentName}</span>
          <span className="text-night-muted block text-xs">Voice agent</span>
        </span>
        <Waveform
          bars={bars}
          height={36}
          step={10}
          barWidth={5}
          className="text-brand-300 h-9 w-40"
        />
        <div className="grid w-full gap-2 text-[13px] leading-snug">
          <p className="text-night-muted rounded-xl bg-white/10 px-3 py-2">“{exchange.customer}”</p>
          <p className="text-night rounded-xl bg-white px-3 py-2">“{exchange.agent}”</p>
        </div>
        <span className="mt-auto flex gap-5">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/15">
            <Mic className="size-4" />
          </span>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-[#c52a3f]">
            <PhoneOff className="size-4" />
          </span>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/15">
            <Volume2 className="size-4" />
          </span>
        </span>
      </div>
    </PhoneFrame>
  );
}

export function AppScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <PhoneFrame>
      <div className="bg-surface-muted flex grow flex-col">
        {/* The shop's own screen behind the sheet: an order card. */}
        <div className="grid gap-2 px-4 pt-8 pb-3">
          <span className="text-ink text-xs font-semibold">My orders</span>
          <span className="bg-surface flex items-center gap-3 rounded-xl p-2.5 shadow-sm">
            <span className="art art-ember size-10 shrink-0 rounded-lg" />
            <span className="grid gap-0.5 text-[11px] leading-tight">
              <span className="text-ink font-semibold">Order #48213</span>
              <span className="text-ink-muted">Arrives Saturday, 9–12</span>
            </span>
          </span>
        </div>
        <div className="rounded-t-card shadow-panel bg-surface mt-auto grid gap-2 p-3">
          <span className="bg-line-strong mx-auto h-1 w-10 rounded-full" />
          <BrandedExchange exchange={exchange} compact />
        </div>
      </div>
    </PhoneFrame>
  );
}

/** How the site's own surfaces (the app's chat sheet, the kiosk) show a conversation. */
export function BrandedExchange({
  exchange,
  compact = false,
}: {
  exchange: SampleExchange;
  compact?: boolean;
}) {
  return (
    <>
      <span
        className={cn(
          "text-ink flex items-center gap-2 font-semibold",
          compact ? "text-xs" : "text-sm",
        )}
      >
        <AgentAvatar size={compact ? "size-6" : "size-7"} />
        {exchange.agentName}
      </span>
      <Turns
        exchange={exchange}
        customer="bg-ink text-canvas"
        agent="text-ink bg-surface-muted"
        limit={compact ? 3 : 4}
      />
      <span className="flex flex-wrap gap-1.5">
        {exchange.quickReplies.map((reply) => (
          <span
            key={reply}
            className="border-accent-line text-accent-strong rounded-full border px-2.5 py-1 text-[11px] font-semibold"
          >
            {reply}
          </span>
        ))}
      </span>
    </>
  );
}
