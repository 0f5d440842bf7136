import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** A measure where Inter and its fallback break the heading alike: a late font moves nothing. */
  titleClassName?: string;
  /** Less room above and below: for a page whose content must start in the first screen. */
  compact?: boolean;
}

/** The opening section of a content page: one h1, an introduction, optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  className,
  titleClassName,
  compact = false,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        "mx-auto max-w-4xl px-6 text-center",
        compact ? "pt-10 pb-8 sm:pt-12 sm:pb-10" : "pt-14 pb-12 sm:pt-20",
        className,
      )}
    >
      {eyebrow ? <p className="eyebrow text-ink-muted">{eyebrow}</p> : null}
      <h1
        className={cn(
          "text-display sm:text-display-lg text-ink font-bold text-balance",
          eyebrow && "mt-4",
          titleClassName,
        )}
      >
        {title}
      </h1>
      {intro ? (
        <p className="text-lead text-ink-muted mx-auto mt-5 max-w-2xl text-pretty">{intro}</p>
      ) : null}
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
