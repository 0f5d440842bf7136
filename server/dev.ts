/**
 * `npm run dev`: the same Express app with Vite's middleware and hot reload instead of the
 * production build. Nothing is prerendered in development.
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

import { createApp } from "./app";
import { getConfig } from "./config";
import { openDatabase } from "./db/client";
import { readContentFiles } from "./content/files";
import { syncContent } from "./content/sync";

const config = getConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await syncContent(database.db, readContentFiles());

const vite = await createServer({ server: { middlewareMode: true } });
const app = createApp({
  config: { ...config, NODE_ENV: "development" },
  database,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  viteMiddleware: vite.middlewares,
});
app.listen(config.PORT, config.HOST, () => {
  console.log(`development server on ${config.siteUrl}`);
});
