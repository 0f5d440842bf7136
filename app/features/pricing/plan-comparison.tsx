import { Check, Minus } from "lucide-react";

import { cn } from "#app/shared/ui-utils";
import { planComparison as copy, type ComparisonValue } from "./plan-comparison.copy";

/**
 * The plans side by side, as a table. On a phone each row becomes a small grid: the feature on
 * a line of its own, the three plans' values under the plan names (which stay under the site's
 * header while the table scrolls). Rows and cells say their roles: a table laid out as a grid
 * loses them in some browsers.
 */
export function PlanComparison({ plans }: { plans: readonly string[] }) {
  return (
    <div className="rounded-card border-line bg-surface shadow-card border">
      <table role="table" className="w-full text-left max-sm:block">
        <caption className="sr-only">{copy.caption}</caption>
        <thead className="bg-surface border-line rounded-t-card border-b max-sm:sticky max-sm:top-[4.125rem] max-sm:z-10 max-sm:block">
          <tr role="row" className="max-sm:grid max-sm:grid-cols-3">
            <th
              role="columnheader"
              scope="col"
              className="text-ink-muted w-[34%] px-6 py-4 text-sm font-medium max-sm:sr-only"
            >
              {copy.featureColumn}
            </th>
            {plans.map((plan, index) => (
              <th
                key={plan}
                role="columnheader"
                scope="col"
                className={cn(
                  "text-ink px-3 py-4 text-center text-sm font-semibold sm:px-6 sm:text-base",
                  index === 1 && "text-accent-strong",
                )}
              >
                {plan}
              </th>
            ))}
          </tr>
        </thead>
        {copy.groups.map((group) => (
          <tbody key={group.title} className="max-sm:block">
            <tr role="row" className="max-sm:block">
              <th
                role="rowheader"
                scope="rowgroup"
                colSpan={4}
                className="bg-surface-muted text-ink-soft px-4 py-2.5 text-left max-sm:block sm:px-6"
              >
                <span className="eyebrow">{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr
                key={row.feature}
                role="row"
                className="border-line border-t first:border-t-0 max-sm:grid max-sm:grid-cols-3 max-sm:pt-3"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="text-ink-soft px-6 py-4 font-normal max-sm:col-span-3 max-sm:px-4 max-sm:py-0 max-sm:text-sm max-sm:font-medium"
                >
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={index}
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell laid out in a grid keeps its role
                    role="cell"
                    className="text-ink px-3 py-4 text-center max-sm:py-2.5 sm:px-6"
                  >
                    <Value value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function Value({ value }: { value: ComparisonValue }) {
  if (typeof value === "string") return <span className="font-medium">{value}</span>;
  const Mark = value ? Check : Minus;
  return (
    <>
      <Mark
        aria-hidden="true"
        className={`${value ? "text-accent-vivid" : "text-ink-subtle"} mx-auto size-5`}
      />
      <span className="sr-only">{value ? copy.included : copy.notIncluded}</span>
    </>
  );
}
