import { cn } from "../lib/utils";

/** Typography for sanitized HTML from the API (no typography plugin: a few element rules). */
const richTextClass = cn(
  "text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold [&_em]:italic [&_i]:italic",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
);

const proseClass = cn(
  "text-lg leading-8",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_blockquote]:mt-6 [&_pre]:mt-6 [&_table]:mt-6 [&_figure]:mt-6",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent",
  "[&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_th]:text-left",
  "[&>*:first-child]:mt-0",
);

const compactClass = "text-sm leading-6 [&_p+*]:mt-2 [&_ul]:mt-2";

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
      className={cn(richTextClass, variant === "prose" ? proseClass : compactClass, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
