import type { Server } from "node:http";

import type { ServerBuild } from "react-router";

import { createPlatformClient } from "../app/lib/platform-api.server";
import { createApp } from "./app";
import { createBundledServiceFetch } from "./bundled-service-fetch";
import { ConfigError, getConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { logError, logLine } from "./logging";
import { createOutbox } from "./outbox";
import { fromRoot } from "./paths";
import { refuseConnect } from "./request-hygiene";
import { claimOwnership, currentOwner } from "./pglite-owner";

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // PGlite allows one process per data directory (see server/pglite-owner.ts).
  const ownsDataDir = !config.DATABASE_URL && !config.DATA_DIR.startsWith("memory://");
  const otherOwner = ownsDataDir ? currentOwner(config.DATA_DIR) : undefined;
  if (otherOwner) {
    logLine({
      level: "warn",
      message: `process ${otherOwner} also uses DATA_DIR ${config.DATA_DIR}; PGlite allows one process at a time`,
    });
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const releaseDataDir = ownsDataDir ? claimOwnership(config.DATA_DIR) : () => {};
  await seedDatabase(database.db);

  // Delivers stored inquiries to INQUIRY_URL, now and after failures (issue 6).
  // The bundled services answer in process, outside the visitors' rate limit.
  const services = createBundledServiceFetch({ db: database.db, config });
  const platform = createPlatformClient(config, services.fetch);
  const outbox = createOutbox({
    db: database.db,
    send: (payload) => platform.sendInquiry(payload),
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
    leaseMs: Math.max(60_000, config.OUTBOUND_TIMEOUT_MS * 4),
    log: (fields) => logLine(fields),
  });

  const buildPath = fromRoot("build/server/index.js");
  const build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
  const app = createApp({
    config,
    database,
    build,
    log: (message) => logLine({ level: "info", message }),
    outbox,
    serviceFetch: services.fetch,
  });

  const server: Server = app.listen(config.PORT, config.HOST, () => {
    logLine({
      level: "info",
      message: `listening on ${config.siteUrl}`,
      port: config.PORT,
      database: database.kind,
      studio: config.studioIsLocal ? "local stand-in" : config.studioUrl,
    });
  });
  server.keepAliveTimeout = 65_000;
  refuseConnect(server);
  outbox.start();
  server.on("error", (error) => {
    logError(`cannot listen on ${config.HOST}:${config.PORT}`, error);
    process.exit(1);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logLine({ level: "info", message: `${signal}: finishing in-flight requests` });
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      // Deliveries in flight finish (or fail and stay pending) before the database closes.
      await outbox.stop();
      await services.close();
      await database.close().catch((error: unknown) => logError("closing the database", error));
      releaseDataDir();
      logLine({ level: "info", message: "stopped" });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logError("failed to start", error);
  process.exit(1);
});
