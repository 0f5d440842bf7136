import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import type { TuningInput } from "#server/tuning";

/**
 * The main test server (playwright.config.ts starts it). Port 3000 matches the build's
 * defaults, so its prerendered pages are served; E2E_PORT moves it (pages then render per
 * request, see server/http/pages/prerendered.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3000);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface SiteServer {
  url: string;
  port: number;
  dataDir: string;
  /** The process id of the running server (it changes with a restart). */
  readonly pid: number | undefined;
  /** Everything the server printed, for assertions on logs. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops and starts again on the same port and database. */
  restart(extraEnv?: Record<string, string>): Promise<void>;
}

/**
 * Waits until this child is the one listening. /readyz alone is not enough: freePort() closes
 * its probe before the child binds, so two workers can be handed the same port; the loser's
 * child exits with EADDRINUSE while /readyz answers from the winner's server, and its tests
 * would run against the wrong instance (a desk spec once got 404s from a server without
 * desk credentials). Only a child that logged its own "listening on" line owns the port.
 */
async function waitForReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
): Promise<"ready" | "port taken"> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (output().includes("EADDRINUSE")) return "port taken";
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    if (output().includes('"listening on ')) {
      try {
        const response = await fetch(`${url}/readyz`);
        if (response.ok) return "ready";
      } catch {
        // not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

/** The run's migrated, content-synced PGlite database (global-setup.ts makes it). */
export const databaseTemplate = () =>
  path.join(process.env.SITE_TEST_RUN_DIR ?? os.tmpdir(), "database-template", "pglite");

/**
 * Starts another instance of the production server (build/server.mjs) with its own port,
 * its own temporary database and the given environment: for tests that point the platform
 * services at fakes or need other limits. Starting takes a second or two on an idle machine
 * (PGlite compiles its WebAssembly), much longer on a loaded one: callers give their
 * beforeAll a long timeout (`test.setTimeout(120_000)` inside it).
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  options: {
    tuning?: TuningInput;
    /** Start from an empty database rather than a copy of the run's (see below). */
    emptyDatabase?: boolean;
  } = {},
): Promise<SiteServer> {
  let port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
  // A database of its own, copied from the run's migrated one: PGlite's first start (initdb,
  // migrations) is most of a server's start. A test that names its DATA_DIR starts empty.
  const template = databaseTemplate();
  if (!env.DATA_DIR && !options.emptyDatabase && fs.existsSync(template)) {
    fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  }
  let output = "";
  let child: ChildProcess;

  const spawnOnPort = (extraEnv: Record<string, string>) => {
    // What this child prints: after a restart, the output before it is the old process's.
    const ownOutputFrom = output.length;
    // Timings tests shorten are a command-line option of the server, not variables (server/tuning.ts).
    // Their pages all render per request, from two test workers on a busy machine: a longer
    // queue than production's, so that a slow render never sheds another test's page.
    // No re-seal unless a test asks for it ({ reseal: true }): these servers' SITE_URL is not the
    // build's, and re-sealing every page is seconds of CPU taken from the other test worker.
    const tuning = {
      renderQueueLimit: 64,
      renderMaxWaitMs: 30_000,
      reseal: false,
      ...options.tuning,
    };
    const args = ["--tuning", JSON.stringify(tuning)];
    child = spawn(process.execPath, ["build/server.mjs", ...args], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        RATE_LIMIT_WRITES_PER_MINUTE: "1000",
        // These servers render every page per request (their SITE_URL is not the build's).
        RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
        // These servers face fakes whose answers change between tests: read the platform on
        // every request (tests/e2e/data-cache.spec.ts turns the caches on).
        DATA_CACHE_TTL_SECONDS: "0",
        ...env,
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return waitForReady(`http://127.0.0.1:${port}`, child, () => output.slice(ownOutputFrom));
  };
  const launch = async (extraEnv: Record<string, string> = {}, firstStart = false) => {
    for (let attempt = 1; ; attempt++) {
      const outcome = await spawnOnPort(extraEnv);
      if (outcome === "ready") return;
      // Lost the port to another worker's server. A restart keeps its port (and its URL).
      if (!firstStart || attempt === 3) throw new Error(`port ${port} is taken`);
      port = await freePort();
    }
  };

  const stop = (signal: NodeJS.Signals = "SIGTERM") =>
    new Promise<number | null>((resolve) => {
      // Killed by a signal, a process has no exit code but a signal code; either way it is gone.
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code));
      child.kill(signal);
    });

  await launch({}, true);
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    get pid() {
      return child.pid;
    },
    output: () => output,
    stop,
    restart: async (extraEnv) => {
      await stop();
      await launch(extraEnv);
    },
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (
  request: RecordedRequest,
  response: http.ServerResponse,
) => void | Promise<void>;

export interface FakeService {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the behaviour; the default answers 404 JSON. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** A programmable fake of a platform service (builder, API, inquiry provider, product). */
export async function startFakeService(handler?: FakeHandler): Promise<FakeService> {
  let current: FakeHandler =
    handler ??
    ((_request, response) => {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"none"}');
    });
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      Promise.resolve(current(recorded, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status. */
export function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
