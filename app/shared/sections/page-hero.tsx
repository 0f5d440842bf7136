import type { ReactNode } from "react";

import { cn } from "../ui-utils";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The opening section of a content page: one h1, an introduction, optional actions. */
export function PageHero({ eyebrow, title, intro, children, className }: PageHeroProps) {
  return (
    <section className={cn("mx-auto max-w-4xl px-6 pt-16 pb-12 text-center", className)}>
      {eyebrow ? (
        <p className="text-accent text-eyebrow font-semibold uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-display sm:text-display-lg text-ink mt-3 font-bold text-balance">
        {title}
      </h1>
      {intro ? <p className="text-lead text-ink-muted mt-5 text-pretty">{intro}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
