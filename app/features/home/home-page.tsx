import type { ReactNode } from "react";

import { ChannelCards } from "./channel-cards";
import { HeroSection } from "./hero";
import { IntegrationGroups } from "./integration-groups";
import { CtaBand } from "#app/shared/sections/cta-band";
import { FaqList } from "#app/shared/sections/faq-list";
import { Section } from "#app/shared/sections/section";
import { faqSection, homeCta, homeFaqs, personaSection, page } from "./home-page.copy";

/**
 * The home page. Its islands come in as slots: the hero's prompt and composite (`hero`), the
 * persona demo and the how-it-works cycle; everything else is drawn by the server only.
 */
export function HomePage({
  hero,
  personaDemo,
  howItWorks,
}: {
  hero: ReactNode;
  personaDemo: ReactNode;
  howItWorks: ReactNode;
}) {
  return (
    <>
      <HeroSection heading={page.heading} intro={page.intro}>
        {hero}
      </HeroSection>
      <ChannelCards />
      <IntegrationGroups />
      <Section
        id="persona-demo"
        eyebrow={personaSection.eyebrow}
        title={personaSection.title}
        intro={personaSection.intro}
        className="max-sm:py-12"
      >
        {personaDemo}
      </Section>
      {howItWorks}
      <Section
        id="faq"
        layout="split"
        tone="white"
        eyebrow={faqSection.eyebrow}
        title={faqSection.title}
        className="max-sm:py-12"
      >
        {/* Compact on phones: eight questions in about one screen. */}
        <div className="max-sm:[&_summary]:py-3 max-sm:[&_summary]:text-base">
          <FaqList items={homeFaqs} />
        </div>
      </Section>
      <CtaBand {...homeCta} />
    </>
  );
}
