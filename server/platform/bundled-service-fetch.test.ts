import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { count } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBundledServiceFetch } from "./bundled-service-fetch";
import { parseConfig } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { createHttpPlatformClient } from "./http-client";
import { createApiRouter } from "#server/bundled-platform/api";
import { builderAgents, receivedInquiries } from "#server/bundled-platform/schema";
import { readContentFiles } from "#server/content-sync/files";
import { syncContent } from "#server/content-sync/sync";

let database: DatabaseHandle;
let server: Server;
let port: number;

beforeAll(async () => {
  database = await openDatabase({ dataDir: migratedDataDir() });
  await syncContent(database.db, readContentFiles());
  // The public /api, as server/app.ts mounts it, with the default limit of 20 writes a minute.
  const app = express();
  app.use("/api", createApiRouter({ db: database.db, config: parseConfig({}) }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server.close();
  await database.close();
});

const description = "A support agent that answers questions about orders and returns.";

describe("the server's own calls to its bundled platform", () => {
  it("never compete with visitors: 17 agents for one visitor, then more for others", async () => {
    // PORT is the public server's, so the default service URLs point at it over loopback.
    const config = parseConfig({ PORT: String(port) });
    const network: typeof fetch = () => {
      throw new Error("a call to the bundled platform went to the network");
    };
    const services = createBundledServiceFetch({ db: database.db, config, network });
    const client = createHttpPlatformClient(config, services.fetch);
    const before = (await database.db.select({ n: count() }).from(builderAgents))[0]!.n;

    // One visitor's 17 agents, then 13 more for other visitors: past the public limit of 20.
    for (let n = 0; n < 30; n++) {
      expect(await client.createBuilderAgent({ description, type: "chatbot" })).toMatch(/\w+/);
    }
    const after = (await database.db.select({ n: count() }).from(builderAgents))[0]!.n;
    expect(after - before).toBe(30);

    // Inquiry forwarding and content reads take the same way.
    await client.sendInquiry({
      full_name: "Jane Doe",
      email_add: "jane@example.com",
      company: "",
      subject: "Hello",
      message: "Hi",
      country: "+91",
      phone_num: "9876543210",
      type: "AI Agent Platform",
    });
    expect((await database.db.select({ n: count() }).from(receivedInquiries))[0]!.n).toBe(1);
    expect((await client.getTemplates()).length).toBeGreaterThan(0);

    // Meanwhile the public API still limits each visitor: the server's calls used none of it.
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/builderagent/createBuilderAgent`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ description, type: "chatbot" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    await services.close();
  });

  it("sends other URLs (a real platform, a provider) to the network", async () => {
    const config = parseConfig({ PORT: String(port), INQUIRY_URL: "http://provider.test/in/" });
    const seen: string[] = [];
    const network: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response("{}", { status: 200 });
    };
    const client = createHttpPlatformClient(
      config,
      createBundledServiceFetch({ db: database.db, config, network }).fetch,
    );
    await client.sendInquiry({ full_name: "x" });
    expect(seen).toEqual(["http://provider.test/in/"]);
  });

  it("keeps the services' answers: a 404 stays a 404", async () => {
    const config = parseConfig({ PORT: String(port) });
    const client = createHttpPlatformClient(
      config,
      createBundledServiceFetch({ db: database.db, config }).fetch,
    );
    expect(await client.getBlogById("no-such-post")).toBeNull();
  });
});
