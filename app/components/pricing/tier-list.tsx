import { CheckCircle2 } from "lucide-react";

import { payAsYouGoText, type PayAsYouGoTier } from "../../content/pricing";

/** The pay-as-you-go rates with their descriptions, the stated range and the promises. */
export function TierList({ tiers }: { tiers: readonly PayAsYouGoTier[] }) {
  return (
    <div className="grid gap-8">
      <p className="text-center text-slate-700">
        <span className="text-brand-800 block text-4xl font-bold tracking-tight">
          {payAsYouGoText.range}
        </span>
        <span className="mt-1 block">{payAsYouGoText.rangeLabel}</span>
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {tiers.map((tier) => (
          <li
            key={tier.tier}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{tier.tier}</h3>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold text-slate-900">{tier.price}</span>
              <span className="text-slate-600">{payAsYouGoText.perConversation}</span>
            </p>
            <p className="mt-3 text-slate-600">{tier.description}</p>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap justify-center gap-x-8 gap-y-3 text-slate-700">
        {payAsYouGoText.highlights.map((highlight) => (
          <li key={highlight} className="flex items-center gap-2 font-medium">
            <CheckCircle2 aria-hidden="true" className="text-brand-600 size-5" />
            {highlight}
          </li>
        ))}
      </ul>
    </div>
  );
}
