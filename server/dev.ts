/** `npm run dev`: the app with Astro's dev server for the pages; content/ edits sync as saved. */
import { createServer as createHttpServer } from "node:http";

import { dev } from "astro";

import { createSiteListener } from "./app";
import { siteContextFor } from "./context";
import { projectRoot } from "./paths";
import { getConfig } from "./config";
import { ContentFileError } from "./content-sync/files";
import { watchContent } from "./content-sync/watch";
import { logError, logLine } from "./process/logging";
import { exitOnCrash } from "./process/process-handlers";
import { keepNewFilesPrivate } from "./process/private-files";
import { createServices } from "./services";
import { openSiteDatabase, syncContentDir } from "./start-up";
import { createRedirects } from "./http/redirects";
import { refuseConnect } from "./http/guards/request-hygiene";
import { answeringPath } from "#app/shared/site-map/path-aliases";

exitOnCrash(process);
keepNewFilesPrivate();
const config = getConfig();
const { database } = await openSiteDatabase(config);
const redirects = await createRedirects({ db: database.db, refreshMs: 5000 });
const syncFromFiles = () => syncContentDir(database, config).then(() => redirects.reload());
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
