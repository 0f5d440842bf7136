import type { FormEvent, ReactNode } from "react";

import { whatsappDemo } from "./demos.copy";
import { Icon } from "#app/shared/icons/icon";
import { track } from "#app/shared/analytics/analytics";
import { useFormPost } from "#app/shared/forms/use-form-post";
import { WHATSAPP_STEPS } from "./whatsapp-steps-highlight";
import { islandCommitted } from "#app/shared/page-runtime/islands";

/** What the WhatsApp demo's action answers. */
export type WhatsappLookup =
  | { status: "found"; mobileNumber: string; chatUrl: string }
  | { status: "none" }
  | { status: "failed" };

/**
 * Acts on the lookup's answer in the tab that was opened during the click: go to the chat, or
 * close it and alert.
 */
export function settleWhatsappTab(
  result: WhatsappLookup,
  tab: Window | null,
  browser: Pick<Window, "alert" | "open"> = window,
): void {
  if (result.status === "found") {
    if (tab && !tab.closed) tab.location.href = result.chatUrl;
    else browser.open(result.chatUrl, "_blank", "noopener,noreferrer");
    return;
  }
  tab?.close();
  browser.alert(result.status === "none" ? whatsappDemo.noContact : whatsappDemo.failure);
}

/** A post that got no lookup back (a guard's 429 or 413, an error page, no network) failed. */
const lookupOfFailure = (): WhatsappLookup => ({ status: "failed" });

/**
 * Opens the tab the chat will load in. It must be opened during the click (popup blockers allow
 * tabs opened by a click), before the lookup has answered.
 */
function openWaitingTab(): Window | null {
  const opened = window.open("", "_blank");
  if (!opened) return null;
  // The chat page must not be able to reach back into this one.
  opened.opener = null;
  try {
    opened.document.title = "Connecting to WhatsApp…";
    opened.document.body.textContent = "Connecting to WhatsApp…";
  } catch {
    // A blank tab without a body yet: it only misses the waiting text.
  }
  return opened;
}

/**
 * The round WhatsApp button (an island). It posts to its page (`action`), which asks the
 * product API. The new tab is opened synchronously in the submit handler and sent to the chat
 * when the answer arrives. Without JavaScript the form posts normally and the page comes back
 * with the answer (`initialResult`) as a link or a message.
 */
export function WhatsappButton({
  action,
  initialResult,
}: {
  action: string;
  initialResult?: WhatsappLookup;
}) {
  const { state, submit } = useFormPost(lookupOfFailure);
  const busy = state !== "idle";

  const lookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    track("WhatsApp Lookup");
    const tab = openWaitingTab();
    void submit(new FormData(event.currentTarget), action).then((result) =>
      settleWhatsappTab(result, tab),
    );
  };

  return (
    <form
      ref={islandCommitted}
      method="post"
      action={action}
      onSubmit={lookUp}
      className="flex flex-col items-center"
    >
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="flex size-40 flex-col items-center justify-center gap-2 rounded-full bg-emerald-700 text-center font-semibold text-white shadow-xl ring-8 ring-emerald-100 transition hover:bg-emerald-800 focus-visible:outline-4 disabled:opacity-70"
      >
        <Icon name="message-circle" aria-hidden="true" className="size-10" />
        <span className="px-4 leading-tight">{whatsappDemo.buttonLabel}</span>
      </button>
      {initialResult ? <DocumentResult result={initialResult} /> : null}
    </form>
  );
}

/** The answer of a form post without JavaScript. */
function DocumentResult({ result }: { result: WhatsappLookup }) {
  return (
    <p role="status" className="text-ink-soft mt-6 max-w-xs text-center">
      {result.status === "found" ? (
        <a
          href={result.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-accent font-semibold underline"
        >
          Open the WhatsApp chat
        </a>
      ) : result.status === "none" ? (
        whatsappDemo.noContact
      ) : (
        whatsappDemo.failure
      )}
    </p>
  );
}

/** Position of step `index` of `count` on the circle, clockwise from the top, in percent. */
export function circlePosition(index: number, count: number, radius = 38) {
  const angle = ((-90 + (index * 360) / count) * Math.PI) / 180;
  return {
    x: Number((50 + radius * Math.cos(angle)).toFixed(2)),
    y: Number((50 + radius * Math.sin(angle)).toFixed(2)),
  };
}

/**
 * The six steps arranged on a circle around `centre` (a list on small screens). Hovering or
 * focusing a step highlights it (the demo tracks the hovered step): plain markup, the
 * page's script sets `data-active` (whatsapp-steps-highlight.ts).
 */
export function WhatsappSteps({ centre }: { centre: ReactNode }) {
  const steps = whatsappDemo.steps;
  return (
    <div className="relative mx-auto w-full max-w-3xl md:aspect-square">
      <div
        aria-hidden="true"
        className="absolute inset-[12%] hidden rounded-full border-2 border-dashed border-emerald-200 md:block"
      />
      <div className="flex justify-center md:absolute md:inset-0 md:items-center">{centre}</div>
      <h2 id="whatsapp-steps-title" className="sr-only">
        {whatsappDemo.stepsTitle}
      </h2>
      <ol
        aria-labelledby="whatsapp-steps-title"
        {...{ [WHATSAPP_STEPS]: "" }}
        className="mt-10 grid gap-4 sm:grid-cols-2 md:mt-0 md:block"
      >
        {steps.map((step, index) => {
          const { x, y } = circlePosition(index, steps.length);
          return (
            <li
              key={step.title}
              // Focusable so that keyboard visitors get the highlight that hovering gives.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              data-active="false"
              style={{ "--x": `${x}%`, "--y": `${y}%` } as React.CSSProperties}
              className="bg-surface border-line rounded-2xl border p-4 shadow-sm transition data-[active=true]:z-10 data-[active=true]:scale-105 data-[active=true]:border-emerald-600 data-[active=true]:shadow-lg data-[active=true]:ring-2 data-[active=true]:ring-emerald-600 md:absolute md:top-[var(--y)] md:left-[var(--x)] md:w-48 md:-translate-x-1/2 md:-translate-y-1/2"
            >
              <span className="flex size-7 items-center justify-center rounded-full bg-emerald-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="text-ink mt-2 font-semibold">{step.title}</h3>
              <p className="text-ink-muted mt-1 text-sm">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
