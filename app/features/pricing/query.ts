import {
  normaliseAgents,
  normaliseInteractions,
  PAYG_DEFAULTS,
  type PayAsYouGoInputs,
} from "./pay-as-you-go";
import {
  INQUIRIES,
  normaliseEmployees,
  normaliseSalary,
  normaliseSlider,
  RESOLUTION_RATE,
  RESPONSE_TIME,
  ROI_DEFAULTS,
  type RoiInputs,
} from "./roi";

// Inputs live in the query, so a shared link reproduces the estimate and the server renders it
// without JavaScript (GET forms). A present parameter follows the typed-input rules ("?agents=abc": 1).
export const PAYG_PARAMS = { agents: "agents", interactions: "interactions" } as const;
export const ROI_PARAMS = {
  employees: "employees",
  avgSalary: "salary",
  customerInquiries: "inquiries",
  responseTime: "responseTime",
  resolutionRate: "resolutionRate",
} as const satisfies Record<keyof RoiInputs, string>;

type Query = Pick<URLSearchParams, "get">;

function parseQuery<K extends string>(
  query: Query,
  params: Record<K, string>,
  defaults: Record<K, number>,
  normalise: Record<K, (raw: string) => number>,
): Record<K, number> {
  const inputs = { ...defaults };
  for (const key of Object.keys(params) as K[]) {
    const raw = query.get(params[key]);
    if (raw !== null) inputs[key] = normalise[key](raw);
  }
  return inputs;
}

function serialiseQuery<K extends string>(params: Record<K, string>, inputs: Record<K, number>) {
  const search = new URLSearchParams();
  for (const key of Object.keys(params) as K[]) search.set(params[key], String(inputs[key]));
  return search.toString();
}

export const parsePayAsYouGoQuery = (query: Query): PayAsYouGoInputs =>
  parseQuery(query, PAYG_PARAMS, PAYG_DEFAULTS, {
    agents: normaliseAgents,
    interactions: normaliseInteractions,
  });

export const serialisePayAsYouGoQuery = (inputs: PayAsYouGoInputs): string =>
  serialiseQuery(PAYG_PARAMS, inputs);

export const parseRoiQuery = (query: Query): RoiInputs =>
  parseQuery(query, ROI_PARAMS, ROI_DEFAULTS, {
    employees: normaliseEmployees,
    avgSalary: normaliseSalary,
    customerInquiries: (raw) => normaliseSlider(raw, INQUIRIES),
    responseTime: (raw) => normaliseSlider(raw, RESPONSE_TIME),
    resolutionRate: (raw) => normaliseSlider(raw, RESOLUTION_RATE),
  });

export const serialiseRoiQuery = (inputs: RoiInputs): string => serialiseQuery(ROI_PARAMS, inputs);

/** No navigation (no request, no scroll); the history entry's state is kept. */
export function replaceQueryInAddressBar(query: string): void {
  const url = new URL(window.location.href);
  url.search = query;
  window.history.replaceState(window.history.state, "", url);
}

export function shareableUrl(query: string): string {
  const url = new URL(window.location.href);
  url.search = query;
  url.hash = "";
  return url.toString();
}
