import "./rich-text.css";

import { cn } from "../lib/utils";

/**
 * HTML that went through the server's sanitizer (app/lib/sanitize.server.ts). Never pass
 * anything else: this is the only place the site renders HTML strings.
 */
export function SanitizedHtml({
  html,
  variant = "prose",
  className,
  id,
}: {
  html: string;
  variant?: "prose" | "compact";
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      data-sanitized-html=""
      className={cn(
        "rich-text",
        variant === "prose" ? "rich-text-prose" : "rich-text-compact",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
