import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { AGENTS, INTERACTIONS, PAYG_DEFAULTS } from "./pay-as-you-go";
import {
  PAYG_PARAMS,
  parsePayAsYouGoQuery,
  parseRoiQuery,
  ROI_PARAMS,
  serialisePayAsYouGoQuery,
  serialiseRoiQuery,
} from "./query";
import { queryParamsOf } from "#app/shared/site-map/route-table";
import { EMPLOYEES, INQUIRIES, RESOLUTION_RATE, RESPONSE_TIME, ROI_DEFAULTS, SALARY } from "./roi";

const q = (search: string) => new URLSearchParams(search);

describe("pay-as-you-go query", () => {
  it("gives the defaults without a query", () => {
    expect(parsePayAsYouGoQuery(q(""))).toEqual(PAYG_DEFAULTS);
  });

  it.each([
    ["agents=3&interactions=25000", { agents: 3, interactions: 25_000 }],
    ["agents=3", { agents: 3, interactions: 1000 }],
    ["interactions=250", { agents: 1, interactions: 250 }],
    // present but bad: the typed-input rules (non-numeric → 1 and 100, below minimum → min)
    ["agents=abc&interactions=xyz", { agents: 1, interactions: 100 }],
    ["agents=&interactions=", { agents: 1, interactions: 100 }],
    ["agents=0&interactions=50", { agents: 1, interactions: 100 }],
    ["agents=-2&interactions=-1", { agents: 1, interactions: 100 }],
    ["agents=2.7&interactions=1e4", { agents: 2, interactions: 10_000 }],
    ["agents=1e9&interactions=1e20", { agents: AGENTS.max, interactions: INTERACTIONS.max }],
    ["agents=4&agents=9", { agents: 4, interactions: 1000 }],
    ["unrelated=1", PAYG_DEFAULTS],
  ])("?%s", (search, expected) => {
    expect(parsePayAsYouGoQuery(q(search))).toEqual(expected);
  });

  it("serialises every input", () => {
    expect(serialisePayAsYouGoQuery({ agents: 2, interactions: 5000 })).toBe(
      "agents=2&interactions=5000",
    );
  });

  it("round-trips every valid state", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: AGENTS.min, max: AGENTS.max }),
        fc.integer({ min: INTERACTIONS.min, max: INTERACTIONS.max }),
        (agents, interactions) => {
          const state = { agents, interactions };
          expect(parsePayAsYouGoQuery(q(serialisePayAsYouGoQuery(state)))).toEqual(state);
        },
      ),
    );
  });

  it("parses any query into a valid state that then round-trips", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (agents, interactions) => {
        const state = parsePayAsYouGoQuery(new URLSearchParams({ agents, interactions }));
        expect(parsePayAsYouGoQuery(q(serialisePayAsYouGoQuery(state)))).toEqual(state);
      }),
    );
  });
});

describe("ROI query", () => {
  it("gives the defaults without a query", () => {
    expect(parseRoiQuery(q(""))).toEqual(ROI_DEFAULTS);
  });

  it("reads every input", () => {
    expect(
      parseRoiQuery(q("employees=4&salary=62000&inquiries=3000&responseTime=6&resolutionRate=85")),
    ).toEqual({
      employees: 4,
      avgSalary: 62_000,
      customerInquiries: 3000,
      responseTime: 6,
      resolutionRate: 85,
    });
  });

  it("clamps bad values by the input rules", () => {
    expect(
      parseRoiQuery(q("employees=abc&salary=-5&inquiries=50&responseTime=99&resolutionRate=nope")),
    ).toEqual({
      employees: 0,
      avgSalary: 0,
      customerInquiries: 100,
      responseTime: 48,
      resolutionRate: 70,
    });
  });

  it("round-trips every valid state", () => {
    const slider = (range: { min: number; max: number; step: number }) =>
      fc
        .integer({ min: 0, max: (range.max - range.min) / range.step })
        .map((n) => range.min + n * range.step);
    fc.assert(
      fc.property(
        fc.record({
          employees: fc.integer({ min: EMPLOYEES.min, max: EMPLOYEES.max }),
          avgSalary: fc.integer({ min: SALARY.min, max: SALARY.max }),
          customerInquiries: slider(INQUIRIES),
          responseTime: slider(RESPONSE_TIME),
          resolutionRate: slider(RESOLUTION_RATE),
        }),
        (state) => {
          expect(parseRoiQuery(q(serialiseRoiQuery(state)))).toEqual(state);
        },
      ),
    );
  });

  it("serialises with the short parameter names", () => {
    expect(serialiseRoiQuery(ROI_DEFAULTS)).toBe(
      "employees=10&salary=50000&inquiries=1000&responseTime=24&resolutionRate=70",
    );
  });
});

describe("the pages' declared query", () => {
  it("is what each calculator reads, so a shared estimate is rendered, not the sealed copy", () => {
    expect(queryParamsOf("/pay-as-you-go")).toEqual(Object.values(PAYG_PARAMS));
    expect(queryParamsOf("/roi-calculator")).toEqual(Object.values(ROI_PARAMS));
  });
});
