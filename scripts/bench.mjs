// `npm run bench`: load on the production server (build/server.mjs; run `npm run build` first)
// with autocannon, one target after the other: the home page, a prerendered page, the pages
// with API data, a blog post and the API's list endpoints. Prints requests per second, p50/p99
// latency, errors and non-2xx answers as a table, with the machine it ran on; exits 1 on any
// error, timeout or non-2xx answer.
//
// Environment: BENCH_DURATION (seconds per target, default 30), BENCH_CONNECTIONS (default 100),
// BENCH_PORT (default 3999), BENCH_ONLY (run only targets whose path contains this text).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

const duration = Number(process.env.BENCH_DURATION ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3999);
const only = process.env.BENCH_ONLY;
const origin = `http://127.0.0.1:${port}`;

const targets = [
  { name: "home (prerendered)", path: "/" },
  { name: "pricing (prerendered)", path: "/pricing" },
  { name: "templates (API data)", path: "/templates" },
  { name: "blog (API data)", path: "/blog" },
  { name: "blog post (API data)", path: "/blog/introducing-knowledge-base-sync" },
  { name: "API templates", path: "/api/agentTemplate/getTemplates" },
  { name: "API blogs", path: "/api/blogs/getAllBlogs" },
  { name: "API categories", path: "/api/blogcategory/getCategories" },
].filter((target) => !only || target.path.includes(only));

if (!fs.existsSync("build/server.mjs")) {
  console.error("build/server.mjs is missing: run `npm run build` first.");
  process.exit(1);
}

function machine() {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return {
    cpus: `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? "unknown"}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    load: `${one} / ${five} / ${fifteen}`,
  };
}

async function waitForReady(child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready after ${timeoutMs} ms`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
let output = "";
const server = spawn(process.execPath, ["build/server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // The origin the build was prerendered for: the prerendered pages are served from memory.
    SITE_URL: process.env.BENCH_SITE_URL ?? "http://localhost:3000",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));

const stop = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve(server.exitCode);
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

const rows = [];
let failed = false;
try {
  await waitForReady(server);
  const prerendered = /serving (\d+) prerendered files/.exec(output)?.[1] ?? "0";
  const before = machine();
  console.log(
    `bench: ${targets.length} targets, ${duration} s each, ${connections} connections; ` +
      `${prerendered} prerendered files in memory; load before: ${before.load}`,
  );

  for (const target of targets) {
    // Warm up (first render, caches) outside the measurement.
    for (let i = 0; i < 5; i++) await (await fetch(origin + target.path)).arrayBuffer();
    const result = await autocannon({
      url: origin + target.path,
      connections,
      duration,
      headers: { "accept-encoding": "gzip" },
    });
    const row = {
      target: `${target.name} ${target.path}`,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      kb: result.throughput.average / 1024,
    };
    rows.push(row);
    if (row.errors > 0 || row.non2xx > 0) failed = true;
    console.log(
      `  ${row.target}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
        `${row.errors} errors, ${row.non2xx} non-2xx`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  const code = await stop();
  if (code !== 0) {
    console.error(`the server exited with ${code}`);
    failed = true;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const after = machine();
console.log(
  `\n| target | requests | req/s | p50 ms | p99 ms | errors | non-2xx | KB/s |\n|---|---:|---:|---:|---:|---:|---:|---:|`,
);
for (const row of rows) {
  console.log(
    `| ${row.target} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${row.kb.toFixed(0)} |`,
  );
}
console.log(
  `\nMachine: ${after.cpus}, ${after.memory}, Node ${after.node}; load average after (1/5/15 min): ${after.load}.` +
    `\n${duration} s per target, ${connections} connections, autocannon in the same machine.`,
);
const errorLines = output.split("\n").filter((line) => line.includes('"level":"error"'));
if (errorLines.length > 0) {
  console.log(`\nThe server logged ${errorLines.length} errors, e.g.\n${errorLines[0]}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
