import type { CaseStudyData } from "#app/shared/copy/types";
import { TickList } from "#app/components/ui/tick-list";
import { QuoteBlock } from "./quote-block";

/** One customer story: the challenge, the solution, the results, three metrics and a quote. */
export function CaseStudy({ study }: { study: CaseStudyData }) {
  const headingId = `case-${study.id}`;
  const metrics = [
    { label: "ROI", value: study.metrics.roi },
    { label: "Time to value", value: study.metrics.timeToValue },
    { label: "Customer satisfaction", value: study.metrics.satisfaction },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="border-line bg-surface overflow-hidden rounded-3xl border shadow-sm"
    >
      <div className="grid lg:grid-cols-[1fr_20rem]">
        <div className="p-8 sm:p-10">
          <p className="bg-accent-soft text-accent-strong w-fit rounded-full px-3 py-1 text-xs font-semibold">
            {study.industry}
          </p>
          <h3 id={headingId} className="text-ink mt-4 text-2xl font-bold text-balance">
            {study.headline}
          </h3>
          <p className="text-ink-muted mt-2">{study.summary}</p>

          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="text-ink font-semibold">The challenge</h4>
              <p className="text-ink-muted mt-2">{study.challenge}</p>
            </div>
            <div>
              <h4 className="text-ink font-semibold">The solution</h4>
              <p className="text-ink-muted mt-2">{study.solution}</p>
            </div>
          </div>

          <h4 className="text-ink mt-8 font-semibold">The results</h4>
          <TickList items={study.results} className="text-ink-soft mt-3" />

          <QuoteBlock quote={study.quote} size="md" className="mt-8" />
        </div>

        <dl
          aria-label={`${study.company} metrics`}
          className="bg-night grid content-center gap-8 p-8 text-center text-white sm:grid-cols-3 lg:grid-cols-1"
        >
          {metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse gap-1">
              <dt className="text-night-muted text-sm">{metric.label}</dt>
              <dd className="text-4xl font-bold">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
