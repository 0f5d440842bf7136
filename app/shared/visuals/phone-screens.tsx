import { Bot, Mic, PhoneOff, Volume2 } from "lucide-react";
import type { ReactNode } from "react";

import type { SampleExchange } from "./product-visuals.copy";
import { cn } from "../ui-utils";

/** A phone drawn in HTML: a dark bezel with a speaker slot around the screen. */
function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "mx-auto w-full max-w-[17rem] rounded-[2.25rem] bg-slate-900 p-2 shadow-[var(--shadow-panel)]",
        className,
      )}
    >
      <div className="bg-surface relative flex min-h-[26rem] flex-col overflow-hidden rounded-[1.75rem]">
        <span className="absolute top-2 left-1/2 z-10 h-1.5 w-14 -translate-x-1/2 rounded-full bg-slate-900" />
        {children}
      </div>
    </div>
  );
}

function Bubble({
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

/** WhatsApp's look: teal header, beige wallpaper, green bubbles for the customer. */
export function WhatsAppScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <PhoneFrame>
      <div className="flex items-center gap-2 bg-[#075e54] px-4 pt-7 pb-3 text-white">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-white/20">
          <Bot className="size-4" />
        </span>
        <span>
          <span className="block text-sm font-semibold">{exchange.agentName}</span>
          <span className="block text-[11px] text-emerald-50">online</span>
        </span>
      </div>
      {/* WhatsApp's own light colours in either site theme: it is a picture of the app. */}
      <div className="grid grow content-start gap-2 bg-[#efeae2] p-3 text-slate-900">
        <Bubble mine className="bg-[#d9fdd3]">
          {exchange.customer}
        </Bubble>
        <Bubble className="bg-white">{exchange.agent}</Bubble>
      </div>
    </PhoneFrame>
  );
}

/** The phone's own messages app: grey bubbles for the agent, blue for the customer. */
export function SmsScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <PhoneFrame>
      <div className="border-line flex flex-col items-center gap-1 border-b px-4 pt-7 pb-3">
        <span className="bg-surface-sunken text-ink-soft inline-flex size-9 items-center justify-center rounded-full">
          <Bot className="size-4" />
        </span>
        <span className="text-ink text-xs font-semibold">{exchange.agentName}</span>
      </div>
      <div className="grid grow content-start gap-2 p-3">
        <Bubble mine className="bg-blue-600 text-white">
          {exchange.customer}
        </Bubble>
        <Bubble className="text-ink bg-surface-muted">{exchange.agent}</Bubble>
      </div>
    </PhoneFrame>
  );
}

/** A phone call with the agent: the caller screen, a live waveform and the captions. */
export function VoiceScreen({ exchange }: { exchange: SampleExchange }) {
  const bars = [6, 14, 22, 12, 28, 18, 32, 16, 24, 10, 20, 8, 26, 14, 6];
  return (
    <PhoneFrame>
      <div className="bg-brand-950 flex grow flex-col items-center gap-4 px-4 pt-10 pb-5 text-white">
        <span className="bg-brand-700 ring-brand-500/40 inline-flex size-16 items-center justify-center rounded-full ring-8">
          <Bot className="size-7" />
        </span>
        <span className="text-center">
          <span className="block font-semibold">{exchange.agentName}</span>
          <span className="text-brand-100 block text-xs">Voice agent</span>
        </span>
        <svg viewBox="0 0 150 36" className="text-brand-300 h-9 w-40" fill="currentColor">
          {bars.map((height, index) => (
            <rect
              key={index}
              x={index * 10 + 2}
              y={(36 - height) / 2}
              width="5"
              height={height}
              rx="2.5"
            />
          ))}
        </svg>
        <div className="grid w-full gap-2 text-[13px] leading-snug">
          <p className="text-brand-100 rounded-xl bg-white/10 px-3 py-2">“{exchange.customer}”</p>
          <p className="text-brand-950 rounded-xl bg-white px-3 py-2">“{exchange.agent}”</p>
        </div>
        <span className="mt-auto flex gap-5">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/15">
            <Mic className="size-4" />
          </span>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-rose-600">
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

/** A shop's own app with the assistant open as a sheet over its screen. */
export function AppScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <PhoneFrame>
      <div className="bg-surface-muted flex grow flex-col">
        <div className="grid gap-2 px-4 pt-8 pb-4">
          <span className="bg-line-strong h-3 w-24 rounded-full" />
          <span className="bg-surface h-16 rounded-xl" />
          <span className="bg-surface h-10 rounded-xl" />
        </div>
        <div className="rounded-t-card shadow-panel bg-surface mt-auto grid gap-2 p-3">
          <span className="bg-line-strong mx-auto h-1 w-10 rounded-full" />
          <BrandedExchange exchange={exchange} compact />
        </div>
      </div>
    </PhoneFrame>
  );
}

/**
 * The agent's name with its avatar, then the exchange in the brand's colours: how the site's
 * own surfaces (the mobile app's chat sheet, the kiosk) show a conversation.
 */
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
        <span
          className={cn(
            "bg-brand-700 inline-flex items-center justify-center rounded-full text-white",
            compact ? "size-6" : "size-7",
          )}
        >
          <Bot className={compact ? "size-3.5" : "size-4"} />
        </span>
        {exchange.agentName}
      </span>
      <Bubble mine className="bg-brand-700 text-white">
        {exchange.customer}
      </Bubble>
      <Bubble className="text-ink bg-surface-muted">{exchange.agent}</Bubble>
    </>
  );
}

export { Bubble };
