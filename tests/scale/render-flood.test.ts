import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { afterAll, beforeAll, expect, it } from "vitest";

import { DEFAULT_SCRYPT, hashPassword } from "#server/desk/password";
import { fromRoot } from "#server/paths";
import { E2E_PORT, startSiteServer, type SiteServer } from "#tests/e2e/support/servers";
import {
  deskSignIn,
  describeFigures,
  figuresOf,
  keepLoading,
  loadAverage,
  type Figures,
} from "./support/latency";

/**
 * Issue 56, "rendering never blocks serving": one address floods pages that must be rendered
 * per request (`GET /templates?q=<random>`, 32 keep-alive connections, 8 s) with production's
 * render budget and gate, while a sealed page, /healthz and the desk are loaded one request
 * after the other from other addresses. The sealed page keeps p99 ≤ 50 ms and its slowest
 * answer ≤ 200 ms (plus the machine's own, below). A latency figure, so it runs here, alone
 * (`npm run test:scale`).
 *
 * The flood runs in a process of its own (autocannon's command), so its parsing never delays
 * the measuring requests of this one; addresses come through X-Forwarded-For (TRUST_PROXY=1).
 */
const FLOOD_SECONDS = 8;
const FLOOD_CONNECTIONS = 32;
/** A new address for each attempt: a retry is flooded with a fresh budget, as the first was. */
let attempt = 0;
const flooder = () => `203.0.113.${66 + attempt}`;
const VISITOR = "198.51.100.7";
const DESK_USER = "192.0.2.10";
const DESK = { email: "flood-desk@example.com", password: "correct horse battery staple" };

const SEALED_P99_MS = 50;
const SEALED_MAX_MS = 200;

let site: SiteServer;

beforeAll(async () => {
  site = await startSiteServer(
    {
      // The build's own URL: its prerendered pages are served sealed, as in production.
      SITE_URL: `http://localhost:${E2E_PORT}`,
      DESK_EMAIL: DESK.email,
      DESK_PASSWORD_HASH: await hashPassword(DESK.password, DEFAULT_SCRYPT),
      DESK_SESSION_SECRET: "scale-flood-session-secret-0123456789abcdef",
      TRUST_PROXY: "1",
      LOG_REQUESTS: "false",
      DATA_CACHE_TTL_SECONDS: "60",
      // Production's per-address budget: the flood is rendered until it has used it up.
      RATE_LIMIT_RENDERS_PER_MINUTE: "300",
    },
    {
      tuning: {
        // Production's render gate (server/tuning.ts), which startSiteServer lengthens otherwise.
        renderQueueLimit: 8,
        renderMaxWaitMs: 1500,
        // Another render model, to compare (docs/decisions/0014-renders-off-the-request-thread.md):
        // RENDER_FLOOD_TUNING='{"renderThreads":0}'.
        ...(JSON.parse(process.env.RENDER_FLOOD_TUNING ?? "{}") as Record<string, number>),
      },
    },
  );
});

afterAll(async () => {
  await site?.stop();
});

const from = (address: string, more: Record<string, string> = {}) => ({
  "x-forwarded-for": address,
  ...more,
});

interface Round {
  sealed: Figures;
  healthz: Figures;
  desk: Figures;
}

/** The three probes for `seconds`, each one request after the other. */
async function probe(seconds: number, deskCookie: string): Promise<Round> {
  const until = Date.now() + seconds * 1000;
  const [sealedA, sealedB, healthz, desk] = await Promise.all([
    keepLoading(site.url, until, () => ({ path: "/pricing", headers: from(VISITOR) })),
    keepLoading(site.url, until, () => ({ path: "/pricing", headers: from(VISITOR) })),
    keepLoading(site.url, until, () => ({ path: "/healthz", headers: from(VISITOR) })),
    // A person's pace, well within the desk's own render budget (300 a minute).
    keepLoading(
      site.url,
      until,
      () => ({ path: "/admin/inquiries", headers: from(DESK_USER, { cookie: deskCookie }) }),
      100,
    ),
  ]);
  const sealed = {
    statuses: [...sealedA.statuses, ...sealedB.statuses],
    latencies: [...sealedA.latencies, ...sealedB.latencies],
  };
  return { sealed: figuresOf(sealed), healthz: figuresOf(healthz), desk: figuresOf(desk) };
}

const table = (round: Round) =>
  `  sealed /pricing: ${describeFigures(round.sealed)}\n` +
  `  /healthz: ${describeFigures(round.healthz)}\n` +
  `  desk /admin/inquiries: ${describeFigures(round.desk)}`;

/** 32 connections of `/templates?q=<random>` from one address, in a process of its own. */
async function flood(): Promise<{ statuses: Record<string, number>; average: number }> {
  const options = {
    url: site.url,
    connections: FLOOD_CONNECTIONS,
    duration: FLOOD_SECONDS,
    headers: from(flooder()),
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [fromRoot("tests/scale/support/render-flood.mjs"), JSON.stringify(options)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    statusCodeStats?: Record<string, { count: number }>;
  };
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return { statuses, average: Math.round(result.requests.average) };
}

// On a shared machine one busy moment can decide a p99 or a maximum: a miss is measured again
// once, and a server that misses twice fails.
it(
  "one address flooding renders leaves a sealed page, /healthz and the desk their latency",
  { retry: 1, timeout: 120_000 },
  async () => {
    attempt += 1;
    const deskCookie = await deskSignIn(site.url, DESK, from(DESK_USER));
    // Warm: the first renders compile and fill the platform's read cache.
    for (const path of ["/pricing", "/templates?q=warm", "/admin/inquiries"]) {
      await fetch(`${site.url}${path}`, {
        headers: from(DESK_USER, { cookie: deskCookie }),
      }).then((response) => response.arrayBuffer());
    }

    const quiet = await probe(3, deskCookie);
    const flooding = flood();
    // Measured in the same seconds, once the flood has started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flooded = await probe(FLOOD_SECONDS - 1, deskCookie);
    const { statuses, average } = await flooding;
    console.log(
      `render flood from one address (load average ${loadAverage()}, tuning ${process.env.RENDER_FLOOD_TUNING ?? "production"}): ` +
        `${FLOOD_CONNECTIONS} connections, ${average} req/s, statuses ${JSON.stringify(statuses)}\n` +
        `before it (3 s):\n${table(quiet)}\nduring it:\n${table(flooded)}`,
    );

    // The flood did reach the renderer, and past its share it was refused.
    expect(statuses["200"] ?? 0).toBeGreaterThan(0);
    for (const figures of [flooded.sealed, flooded.healthz, flooded.desk]) {
      expect(figures.ok).toBe(figures.count);
      expect(figures.count).toBeGreaterThan(5);
    }
    // A machine busy with other work pauses every request alike: what the probe measured without
    // the flood is allowed on top, at most the budget again (renders on the request thread were
    // 450-2,800 ms here, so the test still fails them).
    const allowance = (quietFigure: number, budget: number) =>
      budget + Math.min(quietFigure, budget);
    expect(flooded.sealed.p99).toBeLessThanOrEqual(allowance(quiet.sealed.p99, SEALED_P99_MS));
    expect(flooded.sealed.max).toBeLessThanOrEqual(allowance(quiet.sealed.max, SEALED_MAX_MS));
  },
);
