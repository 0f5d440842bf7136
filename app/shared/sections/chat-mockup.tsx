import { Icon } from "#app/shared/icons/icon";

import { cn } from "#app/shared/ui-utils";
import type { ChatMessage } from "#app/shared/copy/types";
import { studioLabels } from "#app/shared/visuals/product-visuals.copy";

/** A transcript, not a working chat: screen readers hear who says what, and nothing moves. */
export function ChatMockup({
  agentName,
  messages,
  caption,
}: {
  agentName: string;
  messages: readonly ChatMessage[];
  /** What the conversation shows; read as the figure's caption. */
  caption: string;
}) {
  return (
    <figure className="border-line bg-surface mx-auto w-full max-w-md overflow-hidden rounded-3xl border shadow-xl">
      <div className="bg-brand-700 flex items-center gap-3 px-5 py-4 text-white">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/15">
          <Icon name="bot" aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="font-semibold">{agentName}</p>
          <p className="text-brand-100 flex items-center gap-1.5 text-xs">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-300" />
            {studioLabels.online}
          </p>
        </div>
      </div>
      <ol className="bg-canvas grid gap-3 px-4 py-5">
        {messages.map((message, index) => {
          const fromAgent = message.from === "agent";
          return (
            <li
              key={index}
              className={cn("flex items-end gap-2", fromAgent ? "" : "flex-row-reverse")}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-7 shrink-0 items-center justify-center rounded-full",
                  fromAgent ? "bg-brand-100 text-accent" : "bg-surface-sunken text-ink-soft",
                )}
              >
                <Icon name={fromAgent ? "bot" : "user"} className="size-4" />
              </span>
              <p
                className={cn(
                  "max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-6",
                  fromAgent
                    ? "bg-surface text-ink rounded-bl-sm shadow-sm"
                    : "bg-brand-600 rounded-br-sm text-white",
                )}
              >
                <span className="sr-only">{fromAgent ? `${agentName}: ` : "Customer: "}</span>
                {message.text}
              </p>
            </li>
          );
        })}
      </ol>
      <figcaption className="border-line text-ink-muted border-t px-5 py-3 text-center text-xs">
        {caption}
      </figcaption>
    </figure>
  );
}
