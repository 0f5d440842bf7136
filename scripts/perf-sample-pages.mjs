// The pages the performance scripts sample: every kind of island the site has (hero, list
// filters, calculators, contact form, demo widget) and pages with only the chrome.

/**
 * `npm run perf:hydration`: a page of each island, and /pricing, whose countdown is a plain
 * script, to show a page without React is ready at `load`.
 */
export const ISLAND_PAGES = [
  "/",
  "/pricing",
  "/templates",
  "/blog",
  "/integrations",
  "/pay-as-you-go",
  "/roi-calculator",
  "/contact",
  "/demo/WhatsappDemo",
];

/** `npm run perf:audit` (perf-lighthouse.mjs --audit): those, and two pages of the chrome alone. */
export const AUDIT_PAGES = [...ISLAND_PAGES, "/about", "/channels/whatsapp"];
