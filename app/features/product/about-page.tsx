import type { ReactNode } from "react";

import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { NumberedList } from "#app/shared/sections/numbered-list";
import { Section } from "#app/shared/sections/section";
import { StatsBand } from "#app/shared/sections/stats-band";
import {
  DescribePicture,
  EverywherePicture,
  HardWayPicture,
  MissionPicture,
} from "./about-pictures";
import { cta, impactFigures, mission, page, sections, values } from "./about-page.copy";

/** The story's chapters in order, each with its picture. */
const storyPictures: readonly ReactNode[] = [
  <HardWayPicture key="hard-way" />,
  <DescribePicture key="describe" />,
  <EverywherePicture key="everywhere" />,
];

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={sections.eyebrow} title={page.heading} intro={page.intro} />

      <Section id="mission" title={sections.mission.title} className="pt-4">
        {/* The statement stays under its heading; the picture may run longer beside it. */}
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <p className="text-ink text-2xl leading-snug font-semibold tracking-[-0.02em] text-balance sm:text-3xl sm:leading-[2.375rem]">
            {mission.statement}
          </p>
          <MissionPicture />
        </div>

        <h3 className="text-ink mt-20 text-2xl font-bold tracking-[-0.02em]">
          {mission.storyTitle}
        </h3>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {mission.story.map((chapter, index) => (
            <li
              key={chapter.title}
              className="border-line bg-surface rounded-card shadow-card overflow-hidden border"
            >
              {storyPictures[index]}
              <div className="p-6">
                <h4 className="text-ink text-lg font-semibold">{chapter.title}</h4>
                <p className="text-ink-muted mt-2 leading-7">{chapter.text}</p>
              </div>
            </li>
          ))}
        </ol>
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
