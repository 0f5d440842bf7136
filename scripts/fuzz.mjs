// `npm run fuzz`: the property-based fuzzing of the API and the route actions at full size
// (10,000 cases per API property by default). The properties are TypeScript (tests/fuzz/),
// shared with `npm test`, which runs a small sample of them; tsx runs them here.
// Environment: FUZZ_RUNS, FUZZ_ACTION_RUNS, FUZZ_SEED, FUZZ_ONLY (see tests/fuzz/run.ts).
import { spawnSync } from "node:child_process";

const result = spawnSync(process.execPath, ["--import", "tsx", "tests/fuzz/run.ts"], {
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
