import { Icon } from "#app/shared/icons/icon";
import { useCallback, useEffect, useRef, useState } from "react";

import { howItWorksSection, howItWorksSteps, howItWorksTickMs } from "./home-page.copy";
import { cn } from "#app/shared/ui-utils";
import { Section } from "#app/shared/sections/section";
import { useOnScreen } from "#app/shared/hooks/use-on-screen";
import { usePageVisible } from "#app/shared/hooks/use-page-visible";
import { usePrefersReducedMotion } from "#app/shared/hooks/use-reduced-motion";
import { islandCommitted } from "#app/shared/page-runtime/islands";

export interface Highlight {
  step: number;
  feature: number;
}

export function nextHighlight(
  current: Highlight,
  featureCounts: readonly number[] = howItWorksSteps.map((step) => step.features.length),
): Highlight {
  const count = featureCounts[current.step] ?? 0;
  if (current.feature + 1 < count) return { step: current.step, feature: current.feature + 1 };
  return { step: (current.step + 1) % featureCounts.length, feature: 0 };
}

/** Advances every 1.5 s; pauses while hidden or off screen, stops with reduced motion. */
export function HowItWorks() {
  const [highlight, setHighlight] = useState<Highlight>({ step: 0, feature: 0 });
  const listRef = useRef<HTMLOListElement | null>(null);
  const listElement = useCallback((element: HTMLOListElement | null) => {
    listRef.current = element;
    islandCommitted(element);
  }, []);
  const visible = usePageVisible();
  const onScreen = useOnScreen(listRef);
  const reducedMotion = usePrefersReducedMotion();
  const running = visible && onScreen && !reducedMotion;

  // One tick per highlight: picking a step, pausing and resuming all start a fresh 1.5 s.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(
      () => setHighlight((current) => nextHighlight(current)),
      howItWorksTickMs,
    );
    return () => window.clearTimeout(timer);
  }, [running, highlight]);

  return (
    <Section
      id="how-it-works"
      eyebrow={howItWorksSection.eyebrow}
      title={howItWorksSection.title}
      intro={howItWorksSection.intro}
      className="max-sm:py-12"
    >
      <ol ref={listElement} data-running={running} className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {howItWorksSteps.map((step, stepIndex) => {
          const active = stepIndex === highlight.step;
          return (
            <li
              key={step.title}
              data-active={active || undefined}
              className={cn(
                "bg-surface rounded-2xl border p-5 shadow-sm transition-colors sm:p-6",
                active ? "border-accent-vivid ring-accent-vivid ring-1" : "border-line",
              )}
            >
              <h3>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => setHighlight({ step: stepIndex, feature: 0 })}
                  className="flex w-full items-center gap-3 rounded-lg text-left"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold",
                      active ? "bg-brand-600 text-white" : "bg-accent-soft text-accent-strong",
                    )}
                  >
                    {stepIndex + 1}
                  </span>
                  <span className="text-ink text-lg font-semibold">
                    <span className="sr-only">Step {stepIndex + 1}: </span>
                    {step.title}
                  </span>
                </button>
              </h3>
              <p className="text-ink-muted mt-3">{step.description}</p>
              <ul className="mt-3 grid gap-1 sm:mt-4 sm:gap-2">
                {step.features.map((feature, featureIndex) => {
                  const highlighted = active && featureIndex === highlight.feature;
                  return (
                    <li
                      key={feature}
                      aria-current={highlighted ? "true" : undefined}
                      className={cn(
                        "flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm transition-colors sm:py-2",
                        highlighted
                          ? "bg-accent-soft text-accent-ink font-semibold"
                          : "text-ink-soft",
                      )}
                    >
                      <Icon
                        name="check"
                        aria-hidden="true"
                        className="text-accent-vivid size-4 shrink-0"
                      />
                      {feature}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
