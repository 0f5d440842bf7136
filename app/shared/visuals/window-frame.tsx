import type { ReactNode } from "react";

import { SparkGlyph } from "./spark";

/** A studio window's chrome, so product views read as screens of the studio, not cards. */
export function WindowFrame({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-panel border-line bg-surface shadow-panel overflow-hidden border">
      <div className="border-line bg-canvas flex items-center gap-3 border-b px-4 py-2.5">
        <SparkGlyph className="text-brand-500 size-3.5" />
        <span className="text-ink text-xs font-semibold">{title}</span>
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
