import type { ReactNode } from "react";

import { ActionLink } from "../links/action-link";
import type { CtaAction } from "../copy/types";

export type { CtaAction } from "../copy/types";

/** The closing call to action of a page: a heading, a line and one or two actions. */
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
    <section className="mx-auto my-16 max-w-6xl px-6">
      <div className="from-brand-700 to-brand-900 rounded-3xl bg-gradient-to-br px-8 py-14 text-center text-white">
        <h2 className="text-3xl font-bold text-balance sm:text-4xl">{title}</h2>
        {text ? <p className="text-brand-100 mx-auto mt-4 max-w-2xl text-lg">{text}</p> : null}
        {children}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLink action={primary} variant="inverted" />
          {secondary ? <ActionLink action={secondary} variant="outlineInverted" /> : null}
        </div>
      </div>
    </section>
  );
}
