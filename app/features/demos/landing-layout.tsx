import type { ReactNode } from "react";

import { embedSnippet, landingCopy as copy, type LandingDemo } from "./demos.copy";
import type { PageCopy } from "#app/shared/copy/types";
import { getPublicConfig } from "#app/shared/page-runtime/public-config";
import { PageHero } from "#app/shared/sections/page-hero";
import { CtaBand } from "#app/shared/sections/cta-band";
import { Section } from "#app/shared/sections/section";
import { StudioLink } from "#app/shared/links/studio-link";
import { buttonVariants } from "#app/components/ui/button";
import { ChatFrame } from "./chat-frame";
import { LandingLeftColumn, LandingRightColumn } from "./landing-columns";
import { EmbedCode } from "./copy-code";

/**
 * The three-column landing layout of the Voice, Phone and SMS demos (their page body): the demo
 * chat in the centre, what an agent is on the left, why it pays on the right, then three steps,
 * and a closing banner. The site footer below shows the current year (SiteLayout `footerYear`).
 */
export function LandingLayout({
  page,
  demo,
  centre,
}: {
  page: PageCopy;
  demo: LandingDemo;
  /** Replaces the chat frame in the centre column (the phone demo's mock-up, an island). */
  centre?: ReactNode;
}) {
  const { studioUrl } = getPublicConfig();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} className="pb-8" />

      {/* The standard column, as the navigation bar: the chat leads, two narrow columns beside it. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 sm:px-6 lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_minmax(0,15rem)] xl:grid-cols-[minmax(0,17rem)_minmax(0,1fr)_minmax(0,17rem)]">
        {/* The demo comes first for screen readers and small screens; wide screens centre it. */}
        <section
          aria-labelledby="try-demo-title"
          className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <div className="border-line bg-surface rounded-panel shadow-card border p-4 sm:p-6">
            <h2
              id="try-demo-title"
              className="text-ink text-center text-2xl font-bold tracking-[-0.02em]"
            >
              {copy.demo.title}
            </h2>
            <p className="text-ink-muted mt-2 text-center">{copy.demo.subtitle}</p>
            <div className="mt-6">
              {centre ?? (
                <ChatFrame
                  src={`${studioUrl}${demo.framePath}`}
                  title={demo.frameTitle}
                  height={copy.demo.frameHeight}
                  className="border-line rounded-card border"
                />
              )}
            </div>
            <p className="text-ink-muted mt-4 text-center text-sm">{copy.demo.caption}</p>
          </div>
        </section>

        <LandingLeftColumn className="lg:col-start-1 lg:row-start-1" />
        <LandingRightColumn className="lg:col-start-3 lg:row-start-1" />
      </div>

      <Section id="build-your-own" title={copy.steps.title}>
        <ol className="grid gap-6 lg:grid-cols-3">
          <Step number={1} title={copy.steps.create.title}>
            <p className="text-ink-muted">{copy.steps.create.text}</p>
            <StudioLink className={buttonVariants({ className: "mt-4" })}>
              {copy.steps.create.action}
            </StudioLink>
          </Step>
          <Step number={2} title={copy.steps.embed.title}>
            <p className="text-ink-muted">{copy.steps.embed.text}</p>
            <EmbedCode snippet={embedSnippet(studioUrl, demo.snippetAgent)} className="mt-4" />
          </Step>
          <Step number={3} title={copy.steps.live.title}>
            <p className="text-ink-muted">{copy.steps.live.text}</p>
            <p className="text-accent mt-4 text-lg font-semibold">{copy.steps.live.closing}</p>
          </Step>
        </ol>
      </Section>

      <CtaBand
        title={copy.banner.title}
        text={copy.banner.text}
        primary={{ label: copy.banner.action, to: { studio: "" } }}
      />
    </>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="border-line bg-surface rounded-card shadow-card flex flex-col border p-6">
      <span className="bg-ink text-canvas flex size-10 items-center justify-center rounded-full text-lg font-bold">
        {number}
      </span>
      <h3 className="text-ink mt-4 text-xl font-semibold">{title}</h3>
      <div className="mt-2">{children}</div>
    </li>
  );
}
