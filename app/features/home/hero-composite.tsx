import { homeHero } from "./home-page.copy";
import {
  findHomeTemplate,
  previewTemplateWhenNoneChosen,
  type HeroChannel,
} from "./home-templates.copy";
import { cn } from "#app/shared/ui-utils";
import { Button } from "#app/components/ui/button";
import { SparkGlyph } from "#app/shared/visuals/spark";
import { templateStudio } from "#app/shared/visuals/template-studio.copy";

/** WhatsApp keeps its own light colours in either theme (a picture of the app). */
const channelLooks: Record<
  HeroChannel,
  { header: string; screen: string; customer: string; agent: string }
> = {
  WhatsApp: {
    header: "bg-[#075e54] text-white",
    screen: "bg-[#efeae2] text-[#111b21]",
    customer: "bg-[#d9fdd3]",
    agent: "bg-white",
  },
  "Web chat": {
    header: "bg-night text-night-ink",
    screen: "bg-surface text-ink",
    customer: "bg-brand-600 text-white",
    agent: "bg-surface-muted",
  },
  SMS: {
    header: "bg-surface-muted text-ink",
    screen: "bg-surface text-ink",
    customer: "bg-lagoon-600 text-white",
    agent: "bg-surface-muted",
  },
};

// Made of the chosen template's data: the studio building the agent and, in front, the device
// of its channel with the conversation (CSS animation, still for reduced motion). Small screens
// show only the conversation card.
export function HeroComposite({
  templateId,
  onCreate,
  className,
}: {
  templateId: number | null;
  onCreate: () => void;
  className?: string;
}) {
  const chosen = findHomeTemplate(templateId);
  const template = chosen ?? previewTemplateWhenNoneChosen;
  const { preview, title } = template;
  const look = channelLooks[preview.channel];
  const knowledge = templateStudio.knowledge[template.id] ?? [];
  // Before a choice the preview is a real template, labelled as an example of it.
  const exampleTag = (className: string) =>
    chosen ? null : (
      <span
        className={cn(
          "shrink-0 rounded-full bg-current/15 px-2 py-0.5 text-[11px] font-semibold",
          className,
        )}
      >
        {homeHero.previewExample}
      </span>
    );
  const turns = [
    preview.customerMessage,
    preview.agentReply,
    preview.followUp,
    preview.followUpReply,
  ];

  return (
    <aside
      aria-label={homeHero.previewLabel}
      data-testid="agent-preview"
      className={cn("relative lg:min-h-[35rem]", className)}
    >
      {/* The studio: behind the device, its content in the part the device leaves free. */}
      <div className="rounded-panel border-line bg-surface shadow-panel hidden border lg:mr-24 lg:block">
        <div className="border-line flex items-center gap-2 border-b px-5 py-3">
          <SparkGlyph className="text-brand-500 size-3.5" />
          <span className="text-ink text-xs font-semibold">{templateStudio.windowTitle}</span>
        </div>
        <div className="grid gap-5 p-5 pr-44 text-xs">
          <div>
            <p className="text-ink-muted font-semibold">{homeHero.previewAgentLabel}</p>
            <p className="text-ink mt-1 flex items-center gap-2 text-sm font-semibold">
              {title}
              {exampleTag("text-ink-soft")}
            </p>
          </div>
          <div>
            <p className="text-ink-muted font-semibold">{templateStudio.knowledgeLabel}</p>
            <ul className="mt-2 grid gap-1.5">
              {knowledge.map((source) => (
                <li key={source} className="bg-surface-muted text-ink rounded-lg px-2.5 py-1.5">
                  {source}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="text-ink-muted font-semibold">{templateStudio.channelsLabel}</p>
            <ul className="mt-2 grid gap-1.5">
              {templateStudio.channels.map((channel) => {
                const on = channel === preview.channel;
                return (
                  <li key={channel} className="text-ink flex items-center justify-between gap-2">
                    {channel}
                    <span className="sr-only">
                      : {on ? homeHero.channelOn : homeHero.channelOff}
                    </span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        "flex h-4 w-7 rounded-full p-0.5 transition-colors",
                        on ? "bg-signal justify-end" : "bg-surface-sunken",
                      )}
                    >
                      <span className="size-3 rounded-full bg-white shadow-sm" />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <Button variant="secondary" className="mt-1 w-full" onClick={onCreate}>
            {homeHero.createYourAgent}
          </Button>
        </div>
      </div>

      {/* The device: a card on small screens, a phone in front of the studio on large ones. */}
      <div className="rounded-panel border-line shadow-panel overflow-hidden border lg:absolute lg:top-10 lg:right-0 lg:w-64 lg:rounded-[2.5rem] lg:border-0 lg:bg-[#1a1613] lg:p-2">
        <div
          className={cn(
            "flex flex-col overflow-hidden lg:h-[31rem] lg:rounded-[2rem]",
            look.screen,
          )}
        >
          <div className={cn("flex items-center gap-2.5 px-4 py-2.5 lg:pt-7 lg:pb-3", look.header)}>
            <span className="bg-brand-600 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white">
              <SparkGlyph className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="flex items-center gap-2 text-sm font-semibold">
                <span className="truncate" title={title}>
                  {title}
                </span>
                {/* Large screens show the mark in the studio, where the whole title fits. */}
                {exampleTag("lg:hidden")}
              </span>
              <span className="flex items-center gap-1.5 text-[11px] opacity-90">
                <span aria-hidden="true" className="hero-live size-1.5 rounded-full bg-current" />
                {homeHero.liveOn} {preview.channel}
              </span>
            </span>
          </div>
          {/* A fixed height on phones, for the longest template's two messages whole at its width:
              choosing a template changes the words, never the layout. */}
          <ol
            key={template.id}
            data-testid="hero-conversation"
            className="grid content-start gap-2 p-3 text-[13px] leading-snug max-[379px]:h-[12rem] max-lg:h-[11rem] max-lg:overflow-hidden"
          >
            {turns.map((text, index) => {
              const customer = index % 2 === 0;
              return (
                <li
                  key={index}
                  style={{ "--turn": index } as React.CSSProperties}
                  className={cn(
                    "hero-turn max-w-[86%] rounded-2xl px-3 py-2 shadow-sm",
                    customer
                      ? cn("justify-self-end rounded-br-md", look.customer)
                      : cn("justify-self-start rounded-bl-md", look.agent),
                    index > 1 && "max-lg:hidden",
                  )}
                >
                  <span className="sr-only">{customer ? "Customer: " : "Agent: "}</span>
                  {/* Clamped inside the padding (only past the longest template's text). */}
                  <span className="max-lg:line-clamp-4">{text}</span>
                </li>
              );
            })}
          </ol>
          {/* The channel's message field, drawn: the picture of a live chat, not a control. */}
          <div aria-hidden="true" className="mt-auto hidden items-center gap-2 p-3 lg:flex">
            <span className="h-9 grow rounded-full bg-white/80 shadow-sm ring-1 ring-black/5" />
            <span className="bg-brand-600 inline-flex size-9 items-center justify-center rounded-full text-white">
              <SparkGlyph className="size-3.5" />
            </span>
          </div>
        </div>
      </div>
    </aside>
  );
}
