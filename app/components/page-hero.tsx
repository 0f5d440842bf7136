import type { ReactNode } from "react";

import { cn } from "../lib/utils";

export interface PageHeroProps {
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
        <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
        {title}
      </h1>
      {intro ? <p className="mt-5 text-lg text-pretty text-slate-600">{intro}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
