import { useRef, useState } from "react";

import { Icon } from "#app/shared/icons/icon";
import { personaDemoCopy, personaRevealTimesMs, personas, type Persona } from "./personas.copy";
import { cn } from "#app/shared/ui-utils";
import { useOnScreen } from "#app/shared/hooks/use-on-screen";
import { usePageVisible } from "#app/shared/hooks/use-page-visible";
import { usePrefersReducedMotion } from "#app/shared/hooks/use-reduced-motion";
import { useRevealTimeline } from "./use-reveal-timeline";
import { islandCommitted } from "#app/shared/page-runtime/islands";

/** The stage at which the first exchange (customer line and agent reply) is on screen. */
const firstExchangeStage = 2;

interface ChatLine {
  from: "user" | "agent";
  text: string;
}

function visibleLines(persona: Persona, stage: number): ChatLine[] {
  const [first, second] = persona.exchange;
  const lines: ChatLine[] = [];
  if (stage >= 1) lines.push({ from: "user", text: first.user });
  if (stage >= 2) lines.push({ from: "agent", text: first.agent });
  if (stage >= 3)
    lines.push({ from: "user", text: second.user }, { from: "agent", text: second.agent });
  return lines;
}

// Paused while the tab is hidden or the chat off screen; reduced motion shows every line at once.
// The first exchange is in the server's HTML too, so the chat is never an empty box.
export function PersonaDemo({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const [choice, setChoice] = useState({ id: personas[0]!.id, run: 0 });
  const persona = personas.find((p) => p.id === choice.id) ?? personas[0]!;
  const chatRef = useRef<HTMLDivElement>(null);
  const visible = usePageVisible();
  const onScreen = useOnScreen(chatRef);
  const reducedMotion = usePrefersReducedMotion();
  const running = visible && onScreen && !reducedMotion;
  const stage = useRevealTimeline(personaRevealTimesMs, `${choice.id}:${choice.run}`, {
    running,
    complete: reducedMotion,
    startAt: choice.run === 0 ? firstExchangeStage : 0,
  });
  const lines = visibleLines(persona, stage);
  const waitingForAgent = stage === 1;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hintId = "persona-demo-hint";

  return (
    <div ref={islandCommitted} className="mx-auto grid max-w-4xl gap-6">
      <div
        role="group"
        aria-label={personaDemoCopy.pickerLabel}
        className="flex flex-wrap justify-center gap-2"
      >
        {personas.map((option) => {
          const selected = option.id === choice.id;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={selected}
              onClick={() => setChoice((current) => ({ id: option.id, run: current.run + 1 }))}
              className={cn(
                "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                selected
                  ? "border-accent-vivid bg-brand-600 text-white"
                  : "hover:border-brand-500 border-line-strong bg-surface text-ink-soft",
              )}
            >
              <Icon name={option.icon} aria-hidden="true" className="size-4" />
              {option.label}
            </button>
          );
        })}
      </div>

      <div
        ref={chatRef}
        data-playing={running}
        className="border-line bg-surface overflow-hidden rounded-3xl border shadow-lg"
      >
        <div className="bg-night flex items-center gap-3 px-5 py-4 text-white">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-white/15">
            <Icon name="bot" aria-hidden="true" className="size-5" />
          </span>
          <div>
            <Heading className="font-semibold">{persona.agentName}</Heading>
            <p className="text-night-muted text-sm">Scripted demo conversation</p>
          </div>
        </div>

        <div
          role="log"
          aria-live="polite"
          aria-label={`Conversation with the ${persona.agentName}`}
          className="bg-canvas grid h-96 content-start gap-3 overflow-y-auto p-5"
          data-testid="persona-chat"
        >
          {lines.map((line) => (
            <ChatBubble
              key={`${choice.run}-${line.from}-${line.text}`}
              line={line}
              persona={persona}
            />
          ))}
          {waitingForAgent ? (
            <p
              aria-hidden="true"
              className="bg-surface text-ink-muted w-fit rounded-2xl px-4 py-2 shadow-sm"
            >
              <span className="animate-pulse">•••</span>
            </p>
          ) : null}
          {/* Without JavaScript nothing plays: show the rest of the exchange instead. */}
          <noscript>
            {visibleLines(persona, personaRevealTimesMs.length)
              .slice(lines.length)
              .map((line) => (
                <ChatBubble key={`${line.from}-${line.text}`} line={line} persona={persona} />
              ))}
          </noscript>
        </div>

        <div className="border-line border-t p-4">
          <div className="flex gap-2">
            <label htmlFor="persona-demo-input" className="sr-only">
              {personaDemoCopy.inputLabel}
            </label>
            <input
              id="persona-demo-input"
              type="text"
              disabled
              placeholder={personaDemoCopy.inputPlaceholder}
              aria-describedby={hintId}
              className="border-line-strong bg-surface-muted text-ink-muted placeholder:text-ink-muted min-w-0 grow rounded-full border px-4 py-2"
            />
            <button
              type="button"
              disabled
              aria-describedby={hintId}
              className="bg-line-strong text-ink-soft inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold"
            >
              <Icon name="send" aria-hidden="true" className="size-4" />
              {personaDemoCopy.send}
            </button>
          </div>
          <p id={hintId} className="text-ink-muted mt-2 text-sm">
            {personaDemoCopy.hint}{" "}
            <a href={personaDemoCopy.hintHref} className="text-accent font-semibold underline">
              {personaDemoCopy.hintLink}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}

function ChatBubble({ line, persona }: { line: ChatLine; persona: Persona }) {
  const fromUser = line.from === "user";
  return (
    <p
      className={cn(
        "animate-fade-in max-w-[85%] rounded-2xl px-4 py-3 text-sm shadow-sm",
        fromUser
          ? "bg-brand-700 justify-self-end rounded-br-sm text-white"
          : "bg-surface text-ink justify-self-start rounded-bl-sm",
      )}
    >
      <span className="sr-only">{fromUser ? persona.customerName : persona.agentName}: </span>
      {line.text}
    </p>
  );
}
