/** `npm run dev`: the app with Astro's dev server for the pages; content/ edits sync as saved. */
import { createServer as createHttpServer } from "node:http";
import path from "node:path";

import { dev } from "astro";

import { createSiteListener } from "./app";
import { siteContextFor } from "./context";
import { projectRoot } from "./paths";
import { getConfig } from "./config";
import { DataDirLockedError, lockDataDir } from "./process/data-dir-lock";
import { openDatabase } from "./db/client";
import { ContentFileError, readContentFiles } from "./content-sync/files";
import { logContentSync, logMediaVariants } from "./content-sync/log";
import { prepareMediaVariants } from "./content-sync/media-variants";
import { syncContent } from "./content-sync/sync";
import { watchContent } from "./content-sync/watch";
import { withDatabaseLock } from "./db/migration-lock";
import { logError, logLine } from "./process/logging";
import { exitOnCrash } from "./process/process-handlers";
import { keepNewFilesPrivate, warnAboutLooseModes } from "./process/private-files";
import { createServices } from "./services";
import { createRedirects } from "./http/redirects";
import { refuseConnect } from "./http/guards/request-hygiene";
import { answeringPath } from "#app/shared/site-map/path-aliases";

exitOnCrash(process);
keepNewFilesPrivate();
const config = getConfig();
if (!config.database.url && !config.database.dataDir.startsWith("memory://")) {
  try {
    await lockDataDir(config.database.dataDir, {
      onCompromised: (error) => {
        logLine({ level: "error", message: `lost the lock on DATA_DIR: ${error.message}` });
        process.exit(1);
      },
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    logLine({ level: "error", message: error.message });
    process.exit(1);
  }
}
const database = await openDatabase({
  databaseUrl: config.database.url,
  dataDir: config.database.dataDir,
});
if (database.kind === "pglite" && !config.database.dataDir.startsWith("memory://")) {
  warnAboutLooseModes(config.database.dataDir, logLine);
}
const redirects = await createRedirects({ db: database.db, refreshMs: 5000 });
const syncFromFiles = () =>
  withDatabaseLock(database, "content-sync", () =>
    syncContent(database.db, readContentFiles(config.content.dir)),
  ).then(async (report) => {
    logContentSync(report, config.content.dir);
    logMediaVariants(
      await prepareMediaVariants({
        mediaDir: path.join(config.content.dir, "media"),
        outDir: config.content.variantsDir,
      }),
    );
    await redirects.reload();
  });
await syncFromFiles();
watchContent({
  dir: config.content.dir,
  onChange: syncFromFiles,
  onError: (error) =>
    error instanceof ContentFileError
      ? logLine({ level: "warn", message: `content not synced: ${error.message}` })
      : logError("syncing the edited content failed", error),
});

// No read cache in development: an edited post shows on the next reload.
const services = createServices(
  { ...config, cache: { ...config.cache, dataTtlSeconds: 0 } },
  database.db,
);
services.outbox.start();

// Astro's dev server listens on the next port too (its hot-reload socket connects there); pages
// reach it through this server, with the request's site context as Astro's locals.
const astro = await dev({
  root: projectRoot,
  logLevel: "warn",
  server: { host: "127.0.0.1", port: config.http.port + 1 },
});
const devConfig = { ...config, nodeEnv: "development" as const };
const listener = createSiteListener({
  config: devConfig,
  database,
  development: {
    pages: (req, res) => {
      const site = siteContextFor(devConfig, { ...services, redirects }, req, res);
      Reflect.set(req, Symbol.for("astro.locals"), { site });
      req.url = answeringPath(req.path) + req.url.slice(req.path.length);
      // The dev server's inline scripts carry no hash or nonce the production CSP knows.
      res.removeHeader("Content-Security-Policy");
      astro.handle(req, res);
    },
  },
  services,
  redirects,
});
const server = createHttpServer(listener).listen(config.http.port, config.http.host, () => {
  logLine({ level: "info", message: `development server on ${config.http.siteUrl}` });
});
refuseConnect(server);
