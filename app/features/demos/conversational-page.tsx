import type { ReactNode } from "react";

import { PageHero } from "#app/shared/sections/page-hero";
import { page } from "./conversational-page.copy";

/** The persona demo of the home page on a page of its own; `demo` is the persona demo's island. */
export function ConversationalPage({ demo }: { demo: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className="px-6 pb-20">{demo}</div>
    </>
  );
}
