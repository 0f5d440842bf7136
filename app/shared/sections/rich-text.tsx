import { cn } from "#app/shared/ui-utils";

// Utilities, not a stylesheet of its own: that would be one more render-blocking request.
const base = cn(
  "text-ink-soft [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2",
  "[&_:is(strong,b)]:font-semibold [&_:is(strong,b)]:text-ink [&_:is(em,i)]:italic",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:pl-6 [&_li]:mt-1",
  "[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
);

const variants = {
  compact: "text-sm leading-6 [&>*+*]:mt-2",
  prose: cn(
    "text-lg leading-8 [&>*+*]:mt-5",
    "[&_:is(h2,h3,h4,h5,h6)]:text-ink [&_:is(h3,h4,h5,h6)]:font-semibold",
    "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl",
    "[&_blockquote]:border-l-4 [&_blockquote]:border-accent-line [&_blockquote]:pl-4 [&_blockquote]:italic",
    "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent",
    "[&_table]:w-full [&_:is(td,th)]:border [&_:is(td,th)]:border-line [&_:is(td,th)]:p-2 [&_th]:text-left",
  ),
} as const;

/** Only HTML from sanitize.server.ts: the only place the site renders HTML strings. */
export function SanitizedHtml({
  html,
  variant = "prose",
  className,
  id,
}: {
  html: string;
  variant?: keyof typeof variants;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      data-sanitized-html=""
      className={cn(base, variants[variant], className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
