import { actionFuzzCases } from "#tests/fuzz/action-properties";
import { pageFuzzCases } from "#tests/fuzz/page-properties";
import { assertRun } from "#tests/fuzz/api-properties";
import { closeConnections } from "#tests/fuzz/http";
import { test } from "./support/fixtures";
import { startSiteServer, type SiteServer } from "./support/servers";

/**
 * Generated form posts to the route actions (agent creation on POST /?index, the contact form
 * on POST /contact) and to pages without one: urlencoded, multipart, broken
 * multipart, JSON and garbage bodies. No 5xx, no stack in any answer. A sample (FUZZ_RUNS per
 * property, 25 by default); `npm run fuzz` runs 3,400 per property. The posts go to a server of
 * their own, so that the agents and inquiries they create never meet other specs' counts.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

test.describe.configure({ mode: "serial" });

let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSiteServer({ RATE_LIMIT_WRITES_PER_MINUTE: "100000", LOG_REQUESTS: "false" });
});
test.afterAll(async () => {
  closeConnections();
  await site?.stop();
});

// The cases need the server's address, known only once it runs: one test per property name.
const allCases = (origin: string) => [...actionFuzzCases(origin), ...pageFuzzCases(origin)];
const names = allCases("http://placeholder").map((fuzz) => fuzz.name);
for (const name of names) {
  test(`fuzz: ${name}`, async () => {
    test.setTimeout(120_000);
    // The server's SITE_URL: form posts must come from its origin.
    const origin = site.url;
    const fuzz = allCases(origin).find((candidate) => candidate.name === name)!;
    assertRun(await fuzz.run({ numRuns, ...(seed !== undefined ? { seed } : {}) }));
  });
}
