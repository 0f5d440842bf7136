import type { AddressInfo } from "node:net";

import { sql } from "drizzle-orm";
import express from "express";

import { createApiRouter } from "#server/bundled-platform/api";
import { parseConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { readContentFiles } from "#server/content-sync/files";
import { syncContent } from "#server/content-sync/sync";
import { builderAgents, receivedInquiries } from "#server/bundled-platform/schema";
import { closeConnections } from "./http";
import type { ApiTarget } from "./api-properties";

/**
 * The bundled API in this process, as the site mounts it (/api on an Express app), over an
 * in-memory PGlite with the seed content. The write limit is lifted: the fuzzer is one client.
 */
export async function startApiTarget(): Promise<ApiTarget & { close(): Promise<void> }> {
  const database = await openDatabase({ dataDir: "memory://" });
  await syncContent(database.db, readContentFiles());
  const config = parseConfig({
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    WHATSAPP_NUMBER: "15550100",
  });
  const app = express();
  app.disable("x-powered-by");
  app.use("/api", createApiRouter({ db: database.db, config }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  // Both counts in one query (before and after every generated write).
  const counts = async () => {
    const [row] = await database.db
      .select({
        agents: sql<number>`(select count(*)::int from ${builderAgents})`,
        inquiries: sql<number>`(select count(*)::int from ${receivedInquiries})`,
      })
      .from(sql`(select 1) as one`);
    return { agents: Number(row!.agents), inquiries: Number(row!.inquiries) };
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    prefix: "/api",
    counts,
    close: async () => {
      closeConnections();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
