import type { AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it } from "vitest";

import { createReadiness, readyzHandler, type PagesStatus } from "./readiness";

const TOKEN = "readiness-details-token";

async function readyz(
  ping: () => Promise<boolean>,
  drain: boolean,
  pages?: () => PagesStatus,
  authorization?: string,
) {
  const readiness = createReadiness();
  if (drain) readiness.startDraining();
  const app = express();
  app.get("/readyz", readyzHandler(ping, readiness, pages, TOKEN));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`, {
      headers: authorization ? { authorization } : {},
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    return {
      status: ready.status,
      body: (await ready.json()) as unknown,
      cacheControl: ready.headers.get("cache-control"),
      health: health.status,
    };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe("/readyz", () => {
  it("is 200 while serving and the database answers", async () => {
    expect(await readyz(async () => true, false)).toMatchObject({
      status: 200,
      body: { status: "ready" },
      cacheControl: "no-store",
    });
  });

  it("is 503 when the database does not answer", async () => {
    expect(await readyz(async () => false, false)).toMatchObject({
      status: 503,
      body: { status: "database unavailable" },
    });
  });

  it("is 503 while draining after SIGTERM, without asking the database; /healthz stays 200", async () => {
    let pinged = false;
    const answer = await readyz(async () => (pinged = true), true);
    expect(answer).toMatchObject({ status: 503, body: { status: "draining" }, health: 200 });
    expect(answer.cacheControl).toBe("no-store");
    expect(pinged).toBe(false);
  });

  it("says how many prerendered files are sealed, also while a re-seal is under way", async () => {
    let sealed = 40;
    const pages = () => ({ state: sealed < 118 ? "resealing" : "static", sealed, total: 118 });
    const bearer = `Bearer ${TOKEN}`;
    expect(await readyz(async () => true, false, pages, bearer)).toMatchObject({
      status: 200,
      body: { status: "ready", pages: { state: "resealing", sealed: 40, total: 118 } },
    });
    sealed = 118;
    expect(await readyz(async () => true, false, pages, bearer)).toMatchObject({
      body: { pages: { state: "static", sealed: 118, total: 118 } },
    });
    expect((await readyz(async () => true, true, pages, bearer)).body).toEqual({
      status: "draining",
      pages: { state: "static", sealed: 118, total: 118 },
    });
  });

  it("tells the public only its status; the details need METRICS_TOKEN (issue 56)", async () => {
    const pages = () => ({ state: "resealing", sealed: 40, total: 118 });
    for (const authorization of [undefined, "Bearer wrong-token", TOKEN, `Basic ${TOKEN}`]) {
      expect((await readyz(async () => true, false, pages, authorization)).body).toEqual({
        status: "ready",
      });
    }
    expect((await readyz(async () => false, false, pages)).body).toEqual({
      status: "database unavailable",
    });
    expect((await readyz(async () => true, true, pages)).body).toEqual({ status: "draining" });
  });
});
