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

function read<T>(query: Query, name: string, fallback: T, normalise: (raw: string) => T): T {
  const raw = query.get(name);
  return raw === null ? fallback : normalise(raw);
}

export function parsePayAsYouGoQuery(query: Query): PayAsYouGoInputs {
  return {
    agents: read(query, PAYG_PARAMS.agents, PAYG_DEFAULTS.agents, normaliseAgents),
    interactions: read(
      query,
      PAYG_PARAMS.interactions,
      PAYG_DEFAULTS.interactions,
      normaliseInteractions,
    ),
  };
}

export function serialisePayAsYouGoQuery(inputs: PayAsYouGoInputs): string {
  return new URLSearchParams({
    [PAYG_PARAMS.agents]: String(inputs.agents),
    [PAYG_PARAMS.interactions]: String(inputs.interactions),
  }).toString();
}

export function parseRoiQuery(query: Query): RoiInputs {
  return {
    employees: read(query, ROI_PARAMS.employees, ROI_DEFAULTS.employees, normaliseEmployees),
    avgSalary: read(query, ROI_PARAMS.avgSalary, ROI_DEFAULTS.avgSalary, normaliseSalary),
    customerInquiries: read(query, ROI_PARAMS.customerInquiries, INQUIRIES.initial, (raw) =>
      normaliseSlider(raw, INQUIRIES),
    ),
    responseTime: read(query, ROI_PARAMS.responseTime, RESPONSE_TIME.initial, (raw) =>
      normaliseSlider(raw, RESPONSE_TIME),
    ),
    resolutionRate: read(query, ROI_PARAMS.resolutionRate, RESOLUTION_RATE.initial, (raw) =>
      normaliseSlider(raw, RESOLUTION_RATE),
    ),
  };
}

export function serialiseRoiQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(ROI_PARAMS) as (keyof RoiInputs)[]) {
    params.set(ROI_PARAMS[key], String(inputs[key]));
  }
  return params.toString();
}

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
