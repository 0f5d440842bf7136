import { href } from "#app/shared/site-map/href";
import { useState } from "react";

import { useCalculatorEdit } from "./use-calculator-edit";
import { roiText as copy } from "./pricing.copy";
import { formatInteger, formatWholeDollars } from "./format";
import { ROI_PARAMS, serialiseRoiQuery } from "./query";
import {
  calculateRoi,
  EMPLOYEES,
  INQUIRIES,
  normaliseEmployees,
  normaliseSalary,
  RESOLUTION_RATE,
  RESPONSE_TIME,
  SALARY,
  type RoiInputs,
  type RoiResult,
} from "./roi";
import { Button } from "#app/components/ui/button";
import { CopyLinkButton } from "./copy-link-button";
import { NumberField } from "./number-field";
import { SliderField } from "./slider-field";
import { islandCommitted } from "#app/shared/page-runtime/islands";

type Sliders = Pick<RoiInputs, "customerInquiries" | "responseTime" | "resolutionRate">;

const formatMonths = (months: number | null) =>
  months === null
    ? copy.noPayback
    : `${formatInteger(months)} ${months === 1 ? "month" : "months"}`;

/** The rows of the results, in order. */
const resultRows: { key: keyof typeof copy.results; value: (result: RoiResult) => string }[] = [
  { key: "monthlySavings", value: (r) => formatWholeDollars(r.monthlySavings) },
  { key: "annualSavings", value: (r) => formatWholeDollars(r.annualSavings) },
  { key: "annualCost", value: (r) => formatWholeDollars(r.annualCost) },
  { key: "netBenefit", value: (r) => formatWholeDollars(r.netBenefit) },
  { key: "roiPercent", value: (r) => `${formatInteger(r.roiPercent)}%` },
  { key: "payback", value: (r) => formatMonths(r.paybackMonths) },
];

/**
 * The ROI calculator (an island): a GET form like the pay-as-you-go one (server-rendered figures without
 * JavaScript, live figures and a shareable address with it).
 */
export function RoiCalculatorPanel({ initial }: { initial: RoiInputs }) {
  const [text, setText] = useState({
    employees: String(initial.employees),
    avgSalary: String(initial.avgSalary),
  });
  const [sliders, setSliders] = useState<Sliders>({
    customerInquiries: initial.customerInquiries,
    responseTime: initial.responseTime,
    resolutionRate: initial.resolutionRate,
  });
  const inputs: RoiInputs = {
    employees: normaliseEmployees(text.employees),
    avgSalary: normaliseSalary(text.avgSalary),
    ...sliders,
  };
  const result = calculateRoi(inputs);
  const query = serialiseRoiQuery(inputs);

  const edit = useCalculatorEdit("roi", query);
  const commit = () =>
    setText({ employees: String(inputs.employees), avgSalary: String(inputs.avgSalary) });

  const numberClass = "mt-2 w-full";

  return (
    <form
      ref={islandCommitted}
      method="get"
      action={`${href("/roi-calculator")}#calculator`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
      className="grid grid-cols-1 gap-8 lg:grid-cols-2"
    >
      <div className="border-line bg-surface grid content-start gap-8 rounded-2xl border p-6 shadow-sm sm:p-8">
        <fieldset className="grid gap-5">
          <legend className="text-ink mb-4 text-xl font-semibold">{copy.inputsTitle}</legend>
          <NumberField
            id="roi-employees"
            name={ROI_PARAMS.employees}
            label={copy.employeesLabel}
            text={text.employees}
            range={{ ...EMPLOYEES, step: 1 }}
            onTextChange={(employees) => edit(setText, { employees })}
            onCommit={commit}
            className={numberClass}
          />
          <NumberField
            id="roi-salary"
            name={ROI_PARAMS.avgSalary}
            label={copy.salaryLabel}
            text={text.avgSalary}
            range={{ ...SALARY, step: 1 }}
            onTextChange={(avgSalary) => edit(setText, { avgSalary })}
            onCommit={commit}
            className={numberClass}
          />
        </fieldset>
        <fieldset className="grid gap-6">
          <legend className="text-ink mb-4 text-xl font-semibold">{copy.workloadTitle}</legend>
          <SliderField
            id="roi-inquiries"
            name={ROI_PARAMS.customerInquiries}
            label={copy.inquiriesLabel}
            range={INQUIRIES}
            value={sliders.customerInquiries}
            format={formatInteger}
            onChange={(customerInquiries) => edit(setSliders, { customerInquiries })}
          />
          <SliderField
            id="roi-response-time"
            name={ROI_PARAMS.responseTime}
            label={copy.responseTimeLabel}
            range={RESPONSE_TIME}
            value={sliders.responseTime}
            format={(hours) => `${hours} ${hours === 1 ? "hour" : "hours"}`}
            onChange={(responseTime) => edit(setSliders, { responseTime })}
          />
          <SliderField
            id="roi-resolution-rate"
            name={ROI_PARAMS.resolutionRate}
            label={copy.resolutionRateLabel}
            range={RESOLUTION_RATE}
            value={sliders.resolutionRate}
            format={(percent) => `${percent}%`}
            onChange={(resolutionRate) => edit(setSliders, { resolutionRate })}
          />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{copy.calculate}</Button>
          <CopyLinkButton query={query} label={copy.copyLink} />
        </div>
      </div>

      <div className="bg-night self-start rounded-2xl p-6 text-white sm:p-8">
        <h3 className="text-xl font-semibold">{copy.resultsTitle}</h3>
        <dl aria-live="polite" className="mt-6 grid gap-4 sm:grid-cols-2">
          {resultRows.map((row) => (
            <div key={row.key} className="rounded-xl bg-white/10 p-4">
              <dt className="text-night-muted text-sm">{copy.results[row.key]}</dt>
              <dd
                data-testid={`roi-${row.key}`}
                className="mt-1 text-2xl font-bold tracking-tight tabular-nums"
              >
                {row.value(result)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-night-muted mt-6 text-sm">{copy.method}</p>
      </div>
    </form>
  );
}
