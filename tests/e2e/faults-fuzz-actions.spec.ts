import { actionFuzzCases } from "../fuzz/action-properties";
import { assertRun } from "../fuzz/api-properties";
import { closeConnections } from "../fuzz/http";
import { test } from "./support/fixtures";
import { BASE_URL } from "./support/servers";

/**
 * Generated form posts to the route actions (agent creation on POST /?index, the contact form
 * on POST /contact, their .data twins) and to pages without one: urlencoded, multipart, broken
 * multipart, JSON and garbage bodies. No 5xx, no stack in any answer. A sample (FUZZ_RUNS per
 * property, 25 by default); `npm run fuzz` runs 3,400 per property against its own server.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

test.afterAll(() => closeConnections());

for (const fuzz of actionFuzzCases(new URL(BASE_URL).origin)) {
  test(`fuzz: ${fuzz.name}`, async () => {
    test.setTimeout(120_000);
    assertRun(await fuzz.run({ numRuns, ...(seed !== undefined ? { seed } : {}) }));
  });
}
