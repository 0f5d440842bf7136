import { describe, expect, it } from "vitest";

import { siteSources } from "#tests/support/source-files";
import { figures } from "./marketing-figures.copy";

/**
 * The claims that never occur by chance in other text. The short ones ("85%", "3x", "95%",
 * "94%", "24/7") are left out: they also stand in class names (`max-w-[85%]`, `rounded-3xl`),
 * in other metrics of a page ("94% data accuracy") and as plain words ("answers 24/7").
 */
const distinctive = [
  figures.agentsCreated,
  figures.industries,
  figures.uptime,
  figures.freeTrial,
  figures.companies,
  figures.customerSavings,
  figures.conversations,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patterns = distinctive.map((figure) => new RegExp(`(?<![\\w$.,])${escape(figure)}`, "i"));
/** The distinctive claims `code` types itself. */
const typed = (code: string) => distinctive.filter((_, index) => patterns[index]?.test(code));

describe("marketing figures, stated once", () => {
  it("has no distinctive claim typed outside marketing-figures.copy.ts", () => {
    const found = siteSources().flatMap(({ name, code }) => {
      if (name === "app/shared/copy/marketing-figures.copy.ts") return [];
      return typed(code).map((figure) => `${name}: ${figure}`);
    });
    expect(found).toEqual([]);
  });

  it("would see one typed by hand, in any case", () => {
    expect(typed(`cta: "Start 14-Day Free Trial"`)).toEqual([figures.freeTrial]);
    expect(typed(`"Join 7,000+ agents", "99.9% uptime"`)).toEqual([
      figures.agentsCreated,
      figures.uptime,
    ]);
    expect(typed(`"150+ partners", "$500+ a month"`)).toEqual([]);
  });
});
