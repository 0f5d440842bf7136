import { assertRun } from "#tests/fuzz/api-properties";
import {
  deskFuzzCases,
  deskFuzzEnv,
  openDeskFuzzSession,
  type DeskFuzzSession,
} from "#tests/fuzz/desk-properties";
import { closeConnections } from "#tests/fuzz/http";
import { test } from "./support/fixtures";
import { startSiteServer, type SiteServer } from "./support/servers";

/**
 * The sales desk under generated input, signed in: query strings on its pages and CSV, ids in
 * its paths, any body on each of its forms. No 5xx, no internals in an answer, 400 for control
 * characters. A sample (FUZZ_RUNS per property, 25 by default); `npm run fuzz` runs 3,400.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

test.describe.configure({ mode: "serial" });

let site: SiteServer;
let session: DeskFuzzSession;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSiteServer({
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    LOG_REQUESTS: "false",
    ...(await deskFuzzEnv()),
  });
  session = await openDeskFuzzSession(site.url);
});
test.afterAll(async () => {
  closeConnections();
  await site?.stop();
});

const names = deskFuzzCases("http://placeholder", { cookie: "", csrf: "", inquiryId: "" }).map(
  (fuzz) => fuzz.name,
);
for (const name of names) {
  test(`fuzz: ${name}`, async () => {
    test.setTimeout(120_000);
    // The server's SITE_URL: form posts must come from its origin.
    const origin = site.url;
    const fuzz = deskFuzzCases(origin, session).find((candidate) => candidate.name === name)!;
    assertRun(await fuzz.run({ numRuns, ...(seed !== undefined ? { seed } : {}) }));
  });
}
