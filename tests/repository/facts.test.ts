import { describe, expect, it } from "vitest";

import { industries } from "#app/features/industries/industries.copy";
import { caseStudies } from "#app/features/product/success-stories-page.copy";
import { siteSources } from "#tests/support/source-files";
import { addressLine, company, figures } from "#app/shared/copy/facts.copy";

const FACTS_MODULE = "app/shared/copy/facts.copy.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A figure as copy types it: not part of a longer number ("150+"), a class name
 * (`max-w-[85%]`, `rounded-3xl`, `bg-white/95`) or a word.
 */
const figurePattern = (figure: string) =>
  new RegExp(`(?<![\\w$.,[/-])${escape(figure)}(?![\\w/]|\\s*\\d)`, "i");

// "24/7" is also a plain word ("answers 24/7"); the page test still checks it on every page.
const claims = [
  ...new Set(Object.values(figures).filter((figure) => /\d/.test(figure) && figure !== "24/7")),
].map((figure) => ({ figure, pattern: figurePattern(figure) }));

/** The claims `code` types itself. */
const typedFigures = (code: string) =>
  claims.filter(({ pattern }) => pattern.test(code)).map(({ figure }) => figure);

/** The company's contact facts, and the industry count typed as a word. */
const contactFacts = [
  company.email,
  company.phone.display,
  company.phone.href,
  company.supportHours,
  ...Object.values(company.offices).flatMap((office) => [office.street, office.locality]),
];
const typedContactFacts = (code: string) => [
  ...contactFacts.filter((fact) => code.includes(fact)),
  ...(/\beight industr/i.test(code) ? ["eight industries"] : []),
];

/** A case study quotes its customer's own results, which may equal one of our claims. */
const CASE_STUDIES_MODULE = "app/features/product/success-stories-page.copy.ts";
const customerResults = new Set(typedFigures(JSON.stringify(caseStudies)));

describe("the company's facts, stated once", () => {
  it("has no claim, contact fact or office typed outside facts.copy.ts", () => {
    const found = siteSources().flatMap(({ name, code }) => {
      if (name === FACTS_MODULE) return [];
      const figuresTyped = typedFigures(code).filter(
        (figure) => name !== CASE_STUDIES_MODULE || !customerResults.has(figure),
      );
      return [...figuresTyped, ...typedContactFacts(code)].map((fact) => `${name}: ${fact}`);
    });
    expect(found).toEqual([]);
  });

  it("would see one typed by hand, in any case, but not a class name or a longer number", () => {
    expect(typedFigures(`cta: "Start 14-Day Free Trial"`)).toEqual([figures.freeTrial]);
    expect(typedFigures(`"Join 7,000+ agents", "99.9% uptime"`)).toEqual([
      figures.agentsCreated,
      figures.uptime,
    ]);
    expect(typedFigures(`"89% faster", "in 5 minutes"`)).toEqual([
      figures.fasterResponse,
      figures.setupTime,
    ]);
    expect(typedFigures(`"150+ partners", "$500+ a month", "15 minutes"`)).toEqual([]);
    expect(typedFigures(`className="max-w-[85%] rounded-3xl bg-white/95 w-[94%]"`)).toEqual([]);
    expect(typedFigures("radial-gradient(circle at 95% 0%, red 0%)")).toEqual([]);
    expect(typedContactFacts(`"See all eight industries"`)).toEqual(["eight industries"]);
    expect(typedContactFacts(`"eight industry solutions"`)).toEqual(["eight industries"]);
    expect(typedContactFacts("`Solutions for ${figures.industrySolutions} industries`")).toEqual(
      [],
    );
  });

  it("counts the industry solutions the overview lists", () => {
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    expect(figures.industrySolutions).toBe(words[industries.length]);
  });

  it("names each office and writes its address on one line", () => {
    const { headquarters, sanFrancisco } = company.offices;
    expect(headquarters.city).toBe("Singapore");
    expect(addressLine(headquarters)).toBe(
      "8 Marina View, #15-01 Asia Square Tower 1, Singapore 018960",
    );
    expect(addressLine(sanFrancisco)).toBe(
      "535 Mission Street, 14th Floor, San Francisco, CA 94105",
    );
    expect(company.phone.href).toBe(`tel:${company.phone.display.replace(/[^\d+]/g, "")}`);
    expect(company.social).toHaveLength(4);
  });
});
