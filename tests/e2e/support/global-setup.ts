import path from "node:path";

import { databaseTemplate, startSiteServer } from "./servers";

/**
 * Before the first test: one server start makes the database (migrated, content synced) that
 * every extra server of the run copies instead of making its own (servers.ts).
 */
export default async function globalSetup() {
  const server = await startSiteServer({
    DATA_DIR: path.dirname(databaseTemplate()),
    LOG_REQUESTS: "false",
  });
  const code = await server.stop();
  if (code !== 0)
    throw new Error(`the template database's server exited with ${code}:\n${server.output()}`);
}
