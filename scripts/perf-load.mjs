// `npm run perf:load`: load on the production server (build/server.mjs, one process; run
// `npm run build` first) with autocannon, one target after the other, beside nginx serving the
// same build as the static reference (Debian's nginx-light, one worker, gzip_static: the same
// precompressed bytes our server sends, with our server's response headers copied onto each
// sampled page, so both put the same bytes on the wire). Prints, per target, requests per second,
// p50/p99 latency, errors, and for prerendered pages the ratio to that nginx and, for comparison,
// to a bare nginx sending only its own headers; exits 1 on any error or missed budget
// (docs/requirements/quality.md):
//   - every prerendered page at >= 90 % of nginx's req/s for the same file and headers;
//   - the data pages (templates, blog, a blog post) at >= 1,000 req/s with p99 <= 100 ms.
//
// Environment: LOAD_DURATION (seconds per target, default 10), LOAD_WARMUP (seconds of load
// before measuring, on our server and on nginx alike, default 3), LOAD_ROUNDS (a prerendered
// page and the two nginx take turns in this many slices of the duration, default 5),
// LOAD_CONNECTIONS (default 50), LOAD_PORT (default 3999), LOAD_NGINX_PORT (default 3998; the
// bare nginx listens one below), LOAD_ONLY (only targets whose path contains this text),
// LOAD_ALL=1 (every prerendered page instead of a sample), LOAD_TUNING (the server's --tuning JSON).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { firstPostSlug } from "./first-post-slug.mjs";
import { answers, loadAverage, median, spawnBuildServer } from "./perf-server.mjs";

const duration = Number(process.env.LOAD_DURATION ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const warmup = Number(process.env.LOAD_WARMUP ?? 3);
const rounds = Math.max(1, Number(process.env.LOAD_ROUNDS ?? 5));
const GZIP = { "accept-encoding": "gzip" };
const port = Number(process.env.LOAD_PORT ?? 3999);
const nginxPort = Number(process.env.LOAD_NGINX_PORT ?? 3998);
const only = process.env.LOAD_ONLY;
const origin = `http://127.0.0.1:${port}`;
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
const bareNginxPort = nginxPort - 1;
const bareNginxOrigin = `http://127.0.0.1:${bareNginxPort}`;
const PRERENDERED_RATIO_BUDGET = 0.9;
const DATA_PAGE_RPS_BUDGET = 1000;
const DATA_PAGE_P99_BUDGET_MS = 100;

if (!fs.existsSync("build/server.mjs") || !fs.existsSync("build/prerender-seal.json")) {
  console.error(
    "build/server.mjs or build/prerender-seal.json is missing: run `npm run build` first.",
  );
  process.exit(1);
}

const seal = JSON.parse(fs.readFileSync("build/prerender-seal.json", "utf8"));
const prerenderedPages = Object.keys(seal);
const SAMPLE = ["/", "/pricing", "/contact", "/channels/whatsapp", "/demo/WhatsappDemo", "/about"];
const post = { slug: firstPostSlug() };

const targets = [
  ...(process.env.LOAD_ALL
    ? prerenderedPages
    : SAMPLE.filter((p) => prerenderedPages.includes(p))
  ).map((urlPath) => ({ name: "prerendered", path: urlPath, reference: true })),
  { name: "data page", path: "/templates", dataPage: true },
  { name: "data page", path: "/blog", dataPage: true },
  { name: "data page", path: `/blog/${post.slug}`, dataPage: true },
  { name: "data page", path: "/blog/rss.xml" },
  { name: "data page", path: "/sitemap.xml" },
  { name: "API", path: "/api/agentTemplate/getTemplates" },
].filter((target) => !only || target.path.includes(only));

const percent = (ratio) => (ratio === undefined ? "–" : `${(ratio * 100).toFixed(0)} %`);

function machine() {
  return {
    cpus: `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? "unknown"}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    load: loadAverage(),
  };
}

/** nginx from Debian's nginx-light, installed when missing (as root, with apt-get). */
function nginxBinary() {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("bench: installing Debian's nginx-light for the static reference…");
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], {
      stdio: "inherit",
    });
    if (fs.existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  }
  console.error("nginx is missing: install Debian's nginx-light (apt-get install nginx-light).");
  process.exit(1);
}

/**
 * Headers nginx writes itself, or that differ per response; every other header of our answer
 * is copied onto nginx's, so both send the same bytes and the ratio compares the servers.
 */
const NGINX_OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-type",
  "etag",
  "content-encoding",
  "last-modified",
  "x-request-id",
]);

/** One answer's head, its body discarded. */
async function head(url) {
  const response = await new Promise((resolve, reject) =>
    http.get(url, { headers: GZIP }, resolve).on("error", reject),
  );
  response.resume();
  return response;
}

/** The bytes of an answer's header lines, as they are on the wire. */
async function headerBytes(url) {
  const raw = (await head(url)).rawHeaders;
  let bytes = 0;
  for (let i = 0; i < raw.length; i += 2) bytes += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
  return bytes;
}

/** Our server's response headers for a path, as nginx `add_header` lines. */
async function copiedHeaders(urlPath) {
  const response = await head(origin + urlPath);
  const lines = ["add_header X-Request-Id $request_id always;"];
  const raw = response.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const [name, value] = [raw[i], raw[i + 1]];
    if (NGINX_OWN_HEADERS.has(name.toLowerCase())) continue;
    if (value.includes("$")) throw new Error(`${urlPath}: ${name} has a "$" nginx cannot copy`);
    lines.push(`add_header ${name} "${value.replace(/[\\"]/g, "\\$&")}" always;`);
  }
  return lines;
}

/**
 * nginx serving the build on two ports: LOAD_NGINX_PORT adds our server's headers to each sampled
 * page (the budget's reference: a static server sending what the site must send); the port
 * below it sends nginx's own headers only (the reference of earlier runs, for comparison).
 */
async function startNginx(workDir, urlPaths) {
  const root = path.resolve("build/client");
  const conf = path.join(workDir, "nginx.conf");
  const tryFiles = "try_files $uri $uri/index.html $uri.html =404;";
  const sameHeaderLocations = [];
  for (const urlPath of urlPaths) {
    const headers = await copiedHeaders(urlPath);
    sameHeaderLocations.push(`    location = ${urlPath} { ${headers.join(" ")} ${tryFiles} }`);
  }
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${workDir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${workDir};
  proxy_temp_path ${workDir};
  fastcgi_temp_path ${workDir};
  uwsgi_temp_path ${workDir};
  scgi_temp_path ${workDir};
  root ${root};
  server {
    listen 127.0.0.1:${nginxPort};
${sameHeaderLocations.join("\n")}
    location / { ${tryFiles} }
  }
  server {
    listen 127.0.0.1:${bareNginxPort};
    location / { ${tryFiles} }
  }
}
`,
  );
  const child = spawn(nginxBinary(), ["-c", conf, "-p", workDir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitFor(url, child, timeoutMs = 120_000) {
  if (!(await answers(url, timeoutMs, child)))
    throw new Error(`${url} was not ready after ${timeoutMs} ms`);
}

/** A warmed-up server: rendered and cached pages, and V8's optimised code for the hot path. */
async function warmUp(url) {
  // A few requests render and cache the page, but V8 optimises the server's hot path only after
  // thousands: without load first, the first target measures cold code (docs/PERFORMANCE.md,
  // "Load").
  for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer();
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers: GZIP });
}

async function run(url, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, headers: GZIP });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Slices of one URL's load summed into one figure (p50: the median slice's; p99: the worst). */
function combine(slices) {
  return {
    rps:
      slices.reduce((sum, slice) => sum + slice.requests, 0) /
      slices.reduce((sum, slice) => sum + slice.seconds, 0),
    p50: median(slices.map((slice) => slice.p50)),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
  };
}

/**
 * Our server's load on a path, and with a reference, the two nginx's on the same file. The
 * machine's speed drifts by tens of percent within a minute (docs/PERFORMANCE.md, "Load"), so the
 * three are measured in slices taken in turns and compared over the same stretch of time.
 */
async function load(urlPath, { reference }) {
  await warmUp(origin + urlPath);
  if (!reference) return { ours: combine([await run(origin + urlPath, duration)]) };
  await warmUp(nginxOrigin + urlPath);
  await warmUp(bareNginxOrigin + urlPath);
  const slice = Math.max(1, Math.round(duration / rounds));
  const slices = { ours: [], reference: [], bare: [] };
  const origins = { ours: origin, reference: nginxOrigin, bare: bareNginxOrigin };
  for (let round = 0; round < rounds; round++) {
    const turns = Object.keys(slices);
    // Each takes the first turn in its share of the rounds, so drift falls on all three alike.
    for (let i = 0; i < round % turns.length; i++) turns.push(turns.shift());
    for (const turn of turns) slices[turn].push(await run(origins[turn] + urlPath, slice));
  }
  return {
    ours: combine(slices.ours),
    reference: combine(slices.reference),
    bare: combine(slices.bare),
  };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
let output = "";
// LOAD_TUNING: the server's --tuning (a render model to compare, server/tuning.ts).
const tuningArgs = process.env.LOAD_TUNING ? ["--tuning", process.env.LOAD_TUNING] : [];
const server = spawnBuildServer(
  {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // The origin the build was prerendered for: the prerendered pages are served from memory.
    SITE_URL: process.env.LOAD_SITE_URL ?? "http://localhost:3000",
    DATA_DIR: path.join(workDir, "data"),
    LOG_REQUESTS: "false",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
  },
  { args: tuningArgs, stdio: ["ignore", "pipe", "pipe"] },
);
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
let nginx;

const stopped = (child, signal) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve(child?.exitCode ?? 0);
    child.once("exit", (code) => resolve(code ?? 0));
    child.kill(signal);
  });

const rows = [];
let failed = false;
try {
  await waitFor(`${origin}/readyz`, server);
  const referencePaths = targets.filter((target) => target.reference).map((target) => target.path);
  if (referencePaths.length > 0) {
    nginx = await startNginx(workDir, referencePaths);
    await waitFor(`${nginxOrigin}/`, nginx);
  }
  console.log(
    `bench: ${targets.length} targets, ${duration} s each, ${connections} connections, one server process; ` +
      `load before: ${machine().load}`,
  );
  for (const target of targets) {
    const { ours, reference, bare } = await load(target.path, target);
    const ratio = reference ? ours.rps / reference.rps : undefined;
    const bareRatio = bare ? ours.rps / bare.rps : undefined;
    const headers = reference
      ? await Promise.all(
          [origin, nginxOrigin, bareNginxOrigin].map((o) => headerBytes(o + target.path)),
        )
      : undefined;
    const budgetMissed =
      ours.errors > 0 ||
      (ratio !== undefined && ratio < PRERENDERED_RATIO_BUDGET) ||
      (target.dataPage && (ours.rps < DATA_PAGE_RPS_BUDGET || ours.p99 > DATA_PAGE_P99_BUDGET_MS));
    if (budgetMissed) failed = true;
    const row = { ...target, ours, reference, bare, ratio, bareRatio, budgetMissed };
    rows.push(row);
    console.log(
      `  ${target.path}: ${ours.rps.toFixed(0)} req/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms, ${ours.errors} errors` +
        (reference
          ? `; nginx ${reference.rps.toFixed(0)} req/s, ratio ${percent(ratio)}` +
            ` (bare nginx ${bare.rps.toFixed(0)} req/s, ${percent(bareRatio)}); header bytes ours ${headers[0]}, nginx ${headers[1]}, bare ${headers[2]}`
          : "") +
        (budgetMissed ? "  << budget missed" : ""),
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  const code = await stopped(server, "SIGTERM");
  await stopped(nginx, "SIGQUIT");
  if (code !== 0) {
    console.error(`the server exited with ${code}`);
    failed = true;
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

const after = machine();
console.log(
  "\n| target | kind | req/s | p50 ms | p99 ms | errors | nginx req/s | ratio | bare nginx req/s | ratio to bare | budget |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
);
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.name} | ${row.ours.rps.toFixed(0)} | ${row.ours.p50} | ${row.ours.p99} | ${row.ours.errors} | ` +
      `${row.reference ? row.reference.rps.toFixed(0) : "–"} | ${percent(row.ratio)} | ` +
      `${row.bare ? row.bare.rps.toFixed(0) : "–"} | ${percent(row.bareRatio)} | ` +
      `${row.budgetMissed ? "missed" : "met"} |`,
  );
}
console.log(
  `\nMachine: ${after.cpus}, ${after.memory}, Node ${after.node}; load average after (1/5/15 min): ${after.load}.` +
    `\n${duration} s per target, ${connections} connections, autocannon on the same machine; nginx: 1 worker, gzip_static, our headers copied (bare nginx: its own headers only).` +
    `\nBudgets: prerendered >= ${PRERENDERED_RATIO_BUDGET * 100} % of nginx; data pages >= ${DATA_PAGE_RPS_BUDGET} req/s with p99 <= ${DATA_PAGE_P99_BUDGET_MS} ms; 0 errors.`,
);
const errorLines = output.split("\n").filter((line) => line.includes('"level":"error"'));
if (errorLines.length > 0) {
  console.log(`\nThe server logged ${errorLines.length} errors, e.g.\n${errorLines[0]}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
