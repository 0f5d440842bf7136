import type { Page } from "@playwright/test";

import { homeTemplates } from "#app/features/home/home-templates.copy";
import { caseStudies } from "#app/features/product/success-stories-page.copy";
import { readContentFiles } from "#server/content-sync/files";
import { company, figures } from "#app/shared/copy/facts.copy";
import { href } from "#app/shared/site-map/href";
import { expect, test } from "./support/fixtures";
import { allPagePaths } from "./support/pages";
import { statedFacts, type StatedFacts } from "./support/stated-facts";

/**
 * Every page states only the company facts of app/shared/copy/facts.copy.ts: the e-mail, phone,
 * offices and marketing figures in its HTML (prerendered or rendered per request) are the
 * module's, so no two pages can disagree.
 */

/** Cities a company fact could name; any named must be an office's. */
const cityNames = [
  ...Object.values(company.offices).map((office) => office.city),
  ...["New York", "London", "Berlin", "Paris", "Sydney", "Tokyo", "Toronto", "Austin"],
  ...["Seattle", "Boston", "Chicago", "Los Angeles", "Dublin", "Amsterdam", "Bangalore"],
  ...["Dubai", "Hong Kong", "Mumbai", "Tel Aviv", "Palo Alto", "Melbourne", "Munich"],
];

const lower = (values: Iterable<string>) => new Set([...values].map((v) => v.toLowerCase()));
const digits = (value: string) => value.replace(/\D/g, "");

const allowed = {
  emails: lower([company.email]),
  phones: new Set([digits(company.phone.display)]),
  phoneLinks: new Set<string>([company.phone.href]),
  streets: Object.values(company.offices).map((office) => office.street),
  cities: new Set(Object.values(company.offices).map((office) => office.city)),
  figures: lower(Object.values(figures)),
};

/** A case study quotes its customer's own results (app/features/product/success-stories-page.copy.ts). */
const customerResults = lower(
  statedFactsInNode(JSON.stringify(caseStudies)).filter((figure) => !allowed.figures.has(figure)),
);
const pagesWithCaseStudies = new Set<string>([href("/success-stories")]);

/**
 * Sample conversations (the hero's templates, the template gallery's previews) quote a customer
 * of a customer ("it now goes to 14 Park Lane", "within the 30-day window"), not the company.
 */
const sampleConversations = JSON.stringify([homeTemplates, readContentFiles().templates]);

/** The facts of `found` that are not the module's. */
function strayFacts(path: string, found: StatedFacts): string[] {
  const stray = [
    ...found.emails.filter((email) => !allowed.emails.has(email.toLowerCase())),
    ...found.phones.filter((phone) => !allowed.phones.has(digits(phone))),
    ...found.phoneLinks.filter((link) => !allowed.phoneLinks.has(link)),
    ...found.streets.filter((street) => !allowed.streets.some((s) => s.includes(street))),
    ...found.cities.filter((city) => !allowed.cities.has(city)),
    ...found.figures.filter((figure) => {
      const key = figure.toLowerCase();
      if (allowed.figures.has(key)) return false;
      return !(pagesWithCaseStudies.has(path) && customerResults.has(key));
    }),
    ...found.industryTotals,
  ];
  return [...new Set(stray)].filter((fact) => !sampleConversations.includes(fact));
}

/** The figures of a plain text, as the page check reads them (for the case studies' data). */
function statedFactsInNode(text: string): string[] {
  return [
    ...text.matchAll(
      /(?<![\w.,$/-])(?:\$?\d[\d,]*(?:\.\d+)?(?:[MKB]\+|\+|%)|\d+(?:\.\d+)?x(?![\w-])|\d+\/7(?!\d))/gi,
    ),
  ].map((match) => match[0]);
}

const factsOf = (page: Page, html: string) => page.evaluate(statedFacts, { html, cityNames });

test("no page states a company fact that is not in the facts module", async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  let seen = { emails: 0, figures: 0 };
  for (const path of allPagePaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const facts = await factsOf(page, await response.text());
    seen = {
      emails: seen.emails + facts.emails.length,
      figures: seen.figures + facts.figures.length,
    };
    found.push(...strayFacts(path, facts).map((fact) => `${path}: ${fact}`));
  }
  expect(found).toEqual([]);
  // The pages do state facts: the check reads them (the footer's e-mail on every page).
  expect(seen.emails).toBeGreaterThanOrEqual(allPagePaths.length);
  expect(seen.figures).toBeGreaterThan(100);
});

test("the check finds a stray e-mail, phone, address, city, figure or industry total", async ({
  page,
}) => {
  const html = `<!doctype html><html><head><title>Join 7,500+ teams</title>
    <meta name="description" content="Call +65 6812 4400 today"></head><body>
    <p>Write to hello@aiagentplatform.example or <a href="tel:+6568124400">call us</a>.</p>
    <p>Visit 535 Mission Street or our office in London.</p>
    <p>${figures.agentsCreated} agents, ${figures.uptime} uptime, 98% satisfaction, 4x faster,
    a 45-day trial, $60M+ saved. Eight industries. Solutions for eight industries.</p>
    <form><output>12,345%</output><input placeholder="jane@company.com"></form>
    <script>var a = "x@y.example";</script></body></html>`;
  const facts = await factsOf(page, html);
  expect(strayFacts("/example", facts).sort()).toEqual(
    [
      "+65 6812 4400",
      "tel:+6568124400",
      "hello@aiagentplatform.example",
      "London",
      "7,500+",
      "98%",
      "4x",
      "45-day",
      "$60M+",
      "Eight industries",
    ].sort(),
  );
  // The office's street is allowed; the module's figures are.
  expect(facts.streets).toEqual(["535 Mission Street"]);
});
