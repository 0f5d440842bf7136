import { href } from "#app/shared/site-map/href";
import { useState } from "react";

import { useCalculatorEdit } from "./use-calculator-edit";
import { payAsYouGoText as copy, payAsYouGoTiers } from "./pricing.copy";
import { formatCents, formatInteger, formatMillsRate } from "./format";
import {
  AGENTS,
  estimatePayAsYouGo,
  INTERACTIONS,
  normaliseAgents,
  normaliseInteractions,
  stepAgents,
  stepInteractions,
  type PayAsYouGoInputs,
} from "./pay-as-you-go";
import { PAYG_PARAMS, serialisePayAsYouGoQuery } from "./query";
import { Button } from "#app/components/ui/button";
import { CopyLinkButton } from "./copy-link-button";
import { Stepper } from "./stepper";
import { islandCommitted } from "#app/shared/page-runtime/islands";

/** A GET form the server answers without JavaScript; with it the estimate follows every keystroke. */
export function PayAsYouGoCalculator({ initial }: { initial: PayAsYouGoInputs }) {
  const [text, setText] = useState({
    agents: String(initial.agents),
    interactions: String(initial.interactions),
  });
  const inputs: PayAsYouGoInputs = {
    agents: normaliseAgents(text.agents),
    interactions: normaliseInteractions(text.interactions),
  };
  const estimate = estimatePayAsYouGo(inputs);
  const query = serialisePayAsYouGoQuery(inputs);

  const edit = useCalculatorEdit("pay-as-you-go", query);
  // Shows the value the estimate uses ("" → 1, "-5" → 100); the query already holds it.
  const commit = () =>
    setText({ agents: String(inputs.agents), interactions: String(inputs.interactions) });

  return (
    <form
      ref={islandCommitted}
      method="get"
      action={`${href("/pay-as-you-go")}#calculator`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
      className="border-line bg-surface grid grid-cols-1 gap-8 rounded-2xl border p-4 shadow-sm sm:p-8 lg:grid-cols-2"
    >
      <div className="grid content-start gap-6">
        <Stepper
          id="payg-agents"
          name={PAYG_PARAMS.agents}
          label={copy.agentsLabel}
          hint={copy.agentsHint}
          text={text.agents}
          range={AGENTS}
          atMin={inputs.agents <= AGENTS.min}
          atMax={inputs.agents >= AGENTS.max}
          onTextChange={(agents) => edit(setText, { agents })}
          onCommit={commit}
          onStep={(direction) =>
            edit(setText, { agents: String(stepAgents(inputs.agents, direction)) })
          }
        />
        <Stepper
          id="payg-interactions"
          name={PAYG_PARAMS.interactions}
          label={copy.interactionsLabel}
          hint={copy.interactionsHint}
          text={text.interactions}
          range={INTERACTIONS}
          atMin={inputs.interactions <= INTERACTIONS.min}
          atMax={inputs.interactions >= INTERACTIONS.max}
          onTextChange={(interactions) => edit(setText, { interactions })}
          onCommit={commit}
          onStep={(direction) =>
            edit(setText, {
              interactions: String(stepInteractions(inputs.interactions, direction)),
            })
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{copy.calculate}</Button>
          <CopyLinkButton query={query} label={copy.copyLink} />
        </div>
      </div>

      <div className="bg-accent-soft min-w-0 rounded-2xl p-4 sm:p-6">
        <p className="text-ink-soft font-semibold">{copy.totalLabel}</p>
        <p
          aria-live="polite"
          aria-atomic="true"
          data-testid="payg-total"
          className="text-accent-ink mt-1 text-4xl font-bold tracking-tight [overflow-wrap:anywhere] tabular-nums"
        >
          <span className="sr-only">{copy.totalLabel}: </span>
          {formatCents(estimate.totalCents)}
        </p>
        <p className="text-ink-soft mt-1 text-sm">
          {formatInteger(estimate.agents)} {estimate.agents === 1 ? "agent" : "agents"} ×{" "}
          {formatInteger(estimate.interactions)} unique interactions each
        </p>
        <table className="mt-6 w-full text-left text-sm tabular-nums">
          <caption className="text-ink mb-2 text-left font-semibold">
            {copy.breakdownCaption}
          </caption>
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {copy.columns.tier}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {copy.columns.interactions}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {copy.columns.cost}
              </th>
            </tr>
          </thead>
          <tbody className="text-ink">
            {estimate.lines.map((line, index) => (
              <tr key={line.tier.from} className="border-line-strong border-t">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {payAsYouGoTiers[index]?.tier}
                  <span className="text-ink-soft block">
                    {formatMillsRate(line.tier.mills)} {copy.each}
                  </span>
                </th>
                <td className="py-2 pr-2 text-right">
                  {breakableFigure(formatInteger(line.interactions))}
                </td>
                <td className="py-2 text-right">{breakableFigure(formatCents(line.cents))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-ink-subtle text-ink border-t-2 font-semibold">
              <th scope="row" colSpan={2} className="py-2 pr-2">
                {copy.totalRow}
              </th>
              <td data-testid="payg-breakdown-total" className="py-2 text-right">
                {breakableFigure(formatCents(estimate.totalCents))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </form>
  );
}

/**
 * A figure that may wrap only after a thousands separator ("$1,<wbr>234,<wbr>567.00"): at the
 * largest inputs a 320 px phone's table still fits, and "$10.00" never breaks between digits.
 */
function breakableFigure(figure: string) {
  return figure
    .split(",")
    .flatMap((group, index, groups) =>
      index < groups.length - 1 ? [`${group},`, <wbr key={index} />] : [group],
    );
}
