import type { ReactNode } from "react";

import { ActionLink } from "#app/shared/links/action-link";
import type { CtaAction } from "#app/shared/copy/types";
import { SparkGlyph } from "#app/shared/visuals/spark";

/** The page's closing call to action; the first action in ember: it is the page's last word. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
  children,
}: {
  title: string;
  text?: string;
  primary: CtaAction;
  secondary?: CtaAction;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto my-20 max-w-6xl px-4 sm:px-6">
      <div className="bg-night text-night-ink cta-glow relative isolate overflow-hidden rounded-[2rem] px-6 py-16 sm:px-16 sm:py-20">
        <SparkGlyph className="text-brand-500 absolute top-10 right-10 hidden size-10 sm:block" />
        <div className="max-w-2xl">
          <h2 className="text-heading sm:text-heading-lg font-bold text-balance">{title}</h2>
          {text ? <p className="text-night-muted text-lead mt-4 text-pretty">{text}</p> : null}
          {children}
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionLink action={primary} variant="primary" />
            {secondary ? <ActionLink action={secondary} variant="outlineInverted" /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
