import type { ReactNode } from "react";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { Section } from "#app/shared/sections/section";
import { cta, page, sections } from "./architecture-page.copy";

/** The architecture page; `diagram` is the animated diagram, an island of its own. */
export function ArchitecturePage({ diagram }: { diagram: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section
        id="diagram"
        title={sections.diagram.title}
        intro={sections.diagram.intro}
        className="pt-4"
      >
        {diagram}
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
