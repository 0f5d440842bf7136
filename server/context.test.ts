import type { AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it } from "vitest";

import type { SiteContext } from "#app/context";
import { parseConfig } from "./config";
import { siteContextFor } from "./context";
import { createLogger, requestLogger } from "./process/logging";
import { createHttpPlatformClient } from "./platform/http-client";

describe("siteContextFor", () => {
  it("gives every request the same long-lived services and its own id, logger, nonce and address", async () => {
    const config = parseConfig({
      SITE_URL: "https://site.example",
      STUDIO_URL: "https://studio.example",
    });
    const services = {
      platform: createHttpPlatformClient(config),
      inquiries: { submit: async () => ({ id: "x", duplicate: false }) },
    };
    const lines: Array<Record<string, unknown>> = [];
    const base = createLogger({ write: (line: string) => lines.push(JSON.parse(line)) });
    const contexts: SiteContext[] = [];
    const app = express();
    app.use(requestLogger(false, base));
    app.use((_req, res, next) => {
      res.locals.cspNonce = "nonce-1";
      next();
    });
    app.get("/", (req, res) => {
      const context = siteContextFor(config, services, req, res);
      contexts.push(context);
      context.log.info({ step: "page" }, "hello");
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-request-id": "first" } });
      await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-request-id": "second" } });
    } finally {
      server.closeAllConnections();
      server.close();
    }

    const [first, second] = contexts;
    expect(first!.platform).toBe(services.platform);
    expect(second!.platform).toBe(first!.platform);
    expect(second!.inquiries).toBe(first!.inquiries);
    expect(first).toMatchObject({
      requestId: "first",
      cspNonce: "nonce-1",
      clientAddress: "127.0.0.1",
      // Only what the browser may see: no API URLs, no database settings.
      config: {
        siteUrl: "https://site.example",
        studioUrl: "https://studio.example",
        logoCdnUrl: null,
      },
    });
    expect(Object.keys(first!.config).sort()).toEqual([
      "analytics",
      "logoCdnUrl",
      "siteUrl",
      "studioUrl",
    ]);
    expect(second!.requestId).toBe("second");
    // A page's log line carries its request's id.
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        requestId: "first",
        step: "page",
        message: "hello",
      }),
      expect.objectContaining({
        level: "info",
        requestId: "second",
        step: "page",
        message: "hello",
      }),
    ]);
  });
});
