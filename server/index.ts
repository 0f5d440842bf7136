import path from "node:path";
import { createServer, type Server } from "node:http";

import { createSiteListener } from "./app";
import { createCacheInvalidation } from "./cache-purge/invalidation";
import { ConfigError, getConfig, publicConfig } from "./config";
import { ASTRO_ENTRY, loadAstroPages } from "./http/pages/astro-pages";
import { createRenderPool } from "./http/pages/render-pool";
import { rawQuery } from "./db/raw-query";
import { logError, logLine } from "./process/logging";
import { fromRoot, projectRoot } from "./paths";
import { requireNodeFloor } from "./process/node-floor.mjs";
import { exitOnCrash } from "./process/process-handlers";
import { keepNewFilesPrivate } from "./process/private-files";
import { createReadiness } from "./http/readiness";
import { startDeskCliSocket } from "./desk/cli-socket";
import { refuseConnect } from "./http/guards/request-hygiene";
import { createServices } from "./services";
import { openSiteDatabase, syncContentDir } from "./start-up";
import { createMetrics } from "./metrics/metrics";
import { createRedirects } from "./http/redirects";
import { httpServerTimeouts, tuningFromArgs } from "./tuning";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  requireNodeFloor(projectRoot);
  // Before anything creates a file: DATA_DIR's folders 0700, its files 0600.
  keepNewFilesPrivate();
  exitOnCrash(process);
  let config;
  let tuning;
  try {
    config = getConfig();
    tuning = tuningFromArgs(process.argv);
  } catch (error) {
    if (error instanceof ConfigError) {
      logLine({ level: "error", message: error.message });
      process.exit(1);
    }
    throw error;
  }

  const { database, ownsDataDir, releaseDataDir } = await openSiteDatabase(config);
  // What a content change clears here and bans at the shared cache, whichever process made it.
  const invalidation = createCacheInvalidation({
    purgeUrl: config.cache.purgeUrl,
    siteUrl: config.http.siteUrl,
    listenTo: config.database.url,
    timeoutMs: config.services.timeoutMs,
    log: logLine,
  });
  await syncContentDir(database, config, { onChange: invalidation.onSyncChange });

  const redirects = await createRedirects({
    db: database.db,
    refreshMs: Math.max(config.cache.dataTtlSeconds, 5) * 1000,
    onError: (error) => logError("reading the redirects failed", error),
  });
  const metrics = config.metrics ? createMetrics({ run: rawQuery(database.db) }) : undefined;
  const services = createServices(config, database.db, tuning, invalidation.caches, metrics);
  const { outbox } = services;
  const deskCliSocket = ownsDataDir
    ? await startDeskCliSocket({
        dataDir: config.database.dataDir,
        run: rawQuery(database.db),
        outbox,
        dump: database.dump,
        onError: (error) => logError("desk CLI socket request failed", error),
      }).catch((error: unknown) => {
        logError("cannot open the desk CLI socket; npm run desk needs the server stopped", error);
        return undefined;
      })
    : undefined;
  const readiness = createReadiness();

  const pages = await loadAstroPages(fromRoot("build"), publicConfig(config));
  const renderPool =
    tuning.renderThreads > 0
      ? createRenderPool({
          entryFile: path.join(fromRoot("build"), ASTRO_ENTRY),
          config: publicConfig(config),
          threads: tuning.renderThreads,
        })
      : undefined;
  const listener = createSiteListener({
    config,
    tuning,
    database,
    pages,
    renderPool,
    log: logLine,
    services,
    readiness,
    contentCaches: invalidation.caches,
    metrics,
    redirects,
  });
  // Listening before taking requests: a change from now on clears this instance's caches.
  await invalidation.start();

  const server: Server = createServer(httpServerTimeouts(tuning), listener).listen(
    config.http.port,
    config.http.host,
    () => {
      logLine({
        level: "info",
        message: `listening on ${config.http.siteUrl}`,
        port: config.http.port,
        database: database.kind,
        studio: config.services.studioIsBundled ? "bundled" : config.services.studioUrl,
      });
    },
  );
  server.keepAliveTimeout = 65_000;
  refuseConnect(server);
  outbox.start();
  server.on("error", (error) => {
    logError(`cannot listen on ${config.http.host}:${config.http.port}`, error);
    process.exit(1);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    readiness.startDraining();
    logLine({ level: "info", message: `${signal}: finishing in-flight requests` });
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await deskCliSocket?.close();
      await invalidation.stop();
      redirects.stop();
      await outbox.stop();
      await services.close();
      await database.close().catch((error: unknown) => logError("closing the database", error));
      await releaseDataDir().catch(() => {});
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
