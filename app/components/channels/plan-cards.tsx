import { Check } from "lucide-react";

import type { ShopifyPlan } from "../../content/pages/channels/shopify";
import { cn } from "../../lib/utils";
import { StudioLink } from "../studio-link";
import { buttonVariants } from "../ui/button";

/** Monthly plans side by side; the popular one is marked and raised. */
export function PlanCards({ plans, action }: { plans: readonly ShopifyPlan[]; action: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => {
        const headingId = `plan-${plan.name.toLowerCase()}`;
        return (
          <li
            key={plan.name}
            aria-labelledby={headingId}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm",
              plan.popular ? "border-brand-600 ring-brand-600 ring-2" : "border-slate-200",
            )}
          >
            {plan.popular ? (
              <p className="bg-brand-600 absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold text-white">
                Most Popular
              </p>
            ) : null}
            <h3 id={headingId} className="text-xl font-semibold text-slate-900">
              {plan.name}
            </h3>
            <p className="mt-1 text-slate-600">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold text-slate-900">${plan.price}</span>
              <span className="text-slate-600">/month</span>
            </p>
            <p className="text-brand-800 mt-2 font-medium">{plan.conversations}</p>
            <ul className="mt-6 mb-8 grid gap-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="text-brand-600 size-4 shrink-0" />
                  {feature}
                </li>
              ))}
            </ul>
            <StudioLink
              className={cn(
                buttonVariants({ variant: plan.popular ? "primary" : "secondary" }),
                "mt-auto w-full",
              )}
            >
              {action}
              <span className="sr-only"> with the {plan.name} plan</span>
            </StudioLink>
          </li>
        );
      })}
    </ul>
  );
}
