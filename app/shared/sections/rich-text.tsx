import { cn } from "#app/shared/ui-utils";

// The element rules live in app.css (`rich-text`): in the one stylesheet, not one more request.
const variants = {
  compact: "text-sm leading-6 rich-text-compact",
  prose: "text-lg leading-8 rich-text-prose",
} as const;

/** Only HTML from sanitize.server.ts: the only place the site renders HTML strings. */
export function SanitizedHtml({
  html,
  variant = "prose",
  className,
}: {
  html: string;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <div
      data-sanitized-html=""
      className={cn("text-ink-soft rich-text", variants[variant], className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
