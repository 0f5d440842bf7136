import fs from "node:fs";
import path from "node:path";

import { DEFAULT_SCRYPT, hashPassword } from "#server/desk/password";
import { fromRoot } from "#server/paths";
import { startSiteServer, type SiteServer } from "#tests/e2e/support/servers";
import { startPostgres, type PostgresServer } from "#tests/support/postgres";
import { createCleanup, type Cleanup } from "./cleanup";
import { startPurgeRelay, type PurgeRelay } from "./purge-relay";
import { startVarnish, type Varnish } from "./varnish";

/**
 * The site as the CDN test runs it: one throw-away PostgreSQL, two built instances on it (the
 * SITE_URL the build prerendered with, so the sealed pages are served; desk credentials; a
 * small write limit; CACHE_PURGE_URL through the purge relay), and Varnish with the shipped
 * VCL in front of both.
 */
export const DESK_EMAIL = "sales@example.com";
export const DESK_PASSWORD = "cdn test desk password";
/** The data pages' TTL (s-maxage) and the in-memory caches' (DATA_CACHE_TTL_SECONDS). */
export const DATA_TTL_SECONDS = 8;
export const WRITES_PER_MINUTE = 8;

export interface Stack {
  postgres: PostgresServer;
  databaseUrl: string;
  siteUrl: string;
  relay: PurgeRelay;
  a: SiteServer;
  b: SiteServer;
  varnish: Varnish;
  cleanup: Cleanup;
  /** Timings of the start, for the summary. */
  startup: Record<string, number>;
}

export async function startStack(): Promise<Stack> {
  const cleanup = createCleanup();
  const startup: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    startup[name] = Date.now() - started;
    return result;
  };
  try {
    const stamp = JSON.parse(fs.readFileSync(fromRoot("build/prerender-stamp.json"), "utf8")) as {
      siteUrl: string;
    };

    const postgres = await timed("postgres", startPostgres);
    cleanup.add(
      "postgres",
      () => postgres.stop(),
      `${process.getuid?.() === 0 ? "runuser -u postgres -- " : ""}${pgCtl()} -D '${postgres.dir}/data' -m immediate -w stop; rm -rf '${postgres.dir}'`,
    );
    const databaseUrl = await postgres.createDatabase("cdn");

    // Varnish starts after the instances (it needs their ports); the relay asks for it late.
    const started: { varnish?: Varnish } = {};
    const relay = await startPurgeRelay(() => started.varnish?.url ?? "http://127.0.0.1:9");
    // The instances ban what their own start synced; Varnish is not up yet to hear it.
    relay.forwarding = false;
    cleanup.add("purge relay", () => relay.close());

    const env = {
      DATABASE_URL: databaseUrl,
      SITE_URL: stamp.siteUrl,
      TRUST_PROXY: "1",
      CACHE_PURGE_URL: relay.url,
      DATA_CACHE_TTL_SECONDS: String(DATA_TTL_SECONDS),
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      DESK_EMAIL: DESK_EMAIL,
      DESK_PASSWORD_HASH: await hashPassword(DESK_PASSWORD, DEFAULT_SCRYPT),
      DESK_SESSION_SECRET: "cdn-test-desk-session-secret-0123456789",
      LOG_REQUESTS: "false",
    };
    const [a, b] = await timed("instances", () =>
      Promise.all([startSiteServer(env), startSiteServer(env)]),
    );
    for (const [name, server] of [
      ["instance A", a],
      ["instance B", b],
    ] as const) {
      cleanup.add(
        name,
        async () => {
          await server.stop("SIGKILL");
          fs.rmSync(server.dataDir, { recursive: true, force: true });
        },
        `kill -9 ${server.pid} 2>/dev/null; rm -rf '${server.dataDir}'`,
      );
    }

    const varnish = await timed("varnish", () =>
      startVarnish([
        { host: "127.0.0.1", port: a.port },
        { host: "127.0.0.1", port: b.port },
      ]),
    );
    started.varnish = varnish;
    cleanup.add(
      "varnish",
      () => varnish.stop(),
      `kill ${varnish.pid} 2>/dev/null; sleep 1; kill -9 ${varnish.pid} 2>/dev/null; rm -rf '${varnish.dir}'`,
    );
    startup["probes healthy"] = await varnish.waitForHealth({ site_1: true, site_2: true });
    relay.forwarding = true;
    return {
      postgres,
      databaseUrl,
      siteUrl: stamp.siteUrl,
      relay,
      a,
      b,
      varnish,
      cleanup,
      startup,
    };
  } catch (error) {
    await cleanup.runAll();
    throw error;
  }
}

function pgCtl(): string {
  const root = "/usr/lib/postgresql";
  const version = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((entry) => fs.existsSync(path.join(root, entry, "bin", "pg_ctl")))
        .sort((x, y) => Number(y) - Number(x))[0]
    : undefined;
  return version ? path.join(root, version, "bin", "pg_ctl") : "pg_ctl";
}
