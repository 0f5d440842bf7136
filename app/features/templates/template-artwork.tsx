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
 * The picture's sizes: its height is fixed, so the device's top edge and the two bubbles (each at
 * most two or three lines, ended with an ellipsis) always fit above the picture's bottom edge,
 * where the device is cut off: no bubble is ever cut through a line.
 */
const sizes = {
  card: {
    box: "h-36 sm:h-40",
    // Wide devices sit below the channel's label, which narrow ones leave room for beside them.
    device: { narrow: "top-4 w-[56%] max-w-44", wide: "top-9 w-[70%] max-w-60" },
    header: "gap-1.5 px-2 py-1",
    mark: "size-3.5",
    bar: "h-1 w-10",
    thread: "gap-1 p-1 text-[10px] leading-[13px]",
    bubble: "rounded-lg px-1.5 py-1",
    lines: "line-clamp-2",
  },
  feature: {
    box: "h-56 sm:h-60",
    device: { narrow: "top-5 w-[60%] max-w-52", wide: "top-12 w-[72%] max-w-72" },
    header: "gap-2 px-2.5 py-1.5",
    mark: "size-4",
    bar: "h-1.5 w-14",
    thread: "gap-1.5 p-2 text-xs leading-4",
    bubble: "rounded-xl px-2 py-1.5",
    lines: "line-clamp-3",
  },
} as const;

/** The seed picks the device's side and the pattern. Decorative: the card describes it in text. */
export function TemplateArtwork({
  art,
  size = "card",
  className,
}: {
  art: TemplateArt;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const device = devices[art.channel];
  const scale = sizes[size];
  const onLeft = art.seed % 2 === 0;
  const wide = art.channel === "web" || art.channel === "kiosk";
  return (
    <div
      aria-hidden="true"
      data-art-channel={art.channel}
      className={cn(`art art-${art.hue} relative overflow-hidden`, scale.box, className)}
    >
      <ArtPattern seed={art.seed} className="absolute inset-0 size-full" />
      <span
        className={cn(
          "bg-surface/85 text-ink absolute top-3 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[11px] font-semibold shadow-sm backdrop-blur",
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
          wide ? scale.device.wide : scale.device.narrow,
          onLeft ? "left-[7%]" : "right-[7%]",
        )}
      >
        <div className={cn("flex items-center", scale.header, device.header)}>
          <span
            className={cn(
              "bg-brand-600 inline-flex items-center justify-center rounded-full text-white",
              scale.mark,
            )}
          >
            <SparkGlyph className="size-2" />
          </span>
          <span className={cn("rounded-full bg-current opacity-40", scale.bar)} />
        </div>
        <div className={cn("grid content-start", scale.thread)}>
          {art.conversation.slice(0, 2).map((turn, index) => (
            <p
              key={index}
              className={cn(
                "max-w-[88%] shadow-[0_1px_1px_rgb(0_0_0/0.06)]",
                scale.bubble,
                turn.from === "customer"
                  ? cn("justify-self-end rounded-br-sm", device.customer)
                  : cn("justify-self-start rounded-bl-sm", device.agent),
              )}
            >
              {/* The clamp inside the padding: a clamped line never shows in the bubble's padding. */}
              <span className={scale.lines}>{turn.text}</span>
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
