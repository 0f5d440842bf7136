import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { NumberedList } from "#app/shared/sections/numbered-list";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import { cta, impactFigures, mission, page, sections, values } from "./about-page.copy";

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section id="mission" title={sections.mission.title} className="pt-4">
        <div className="grid gap-10 lg:grid-cols-2">
          <p className="border-accent-vivid text-ink border-l-4 pl-6 text-2xl leading-snug font-semibold text-balance">
            {mission.statement}
          </p>
          <div className="text-ink-muted grid gap-4 text-lg">
            {mission.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="impact" tone="brand" title={sections.impact.title}>
        <StatsBand stats={impactFigures} label={sections.impact.label} tone="night" />
      </Section>

      <Section id="values" title={sections.values.title} intro={sections.values.intro}>
        <NumberedList items={values} label={sections.values.title} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
