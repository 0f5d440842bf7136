import { Icon } from "#app/shared/icons/icon";
import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import { href } from "#app/shared/site-map/href";

import { track } from "#app/shared/analytics/analytics";
import { homeGuardMessages } from "#app/shared/forms/form-guards.copy";
import { toast } from "#app/shared/forms/toast";
import { useFormPost, type PostFailure } from "#app/shared/forms/use-form-post";

import { homeHero } from "./home-page.copy";
import {
  agentCreationMessages,
  agentFormFields,
  checkDescription,
  isBlankDescription,
  MAX_DESCRIPTION_LENGTH,
  PROMPT_GROW_THRESHOLD,
  SUCCESS_REDIRECT_DELAY_MS,
  type CreateAgentResult,
} from "./agent-creation";
import { cn } from "#app/shared/ui-utils";
import { Button } from "#app/components/ui/button";
import { useHydrated } from "#app/shared/hooks/use-hydrated";
import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { TEMPLATE_CHOOSER_FORM_ID, TemplateChips } from "./template-chips";

const PROMPT_ID = "agent-prompt";
const ERROR_ID = "agent-prompt-error";

/** The guards in front of the page answer 429 and 413 with the form's messages; else a failure. */
export function resultOfFailure(failure: PostFailure): CreateAgentResult {
  const values = { description: "", templateId: null };
  if ("status" in failure && (failure.status === 429 || failure.status === 413)) {
    const message =
      failure.status === 429 ? homeGuardMessages.rateLimited : homeGuardMessages.tooLarge;
    return { ok: false, error: `${message.title} ${message.description}`, values };
  }
  return { ok: false, error: agentCreationMessages.failed, values };
}

// Posts to the home page: with JavaScript for JSON (toasts, busy state, then the studio), without
// it as a plain form. A Get Started Free pressed before hydration shows the busy label too
// (early-input.ts marks it `data-busy`).
export function AgentPromptForm({
  description,
  onDescriptionChange,
  templateId,
  onTemplateSelect,
  serverError,
  promptRef,
  onWatchDemo,
}: {
  description: string;
  onDescriptionChange: (value: string) => void;
  templateId: number | null;
  onTemplateSelect: (id: number) => void;
  serverError?: string;
  promptRef: RefObject<HTMLTextAreaElement | null>;
  onWatchDemo: () => void;
}) {
  const hydrated = useHydrated();
  const post = useFormPost(resultOfFailure);
  const handled = useRef<CreateAgentResult | undefined>(undefined);
  const result = post.state === "idle" ? post.data : undefined;
  // After a success the page stays busy until the browser has left for the studio.
  const redirectTo = result?.ok ? result.redirectTo : null;
  const busy = post.state !== "idle" || redirectTo !== null;
  const long = description.length > PROMPT_GROW_THRESHOLD;
  // A prompt typed before the page hydrated is the one the form sends.
  useValueFromBeforeHydration(promptRef, onDescriptionChange);

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      track("Agent Created");
      toast.success(result.title, { description: result.description });
    } else toast.error(result.error);
  }, [result]);

  // Leave for the studio once the toast was seen; a back/forward-cache restore clears the busy state.
  const resetPost = post.reset;
  useEffect(() => {
    if (!redirectTo) return;
    const timer = window.setTimeout(
      () => window.location.assign(redirectTo),
      SUCCESS_REDIRECT_DELAY_MS,
    );
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetPost();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [redirectTo, resetPost]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkDescription(description);
    if (problem) {
      toast.error(agentCreationMessages[problem]);
      promptRef.current?.focus();
    } else if (!busy) {
      track("Agent Creation Started", templateId === null ? {} : { template: templateId });
      void post.submit(new FormData(event.currentTarget), href("/"));
    }
  };

  return (
    <>
      <form method="post" action={href("/")} onSubmit={onSubmit} className="mt-4 lg:mt-6">
        <input type="hidden" name={agentFormFields.template} value={templateId ?? ""} />
        {/* Set only once hydrated: the action then answers with data instead of a redirect. */}
        <input type="hidden" name={agentFormFields.enhanced} value={hydrated ? "1" : ""} />

        <label htmlFor={PROMPT_ID} className="text-ink block text-sm font-semibold">
          {homeHero.promptLabel}
        </label>
        {/* Past 100 characters the box grows to 4 rows and a taller minimum height. */}
        <div className="focus-within:border-accent-vivid focus-within:ring-accent-vivid border-line-strong bg-surface shadow-card relative mt-1.5 overflow-hidden rounded-[1.25rem] border transition-colors focus-within:ring-1">
          <textarea
            ref={promptRef}
            id={PROMPT_ID}
            name={agentFormFields.description}
            value={description}
            onChange={(event) => onDescriptionChange(event.target.value)}
            rows={long ? 4 : 2}
            maxLength={MAX_DESCRIPTION_LENGTH}
            placeholder={homeHero.promptPlaceholder}
            aria-invalid={serverError ? true : undefined}
            aria-describedby={serverError ? ERROR_ID : undefined}
            className={cn(
              "text-ink placeholder:text-ink-subtle block w-full resize-none scroll-mt-28 bg-transparent pt-3.5 pr-16 pb-3 pl-4 text-base focus-visible:outline-none",
              long ? "min-h-32 sm:min-h-48" : "min-h-24 sm:min-h-40",
            )}
          />
          <button
            type="submit"
            aria-label={homeHero.sendLabel}
            disabled={isBlankDescription(description) || busy}
            className="pressable bg-ink text-canvas hover:bg-ink-soft disabled:bg-surface-sunken disabled:text-ink-subtle absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full disabled:pointer-events-none"
          >
            <Icon name="arrow-up" aria-hidden="true" className="size-5" />
          </button>
        </div>
        {serverError ? (
          <p id={ERROR_ID} role="alert" className="text-danger mt-2 text-sm font-medium">
            {serverError}
          </p>
        ) : null}

        <TemplateChips selectedId={templateId} onSelect={onTemplateSelect} />

        <div className="mt-3 flex flex-wrap gap-2 sm:mt-6 sm:gap-3">
          {/* Side by side on a phone too: the first screen has room for one row of buttons. */}
          <Button
            type="submit"
            size="lg"
            disabled={busy}
            data-busy={busy ? "" : undefined}
            className="group max-sm:h-11 max-sm:px-4"
          >
            {/* `data-busy` also comes from the head's script, for a post made before hydration. */}
            <Icon name="sparkles" aria-hidden="true" className="group-data-busy:hidden" />
            <Icon
              name="loader-2"
              aria-hidden="true"
              className="hidden animate-spin group-data-busy:block"
            />
            <span hidden={busy} className="group-data-busy:hidden">
              {homeHero.getStarted}
            </span>
            <span hidden={!busy} className="group-data-busy:inline">
              {homeHero.busy}
            </span>
          </Button>
          {/* Ghost: Get Started Free is the one filled, ember action of the hero. */}
          <Button
            type="button"
            variant="ghost"
            size="lg"
            onClick={onWatchDemo}
            className="max-sm:h-11 max-sm:px-4"
          >
            <Icon name="play-circle" aria-hidden="true" />
            {homeHero.watchDemo}
          </Button>
        </div>
      </form>
      {/* Without JavaScript the template chips submit this form: GET /?template=<id>. */}
      <form id={TEMPLATE_CHOOSER_FORM_ID} method="get" action={`/#${PROMPT_ID}`} hidden />
    </>
  );
}
