import type { ReactNode } from "react";

import { cn } from "../ui-utils";

/**
 * The chrome of a desktop app window drawn in HTML: three dots and a title over the content.
 * The product views sit in it so they read as screens of the studio, not as cards.
 */
export function WindowFrame({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-panel border-line bg-surface shadow-panel overflow-hidden border",
        className,
      )}
    >
      <div className="border-line bg-canvas flex items-center gap-3 border-b px-4 py-2.5">
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
        </span>
        <span className="text-ink-muted text-xs font-semibold">{title}</span>
        {aside ? <span className="ml-auto">{aside}</span> : null}
      </div>
      {children}
    </div>
  );
}

/** The green "Live" badge of an agent that answers customers. */
export function LiveBadge({ label }: { label: string }) {
  return (
    <span className="bg-success-soft text-success-ink inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold">
      <span className="bg-signal size-1.5 rounded-full" />
      {label}
    </span>
  );
}
