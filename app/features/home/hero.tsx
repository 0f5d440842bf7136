import { useRef, useState, type ReactNode } from "react";

import { homeHero } from "./home-page.copy";
import { findHomeTemplate } from "./home-templates.copy";
import type { AgentFormValues } from "./agent-creation";
import { HeroComposite } from "./hero-composite";
import { AgentPromptForm } from "./agent-prompt-form";
import { usePrefersReducedMotion } from "#app/shared/hooks/use-reduced-motion";
import { islandCommitted } from "#app/shared/page-runtime/islands";

export interface HeroInitialState extends AgentFormValues {
  error?: string;
}

// Grid areas place the parts (the island's element is `display: contents`): on a phone the
// heading, the conversation card, then the prompt box, so the first screen holds a product
// picture and the primary action above the cookie banner; on large screens two columns.
export function HeroSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="hero-areas mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-x-14 px-5 pt-2 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_30rem] lg:pt-8 lg:pb-24">
      <div className="[grid-area:head]">
        <p className="eyebrow text-ink-muted">{homeHero.eyebrow}</p>
        <h1 className="text-display sm:text-display-lg text-ink mt-2 font-bold text-balance sm:mt-5">
          {heading}
        </h1>
      </div>
      {/* 33rem on wide screens: at 1440 px the intro took two lines in Inter and three in the
          metric-matched fallback, so a late font moved the form up; narrower, it takes three
          in both. */}
      <p className="text-ink-muted sm:text-lead mt-8 max-w-2xl text-base text-pretty [grid-area:intro] lg:mt-6 lg:max-w-[33rem]">
        {intro}
      </p>
      {children}
    </section>
  );
}

/** Choosing a template fills the prompt and selects it; editing the text keeps the selection. */
export function HeroInteractive({ initial }: { initial: HeroInitialState }) {
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
    <>
      <div ref={islandCommitted} className="[grid-area:form]">
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
      <HeroComposite
        templateId={templateId}
        onCreate={focusPrompt}
        className="mt-3 [grid-area:visual] lg:mt-0"
      />
    </>
  );
}
