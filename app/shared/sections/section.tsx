import type { ReactNode } from "react";

import { cn } from "../ui-utils";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Heading level of the title; sections under the page's h1 use h2. */
  level?: 2 | 3;
  /** The band's background: the page's own, white, or the dark brand colour. */
  tone?: "page" | "white" | "brand";
}

const tones = {
  page: "",
  white: "bg-surface",
  brand: "bg-brand-900 text-white",
} as const;

/** A page section: an optional heading block over its content, in the site's width. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  level = 2,
  tone = "page",
}: SectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("scroll-mt-24 py-16", tones[tone], className)}
    >
      <div className="mx-auto max-w-6xl px-6">
        {title ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow ? (
              <p
                className={cn(
                  "text-eyebrow font-semibold uppercase",
                  tone === "brand" ? "text-brand-200" : "text-accent",
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <Heading
              id={headingId}
              className="text-heading sm:text-heading-lg mt-2 font-bold text-balance"
            >
              {title}
            </Heading>
            {intro ? (
              <p
                className={cn(
                  "text-lead mt-4 text-pretty",
                  tone === "brand" ? "text-brand-100" : "text-ink-muted",
                )}
              >
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
