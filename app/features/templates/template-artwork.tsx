import type { TemplateArt } from "./template-art";
import { channelNames } from "#app/shared/visuals/product-visuals.copy";
import { ArtPattern } from "#app/shared/art/art-pattern";
import { SparkGlyph } from "#app/shared/visuals/spark";
import { cn } from "#app/shared/ui-utils";

/** Per channel: the device's frame and header, and the customer's bubble. */
const devices = {
  whatsapp: {
    frame: "rounded-t-[1.25rem] border-[5px] border-b-0 border-[#1a1613]",
    header: "bg-[#075e54] text-white",
    screen: "bg-[#efeae2] text-[#111b21]",
    customer: "bg-[#d9fdd3]",
    agent: "bg-white",
  },
  sms: {
    frame: "rounded-t-[1.25rem] border-[5px] border-b-0 border-[#1a1613]",
    header: "bg-surface-muted text-ink",
    screen: "bg-surface text-ink",
    customer: "bg-lagoon-600 text-white",
    agent: "bg-surface-muted",
  },
  app: {
    frame: "rounded-t-[1.25rem] border-[5px] border-b-0 border-[#1a1613]",
    header: "bg-surface text-ink border-line border-b",
    screen: "bg-surface text-ink",
    customer: "bg-ink text-canvas",
    agent: "bg-surface-muted",
  },
  web: {
    frame: "rounded-t-xl border border-b-0 border-line-strong",
    header: "bg-night text-night-ink",
    screen: "bg-surface text-ink",
    customer: "bg-brand-600 text-white",
    agent: "bg-surface-muted",
  },
  kiosk: {
    frame: "rounded-t-lg border-[7px] border-b-0 border-[#26201c]",
    header: "bg-brand-600 text-white",
    screen: "bg-surface text-ink",
    customer: "bg-ink text-canvas",
    agent: "bg-surface-muted",
  },
  voice: {
    frame: "rounded-t-[1.25rem] border-[5px] border-b-0 border-[#1a1613]",
    header: "bg-night text-night-ink",
    screen: "bg-night text-night-ink",
    customer: "bg-night-raised text-night-muted",
    agent: "bg-night-ink text-night",
  },
} as const;

/**
 * The seed picks the device's side and the pattern. Decorative: the card describes it in text.
 * On phones the picture is a narrow column beside the text: the device alone, smaller.
 */
export function TemplateArtwork({ art, className }: { art: TemplateArt; className?: string }) {
  const device = devices[art.channel];
  const onLeft = art.seed % 2 === 0;
  const wide = art.channel === "web" || art.channel === "kiosk";
  return (
    <div
      aria-hidden="true"
      data-art-channel={art.channel}
      className={cn(`art art-${art.hue} relative overflow-hidden`, className)}
    >
      <ArtPattern seed={art.seed} className="absolute inset-0 size-full" />
      <span
        className={cn(
          "bg-surface/85 text-ink absolute top-3 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[11px] font-semibold shadow-sm backdrop-blur max-sm:hidden",
          onLeft ? "right-3" : "left-3",
        )}
      >
        <SparkGlyph className="text-brand-500 size-2.5" />
        {channelNames[art.channel]}
      </span>
      <div
        className={cn(
          "absolute -bottom-1 flex flex-col overflow-hidden shadow-[0_12px_30px_-12px_rgb(26_22_19/0.45)]",
          device.frame,
          device.screen,
          "max-sm:inset-x-[12%] max-sm:top-4",
          wide ? "sm:top-12 sm:w-[66%]" : "sm:top-6 sm:w-[52%]",
          onLeft ? "sm:left-[7%]" : "sm:right-[7%]",
        )}
      >
        <div
          className={cn("flex items-center gap-1.5 px-1.5 py-1 sm:px-2.5 sm:py-1.5", device.header)}
        >
          <span className="bg-brand-600 inline-flex size-3 items-center justify-center rounded-full text-white sm:size-4">
            <SparkGlyph className="size-1.5 sm:size-2" />
          </span>
          <span className="h-1 w-8 rounded-full bg-current opacity-40 sm:h-1.5 sm:w-14" />
        </div>
        <div className="grid content-start gap-1 p-1.5 text-[7px] leading-[1.3] sm:gap-1.5 sm:p-2 sm:text-[10.5px]">
          {art.conversation.slice(0, 2).map((turn, index) => (
            <p
              key={index}
              className={cn(
                "line-clamp-3 max-w-[88%] rounded-lg px-1.5 py-1 shadow-[0_1px_1px_rgb(0_0_0/0.06)] sm:rounded-xl sm:px-2 sm:py-1.5",
                turn.from === "customer"
                  ? cn("justify-self-end rounded-br-sm", device.customer)
                  : cn("justify-self-start rounded-bl-sm", device.agent),
              )}
            >
              {turn.text}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
