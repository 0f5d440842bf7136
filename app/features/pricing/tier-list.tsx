import { ArrowRight, CheckCircle2 } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import { payAsYouGoText, type PayAsYouGoTier } from "./pricing.copy";

/**
 * The pay-as-you-go rates with their descriptions, the stated range and the promises. The
 * range's low end is the committed-volume rate, shown beside the tiers so the range is true.
 */
export function TierList({ tiers }: { tiers: readonly PayAsYouGoTier[] }) {
  const committed = payAsYouGoText.committedVolume;
  return (
    <div className="grid gap-8">
      <p className="text-ink-soft text-center">
        <span className="text-accent-strong block text-4xl font-bold tracking-tight">
          {payAsYouGoText.range}
        </span>
        <span className="mt-1 block">{payAsYouGoText.rangeLabel}</span>
        <span className="text-ink-muted mt-1 block text-sm">{payAsYouGoText.rangeNote}</span>
      </p>
      <div className="grid gap-4">
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {tiers.map((tier) => (
            <li
              key={tier.tier}
              className="border-line bg-surface flex flex-col rounded-2xl border p-6 shadow-sm"
            >
              <h3 className="text-ink text-lg font-semibold">{tier.tier}</h3>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
                <span className="text-ink text-3xl font-bold">{tier.price}</span>
                <span className="text-ink-muted">{payAsYouGoText.perConversation}</span>
              </p>
              <p className="text-ink-muted mt-3">{tier.description}</p>
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="committed-volume-title"
          className="border-line-strong bg-surface-muted flex flex-col gap-4 rounded-2xl border border-dashed p-6 md:flex-row md:items-center md:justify-between md:gap-8"
        >
          <div className="md:max-w-2xl">
            <h3 id="committed-volume-title" className="text-ink text-lg font-semibold">
              {committed.title}
            </h3>
            <p className="text-ink-muted mt-1">{committed.description}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="flex items-baseline gap-x-2">
              <span className="text-ink text-3xl font-bold">{committed.price}</span>
              <span className="text-ink-muted">{payAsYouGoText.perConversation}</span>
            </p>
            <a
              href={href("/contact")}
              className="text-accent inline-flex items-center gap-1 rounded font-semibold hover:underline"
            >
              {committed.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
        </section>
      </div>
      <ul className="text-ink-soft flex flex-wrap justify-center gap-x-8 gap-y-3">
        {payAsYouGoText.highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-2 font-medium">
            <CheckCircle2 aria-hidden="true" className="text-accent-vivid size-5" />
            {highlight}
          </li>
        ))}
      </ul>
    </div>
  );
}
