import { CheckCircle2 } from "lucide-react";

import { payAsYouGoText, type PayAsYouGoTier } from "./pricing.copy";

/** The pay-as-you-go rates with their descriptions, the stated range and the promises. */
export function TierList({ tiers }: { tiers: readonly PayAsYouGoTier[] }) {
  return (
    <div className="grid gap-8">
      <p className="text-ink-soft text-center">
        <span className="text-accent-strong block text-4xl font-bold tracking-tight">
          {payAsYouGoText.range}
        </span>
        <span className="mt-1 block">{payAsYouGoText.rangeLabel}</span>
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
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
