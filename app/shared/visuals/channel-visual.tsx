import {
  channelKinds,
  channelNames,
  sampleExchange,
  type ChannelKind,
  type SampleExchange,
} from "./product-visuals.copy";
import { cn } from "#app/shared/ui-utils";
import { AgentAvatar } from "./agent-avatar";
import {
  AppScreen,
  BrandedExchange,
  Bubble,
  SmsScreen,
  VoiceScreen,
  WhatsAppScreen,
} from "./phone-screens";

function WebScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <div className="rounded-panel border-line bg-surface shadow-panel @container mx-auto w-full max-w-xl overflow-hidden border">
      <div className="border-line bg-canvas flex items-center gap-2 border-b px-3 py-2">
        <span className="flex gap-1">
          <span className="bg-line-strong size-2 rounded-full" />
          <span className="bg-line-strong size-2 rounded-full" />
          <span className="bg-line-strong size-2 rounded-full" />
        </span>
        <span className="bg-surface ring-line h-4 grow rounded-full ring-1" />
      </div>
      <div className="grid min-h-[22rem] gap-4 p-4 @md:grid-cols-[1fr_16rem]">
        <div className="hidden content-start gap-3 @md:grid">
          <span className="bg-surface-sunken h-4 w-3/4 rounded-full" />
          <span className="bg-surface-muted h-3 w-full rounded-full" />
          <span className="bg-surface-muted h-3 w-5/6 rounded-full" />
          <span className="bg-accent-soft mt-2 h-24 rounded-xl" />
          <span className="bg-surface-muted h-3 w-2/3 rounded-full" />
        </div>
        <div className="rounded-card border-line bg-surface flex flex-col self-end overflow-hidden border shadow-lg">
          <div className="bg-night text-night-ink flex items-center gap-2 px-3 py-2.5">
            <AgentAvatar size="size-6" />
            <span className="text-sm font-semibold">{exchange.agentName}</span>
          </div>
          <div className="bg-canvas grid gap-2 p-3">
            <Bubble mine className="bg-brand-600 text-white">
              {exchange.customer}
            </Bubble>
            <Bubble className="text-ink bg-surface">{exchange.agent}</Bubble>
            <Bubble mine className="bg-brand-600 text-white">
              {exchange.more[0]?.text}
            </Bubble>
          </div>
        </div>
      </div>
    </div>
  );
}

function KioskScreen({ exchange }: { exchange: SampleExchange }) {
  return (
    <div className="mx-auto flex w-full max-w-[17rem] flex-col items-center">
      <div className="w-full rounded-[1.25rem] bg-[#26201c] p-2.5 shadow-[var(--shadow-panel)] ring-1 ring-white/10">
        <div className="bg-surface grid min-h-[22rem] content-start gap-3 rounded-xl p-4">
          <BrandedExchange exchange={exchange} />
        </div>
      </div>
      <span className="h-10 w-6 bg-[#3d352f]" />
      <span className="h-2.5 w-28 rounded-full bg-[#3d352f]" />
    </div>
  );
}

const screens: Record<ChannelKind, (props: { exchange: SampleExchange }) => React.ReactNode> = {
  web: WebScreen,
  whatsapp: WhatsAppScreen,
  voice: VoiceScreen,
  sms: SmsScreen,
  app: AppScreen,
  kiosk: KioskScreen,
};

function describeChannelVisual(channel: ChannelKind, exchange: SampleExchange) {
  return `${exchange.agentName}, an AI agent, answering on ${channelNames[channel]}. The customer asks: “${exchange.customer}” The agent replies: “${exchange.agent}”`;
}

/** One picture with a text alternative (its inner text is not read twice). */
export function ChannelVisual({
  channel,
  exchange = sampleExchange,
  className,
  decorative = false,
}: {
  channel: ChannelKind;
  exchange?: SampleExchange;
  className?: string;
  /** Beside text that already names the channel: hidden from assistive technology. */
  decorative?: boolean;
}) {
  const Screen = screens[channel];
  return (
    <div
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : describeChannelVisual(channel, exchange)}
      aria-hidden={decorative || undefined}
      data-channel={channel}
      className={cn("reveal w-full", className)}
    >
      <Screen exchange={exchange} />
    </div>
  );
}

export function ChannelGallery() {
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {channelKinds.map((channel) => (
        <li key={channel}>
          <figure className="grid h-full content-end gap-3">
            <ChannelVisual channel={channel} className="[&>*]:max-w-[17rem]" />
            <figcaption className="text-ink text-center text-sm font-semibold">
              {channelNames[channel]}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
