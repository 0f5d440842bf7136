import { useRef, useState } from "react";

import { homeHero } from "./home-page.copy";
import { findHomeTemplate } from "./home-templates.copy";
import type { AgentFormValues } from "./agent-creation";
import { AgentPreviewPanel } from "./agent-preview-panel";
import { AgentPromptForm } from "./agent-prompt-form";
import { usePrefersReducedMotion } from "../../shared/hooks/use-reduced-motion";

export interface HeroInitialState extends AgentFormValues {
  /** The error of a plain (no-JavaScript) submission. */
  error?: string;
}

/**
 * The home page's opening: the heading (the page's largest paint is this text), the prompt
 * box with its template chips, and on large screens the agent preview. Choosing a template
 * fills the prompt and selects it; editing the text keeps the selection.
 */
export function Hero({
  heading,
  intro,
  initial,
}: {
  heading: string;
  intro: string;
  initial: HeroInitialState;
}) {
  const [description, setDescription] = useState(initial.description);
  const [templateId, setTemplateId] = useState(initial.templateId);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const selectTemplate = (id: number) => {
    const template = findHomeTemplate(id);
    if (!template) return;
    setTemplateId(template.id);
    setDescription(template.prompt);
  };

  // Watch Demo and Create Your Agent both bring the visitor to the prompt box.
  const focusPrompt = () => {
    const prompt = promptRef.current;
    if (!prompt) return;
    prompt.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "center" });
    prompt.focus({ preventScroll: true });
  };

  return (
    <section className="mx-auto grid max-w-6xl gap-12 px-6 pt-12 pb-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:pt-16">
      <div>
        <p className="text-accent text-eyebrow font-semibold uppercase">{homeHero.eyebrow}</p>
        <h1 className="text-display sm:text-display-lg text-ink mt-3 font-bold text-balance">
          {heading}
        </h1>
        <p className="text-lead text-ink-muted mt-5 max-w-2xl text-pretty">{intro}</p>
        <AgentPromptForm
          description={description}
          onDescriptionChange={setDescription}
          templateId={templateId}
          onTemplateSelect={selectTemplate}
          serverError={initial.error}
          promptRef={promptRef}
          onWatchDemo={focusPrompt}
        />
      </div>
      <AgentPreviewPanel templateId={templateId} onCreate={focusPrompt} />
    </section>
  );
}
