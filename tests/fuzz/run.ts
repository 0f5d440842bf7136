/**
 * `npm run fuzz` (through scripts/fuzz.mjs): the fuzz properties of the unit and e2e suites with
 * a large number of cases. FUZZ_RUNS cases per API property (default 10,000) against the
 * bundled API in this process, FUZZ_ACTION_RUNS per route-action property (default 3,400)
 * against the production server (build/server.mjs; run `npm run build` first).
 * FUZZ_SEED replays a run; FUZZ_ONLY=text runs only the properties whose name contains it.
 */
import fs from "node:fs";

import fc from "fast-check";

import { startSiteServer } from "#tests/e2e/support/servers";
import { actionFuzzCases } from "./action-properties";
import { pageFuzzCases } from "./page-properties";
import { apiFuzzCases, type FuzzCase } from "./api-properties";
import { deskFuzzCases, deskFuzzEnv, openDeskFuzzSession } from "./desk-properties";
import { startApiTarget } from "./api-target";
import { closeConnections } from "./http";

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const actionRuns = Number(process.env.FUZZ_ACTION_RUNS ?? 3_400);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ 0;
const only = process.env.FUZZ_ONLY;

interface Row {
  group: string;
  name: string;
  cases: number;
  failed: boolean;
  seconds: number;
  report?: string;
}
const rows: Row[] = [];

async function runAll(group: string, cases: FuzzCase[], numRuns: number) {
  for (const fuzz of cases) {
    if (only && !fuzz.name.includes(only)) continue;
    const started = Date.now();
    process.stdout.write(`${group}: ${fuzz.name} (${numRuns} cases) ... `);
    const details = await fuzz.run({ numRuns, seed });
    const seconds = (Date.now() - started) / 1000;
    const row: Row = {
      group,
      name: fuzz.name,
      cases: details.numRuns,
      failed: details.failed,
      seconds,
      ...(details.failed ? { report: fc.defaultReportMessage(details) ?? "" } : {}),
    };
    rows.push(row);
    console.log(`${details.failed ? "FAILED" : "ok"} in ${seconds.toFixed(1)} s`);
  }
}

async function main() {
  console.log(
    `fuzz: seed ${seed}, ${runs} cases per API property, ${actionRuns} per action property`,
  );

  const api = await startApiTarget();
  try {
    await runAll("api", apiFuzzCases(api), runs);
  } finally {
    await api.close();
  }

  if (actionRuns > 0) {
    if (!fs.existsSync("build/server.mjs")) {
      console.error("build/server.mjs is missing: run `npm run build` first.");
      process.exit(1);
    }
    // The desk is on, so its pages and forms are fuzzed too, signed in.
    const site = await startSiteServer({
      RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "1000000",
      LOG_REQUESTS: "false",
      ...(await deskFuzzEnv()),
    });
    try {
      await runAll("actions", actionFuzzCases(site.url), actionRuns);
      await runAll("pages", pageFuzzCases(site.url), actionRuns);
      const desk = await openDeskFuzzSession(site.url);
      await runAll("desk", deskFuzzCases(site.url, desk), actionRuns);
    } finally {
      closeConnections();
      const code = await site.stop();
      const errors = site
        .output()
        .split("\n")
        .filter((line) => line.includes('"level":"error"'));
      if (errors.length > 0)
        console.log(`\nthe server logged ${errors.length} errors, e.g.\n${errors[0]}`);
      if (code !== 0) console.log(`the server exited with ${code}`);
    }
  }

  const total = rows.reduce((sum, row) => sum + row.cases, 0);
  const failures = rows.filter((row) => row.failed);
  console.log("\n| group | property | cases | result | seconds |");
  console.log("|---|---|---:|---|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.group} | ${row.name} | ${row.cases} | ${row.failed ? "FAILED" : "passed"} | ${row.seconds.toFixed(1)} |`,
    );
  }
  console.log(`\n${total} cases run, ${failures.length} properties failed (seed ${seed}).`);
  for (const failure of failures)
    console.log(`\n--- ${failure.group}: ${failure.name}\n${failure.report}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
