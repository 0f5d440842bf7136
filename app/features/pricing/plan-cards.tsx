import { Check } from "lucide-react";

import type { Plan } from "./plan.copy";
import { pricingText } from "./pricing.copy";
import { cn } from "#app/shared/ui-utils";
import { ActionLink } from "#app/shared/links/action-link";

const headingId = (plan: Plan) => `plan-${plan.name.toLowerCase().replace(/\W+/g, "-")}`;

/** One plan: name, price, what it allows, features and its call to action. */
function PlanCard({ plan }: { plan: Plan }) {
  const id = headingId(plan);
  return (
    <li
      aria-labelledby={id}
      className={cn(
        "bg-surface rounded-panel relative flex flex-col border p-6 sm:p-8",
        plan.popular
          ? "border-accent-vivid ring-accent-vivid shadow-panel ring-1"
          : "border-line shadow-card",
      )}
    >
      {plan.popular ? (
        <p className="bg-brand-600 absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-4 py-1 text-sm font-semibold text-white">
          {pricingText.popularBadge}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-ink text-xl font-semibold">
          {plan.name}
        </h3>
        {plan.limitedTime ? (
          <span className="bg-warning-soft text-warning-ink rounded-full px-2.5 py-0.5 text-xs font-semibold">
            {pricingText.limitedTimeBadge}
          </span>
        ) : null}
      </div>
      <p className="text-ink-muted mt-2">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-ink text-5xl font-bold tracking-[-0.045em]">{plan.price}</span>
        {plan.period ? <span className="text-ink-muted">{plan.period}</span> : null}
      </p>
      {plan.allowance ? (
        <p className="text-accent-strong mt-2 font-medium">{plan.allowance}</p>
      ) : null}
      <ul className="text-ink-soft mt-6 grid gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="text-accent-vivid mt-0.5 size-5 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ActionLink
          action={plan.cta}
          variant={plan.popular ? "primary" : "secondary"}
          size="block"
          srContext={`with the ${plan.name} plan`}
        />
      </div>
    </li>
  );
}

/** Plans side by side; the popular one is marked and raised. */
export function PlanCards({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className="grid grid-cols-1 gap-8 pt-4 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} />
      ))}
    </ul>
  );
}
