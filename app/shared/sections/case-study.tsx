import type { ReactNode } from "react";

import type { CaseStudyData } from "#app/shared/copy/types";
import { Icon } from "#app/shared/icons/icon";
import type { IconName } from "#app/shared/icons/icon-names";
import { TickList } from "#app/components/ui/tick-list";
import { cn } from "#app/shared/ui-utils";
import { ChannelVisual } from "#app/shared/visuals/channel-visual";
import type { ChannelKind, SampleExchange } from "#app/shared/visuals/product-visuals.copy";
import { QuoteBlock } from "./quote-block";
import { StatValue } from "./stat-value";

/** The picture of a case study: the customer's agent at work on its channel. */
export interface CaseStudyVisual {
  channel: ChannelKind;
  exchange: SampleExchange;
  /** The palette of the panel behind it (app/styles/art.css). */
  art: "lagoon" | "ember" | "sky" | "plum" | "gold" | "sand";
  icon: IconName;
}

/** One customer story: metrics beside the agent at work, then challenge, solution, results. */
export function CaseStudy({ study, visual }: { study: CaseStudyData; visual?: CaseStudyVisual }) {
  const headingId = `case-${study.id}`;
  const metrics = [
    { label: "ROI", value: study.metrics.roi },
    { label: "Time to value", value: study.metrics.timeToValue },
    { label: "Customer satisfaction", value: study.metrics.satisfaction },
  ];
  return (
    <article
      id={study.id}
      aria-labelledby={headingId}
      className="border-line bg-surface rounded-panel shadow-card scroll-mt-28 overflow-hidden border"
    >
      <div className={cn("grid", visual && "lg:grid-cols-[minmax(0,1fr)_24rem]")}>
        <div className="p-6 sm:p-10">
          <p className="bg-accent-soft text-accent-strong inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold">
            {visual ? <Icon name={visual.icon} aria-hidden="true" className="size-3.5" /> : null}
            {study.industry}
          </p>
          <h3
            id={headingId}
            className="text-ink mt-4 text-2xl font-bold tracking-[-0.02em] text-balance sm:text-[1.75rem] sm:leading-9"
          >
            {study.headline}
          </h3>
          <p className="text-ink-muted mt-2">{study.summary}</p>

          <dl
            aria-label={`${study.company} metrics`}
            // Three across from 384 px; a 320 px phone stacks them, as "320%" is wider than a third.
            className="mt-8 grid gap-2 min-[24rem]:grid-cols-3 sm:gap-3"
          >
            {metrics.map((metric) => (
              <div
                key={metric.label}
                className="border-line bg-canvas flex flex-col-reverse justify-end rounded-2xl border p-3 sm:p-4"
              >
                <dt className="text-ink-muted mt-1.5 text-xs sm:text-sm">{metric.label}</dt>
                <dd className="text-ink">
                  <StatValue
                    value={metric.value}
                    className="text-2xl tracking-[-0.03em] sm:text-4xl"
                    unitClassName="text-ink-soft text-sm sm:text-base"
                  />
                </dd>
              </div>
            ))}
          </dl>
        </div>

        {visual ? (
          <div
            data-crops-bottom
            className={cn(
              `art art-${visual.art}`,
              "relative flex h-64 items-start justify-center overflow-hidden px-6 pt-8 sm:h-80 sm:pt-10 lg:h-auto",
            )}
          >
            {/* The phone rises from the panel's lower edge: its top half tells the story. */}
            <ChannelVisual
              channel={visual.channel}
              exchange={visual.exchange}
              className="max-w-[17rem] lg:absolute lg:top-10"
            />
          </div>
        ) : null}
      </div>

      <div className="border-line grid gap-8 border-t p-6 sm:p-10 md:grid-cols-3">
        <Part icon="flask-conical" title="The challenge">
          <p>{study.challenge}</p>
        </Part>
        <Part icon="lightbulb" title="The solution">
          <p>{study.solution}</p>
        </Part>
        <Part icon="trending-up" title="The results">
          <TickList items={study.results} className="text-ink-soft" />
        </Part>
      </div>

      <div className="px-6 pb-6 sm:px-10 sm:pb-10">
        <QuoteBlock quote={study.quote} size="md" />
      </div>
    </article>
  );
}

function Part({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-ink flex items-center gap-2 font-semibold">
        <span className="bg-surface-muted text-accent-strong flex size-7 items-center justify-center rounded-lg">
          <Icon name={icon} aria-hidden="true" className="size-4" />
        </span>
        {title}
      </h4>
      <div className="text-ink-muted mt-3 leading-7">{children}</div>
    </div>
  );
}
