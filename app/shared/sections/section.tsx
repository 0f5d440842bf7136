import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: "page" | "white" | "brand";
  /** `split`: on wide screens the heading stays in a column left of the content. */
  layout?: "stack" | "split";
}

const tones = {
  page: "",
  white: "bg-surface",
  brand: "bg-night text-night-ink",
} as const;

export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = "page",
  layout = "stack",
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const night = tone === "brand";
  const split = layout === "split";
  const header = title ? (
    <div
      className={
        split
          ? "mb-10 lg:sticky lg:top-28 lg:mb-0 lg:self-start"
          : cn("mb-12", intro && "lg:grid lg:grid-cols-2 lg:items-end lg:gap-16")
      }
    >
      <div>
        {eyebrow ? (
          <p className={cn("eyebrow", night ? "text-night-muted" : "text-ink-muted")}>{eyebrow}</p>
        ) : null}
        <h2
          id={headingId}
          className={cn(
            "text-heading sm:text-heading-lg max-w-3xl font-bold text-balance",
            eyebrow && "mt-3",
          )}
        >
          {title}
        </h2>
      </div>
      {intro ? (
        <p
          className={cn(
            "text-lead mt-4 max-w-2xl text-pretty",
            !split && "lg:mt-0 lg:pb-1",
            night ? "text-night-muted" : "text-ink-muted",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  ) : null;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("scroll-mt-24 py-20 sm:py-24", tones[tone], className)}
    >
      <div
        className={cn(
          "mx-auto max-w-6xl px-6",
          split && title && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.7fr)] lg:gap-16",
        )}
      >
        {header}
        {split && title ? <div className="min-w-0">{children}</div> : children}
      </div>
    </section>
  );
}
