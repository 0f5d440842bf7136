import { Check, Quote } from "lucide-react";
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
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />

      {/* The standard column, as the navigation bar: the chat leads, two narrow columns beside it. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 sm:px-6 lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_minmax(0,15rem)]">
        {/* The demo comes first for screen readers and small screens; wide screens centre it. */}
        <section aria-labelledby="try-demo-title" className="lg:col-start-2 lg:row-start-1">
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

        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-1">
          <Card title={copy.whatIs.title}>
            <p className="text-ink-muted text-sm leading-6">{copy.whatIs.text}</p>
          </Card>
          <Card title={copy.benefits.title}>
            <CheckList items={copy.benefits.items} />
          </Card>
          <Card title={copy.getStarted.title}>
            <ol className="text-ink-soft grid gap-2 text-sm">
              {copy.getStarted.items.map((item, index) => (
                <li key={item} className="flex gap-3">
                  <span className="bg-accent-soft text-accent-strong flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-semibold">
                    {index + 1}
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className="grid content-start gap-6 lg:col-start-3 lg:row-start-1">
          <Card title={copy.useCases.title}>
            <ul className="grid gap-3">
              {copy.useCases.items.map((item) => (
                <li key={item.title}>
                  <p className="text-ink font-semibold">{item.title}</p>
                  <p className="text-ink-muted text-sm">{item.text}</p>
                </li>
              ))}
            </ul>
          </Card>
          <Card title={copy.whyUs.title}>
            <dl className="grid grid-cols-2 gap-4">
              {copy.whyUs.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse">
                  <dt className="text-ink-muted text-sm">{stat.label}</dt>
                  <dd className="text-ink text-xl font-bold tracking-[-0.03em]">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title={copy.testimonial.title}>
            <figure>
              <Quote aria-hidden="true" className="text-accent-vivid size-6" />
              <blockquote className="text-ink-soft mt-2 text-sm leading-6">
                “{copy.testimonial.quote}”
              </blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="text-ink font-semibold">{copy.testimonial.name}</span>
                <span className="text-ink-muted block">{copy.testimonial.role}</span>
              </figcaption>
            </figure>
          </Card>
        </div>
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

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-line bg-surface rounded-card shadow-card border p-5">
      <h2 className="text-ink text-base font-semibold tracking-[-0.01em]">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="text-ink-soft grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="text-accent-vivid mt-0.5 size-5 shrink-0" />
          {item}
        </li>
      ))}
    </ul>
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
