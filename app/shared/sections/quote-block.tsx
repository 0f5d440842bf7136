import { Icon } from "#app/shared/icons/icon";
import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import type { CaseStudyData } from "#app/shared/copy/types";

type QuoteData = CaseStudyData["quote"];

/** A pull quote: `lg` stands alone between sections, `md` sits inside a card. */
export function QuoteBlock({
  quote,
  size = "lg",
  footer,
}: {
  quote: QuoteData;
  size?: "md" | "lg";
  footer?: ReactNode;
}) {
  const large = size === "lg";
  return (
    <figure
      className={cn(
        "enter-rise border-accent-line bg-accent-soft relative rounded-3xl border",
        large ? "mx-auto max-w-4xl px-8 py-12 text-center sm:px-16" : "p-6 sm:p-8",
      )}
    >
      <Icon
        name="quote"
        aria-hidden="true"
        className={cn("text-accent-vivid", large ? "mx-auto size-10" : "size-7")}
      />
      <blockquote
        className={cn(
          "text-ink mt-4 text-balance",
          large
            ? "text-2xl leading-snug font-semibold sm:text-3xl"
            : "text-lg leading-relaxed font-medium sm:text-xl sm:leading-snug",
        )}
      >
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className={cn("text-ink-muted mt-6", large ? "text-base" : "text-sm")}>
        <span className="text-ink font-semibold">{quote.author}</span>, {quote.role}
      </figcaption>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </figure>
  );
}
