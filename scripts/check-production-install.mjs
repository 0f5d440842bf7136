// `npm run check:production`: the deployment of the README's "Deploying", for real. Copies this
// checkout and its build (run `npm run build` first) into a temporary folder, installs it the
// way production does (`npm ci --omit=dev`: no build tools, no test tools), and checks that the
// commands operators run work there: the desk password hash, the content sync, `npm start` (ready,
// pages prerendered and rendered per request, the sitemap, the desk's sign-in page) and
// `npm run desk` beside the running server. About a minute, most of it `npm ci`; `npm test`
// samples it on every build (tests/scale/production-imports.test.ts).
//
// A production machine brings a Node.js that meets the floor (README, "Node.js"); this script
// lends it the one running it (the development install's Node 24), as such a machine would have.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = process.cwd();
if (!fs.existsSync(path.join(root, "build/server.mjs"))) {
  console.error("No build: run `npm run build` first (this checks the build a deployment ships).");
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "production-install-"));
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
  NODE_ENV: "production",
  LOG_REQUESTS: "false",
  DESK_SESSION_SECRET: "production-install-check-secret-0123456789abcdef",
};
// npm's own variables from the `npm run` that started this would leak into the child npm runs.
for (const name of Object.keys(env)) if (name.startsWith("npm_")) delete env[name];

const step = (what) => console.log(`check:production: ${what}`);

/** Runs a command in the production copy; throws with its output when it fails. */
function run(command, args, input) {
  return execFileSync(command, args, { cwd: dir, env, encoding: "utf8", input, stdio: "pipe" });
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, server, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready within ${ms / 1000} s`);
}

async function expectPage(base, pagePath, contains) {
  const response = await fetch(`${base}${pagePath}`);
  const body = await response.text();
  if (response.status !== 200 || !body.includes(contains))
    throw new Error(`${pagePath}: status ${response.status}, expected "${contains}" in the answer`);
  step(`GET ${pagePath} → 200`);
}

let server;
let output = "";
try {
  step(`copying the checkout and build/ to ${dir}`);
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });

  step("npm ci --omit=dev");
  run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"]);
  for (const devOnly of ["@tailwindcss/vite", "@playwright/test", "vitest"]) {
    if (fs.existsSync(path.join(dir, "node_modules", devOnly)))
      throw new Error(`${devOnly} is installed: not a production install`);
  }

  step("npm run desk:password");
  const hash = run("npm", ["run", "-s", "desk:password"], "a long desk password\n").trim();
  if (!/^scrypt\$/.test(hash)) throw new Error(`desk:password printed "${hash}"`);
  env.DESK_EMAIL = "lead@example.com";
  env.DESK_PASSWORD_HASH = hash;

  step("npm run content:sync");
  run("npm", ["run", "-s", "content:sync"]);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  step(`npm start on port ${port}`);
  // Its own process group, so the stop below reaches npm and the server it started.
  server = spawn("npm", ["start"], {
    cwd: dir,
    env: { ...env, PORT: String(port) },
    detached: true,
  });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  await waitUntilReady(`${base}/readyz`, server);
  step("GET /readyz → 200");
  await expectPage(base, "/", "<html");
  await expectPage(base, "/templates?q=agent", "<html");
  await expectPage(base, "/sitemap.xml", "<loc>");
  await expectPage(base, "/admin/sign-in", "<form");

  step("npm run desk -- --json");
  const inquiries = JSON.parse(run("npm", ["run", "-s", "desk", "--", "--json"]));
  if (!Array.isArray(inquiries)) throw new Error("npm run desk -- --json did not print a list");

  console.log("check:production: a production install builds nothing and serves the build: ok");
} catch (error) {
  console.error(output);
  console.error(error instanceof Error ? `${error.message}\n${error.stderr ?? ""}` : error);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
