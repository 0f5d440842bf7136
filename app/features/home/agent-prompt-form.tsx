import { Icon } from "../../shared/icons/icon";
import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import { useFetcher } from "react-router";

import { track } from "../../shared/analytics/analytics";
import { toast } from "../../shared/forms/toast";

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
import { cn } from "../../shared/ui-utils";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { TEMPLATE_CHOOSER_FORM_ID, TemplateChips } from "./template-chips";

const PROMPT_ID = "agent-prompt";
const ERROR_ID = "agent-prompt-error";

/**
 * The prompt box, the template chips and the hero's buttons. The form posts to the home
 * route's action: with JavaScript through a fetcher (toasts, busy state, then the studio);
 * without it as a plain form (the server redirects, or renders the page with the error).
 */
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
  /** The error of a plain (no-JavaScript) submission, rendered by the server. */
  serverError?: string;
  promptRef: RefObject<HTMLTextAreaElement | null>;
  onWatchDemo: () => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CreateAgentResult>({ key: "create-agent" });
  const handled = useRef<CreateAgentResult | undefined>(undefined);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // After a success the page stays busy until the browser has left for the studio.
  const redirectTo = result?.ok ? result.redirectTo : null;
  const busy = fetcher.state !== "idle" || redirectTo !== null;
  const long = description.length > PROMPT_GROW_THRESHOLD;

  // Each answer of the action is shown once, as a toast.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      track("Agent Created");
      toast.success(result.title, { description: result.description });
    } else toast.error(result.error);
  }, [result]);

  // The studio is another app: leave the site once the visitor has seen the success toast.
  // Coming back with the Back button (page restored from the back/forward cache) clears the
  // busy state, so the form can be used again.
  const resetFetcher = fetcher.reset;
  useEffect(() => {
    if (!redirectTo) return;
    const timer = window.setTimeout(
      () => window.location.assign(redirectTo),
      SUCCESS_REDIRECT_DELAY_MS,
    );
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetFetcher();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [redirectTo, resetFetcher]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = checkDescription(description);
    if (problem) {
      event.preventDefault();
      toast.error(agentCreationMessages[problem]);
      promptRef.current?.focus();
    } else if (busy) {
      event.preventDefault();
    } else {
      track("Agent Creation Started", templateId === null ? {} : { template: templateId });
    }
  };

  return (
    <>
      <fetcher.Form method="post" action="/?index" onSubmit={onSubmit} className="mt-8">
        <input type="hidden" name={agentFormFields.template} value={templateId ?? ""} />
        {/* Set only once hydrated: the action then answers with data instead of a redirect. */}
        <input type="hidden" name={agentFormFields.enhanced} value={hydrated ? "1" : ""} />

        <label htmlFor={PROMPT_ID} className="text-ink block font-semibold">
          {homeHero.promptLabel}
        </label>
        <div className="focus-within:border-accent-vivid focus-within:ring-accent-vivid border-line-strong bg-surface relative mt-2 rounded-2xl border shadow-sm focus-within:ring-1">
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
              "text-ink placeholder:text-ink-subtle block w-full resize-none scroll-mt-28 rounded-2xl bg-transparent pt-3 pr-14 pb-14 pl-4 text-base focus-visible:outline-none",
              long ? "min-h-40" : "min-h-28",
            )}
          />
          <button
            type="submit"
            aria-label={homeHero.sendLabel}
            disabled={hydrated && (isBlankDescription(description) || busy)}
            className="bg-brand-600 hover:bg-brand-700 disabled:bg-line-strong absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full text-white shadow-sm transition-colors disabled:pointer-events-none"
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

        <div className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? (
              <Icon name="loader-2" aria-hidden="true" className="animate-spin" />
            ) : (
              <Icon name="sparkles" aria-hidden="true" />
            )}
            {busy ? homeHero.busy : homeHero.getStarted}
          </Button>
          <Button type="button" variant="secondary" size="lg" onClick={onWatchDemo}>
            <Icon name="play-circle" aria-hidden="true" />
            {homeHero.watchDemo}
          </Button>
        </div>
      </fetcher.Form>
      {/* Without JavaScript the template chips submit this form: GET /?template=<id>. */}
      <form id={TEMPLATE_CHOOSER_FORM_ID} method="get" action={`/#${PROMPT_ID}`} hidden />
    </>
  );
}
