import type { ReactNode } from "react";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { page } from "./templates-page.copy";
import { templatesCopy } from "./templates.copy";

/** The templates page around its gallery (`gallery`: the list and its search island). */
export function TemplatesPage({ gallery }: { gallery: ReactNode }) {
  return (
    <>
      {/* On phones the heading takes three lines at 20rem in Inter and in the fallback alike. */}
      <PageHero
        eyebrow={templatesCopy.eyebrow}
        title={page.heading}
        intro={page.intro}
        titleClassName="max-sm:mx-auto max-sm:max-w-[20rem]"
        compact
      />
      {gallery}
      <CtaBand {...templatesCopy.cta} />
    </>
  );
}
