import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { admissionMiddleware, renderAdmission } from "./render-admission";
import { createRenderGate } from "./render-gate";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server behind the admission with one render slot; /hold answers when `letGo` is called. */
async function siteWithOneSlot() {
  const gate = createRenderGate({ concurrency: 1, queueLimit: 8, maxWaitMs: 1500 });
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const app = express();
  // Answers closed so far (finished, or their client gone), seen before the admission.
  let closed = 0;
  app.use((_req, res, next) => {
    res.once("close", () => (closed += 1));
    next();
  });
  app.use(admissionMiddleware(renderAdmission({ gate, rendersPerMinute: 10_000, log: () => {} })));
  app.get("/hold", async (_req, res) => {
    await held;
    res.send("held");
  });
  app.use((_req, res) => res.send("rendered"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { gate, letGo, url, closed: () => closed };
}

describe("the render admission", () => {
  it("gives the slot back when the client left while its request waited for it", async () => {
    const { gate, letGo, url, closed } = await siteWithOneSlot();
    const holding = fetch(`${url}/hold`);
    await expect.poll(() => gate.stats().running).toBe(1);
    // A second request waits for the slot, and its visitor goes away meanwhile.
    const leaving = new AbortController();
    const left = fetch(`${url}/page`, { signal: leaving.signal }).catch(() => "aborted");
    await expect.poll(() => gate.stats().waiting).toBe(1);
    leaving.abort();
    await left;
    // The server has seen the visitor go before the slot frees up.
    await expect.poll(closed).toBe(1);
    letGo();
    expect(await (await holding).text()).toBe("held");
    // The slot went to the request whose visitor left, which gave it back at once.
    await expect.poll(() => gate.stats()).toMatchObject({ running: 0, waiting: 0 });
    // So the next page renders at once instead of waiting for a slot that never frees.
    const started = Date.now();
    const next = await fetch(`${url}/page`);
    expect(next.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect.poll(() => gate.stats().running).toBe(0);
  });
});

describe("fair shares and the desk's lane", () => {
  /** One render slot, two waiting, the desk on a lane of its own; clients by X-Forwarded-For. */
  async function sharedSite() {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 2, maxWaitMs: 10_000 });
    const deskGate = createRenderGate({ concurrency: 1, queueLimit: 2, maxWaitMs: 10_000 });
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const app = express();
    app.set("trust proxy", 1);
    const admission = renderAdmission({
      gate,
      deskLane: { gate: deskGate, isDesk: (req) => req.path.startsWith("/admin") },
      rendersPerMinute: 10_000,
      log: () => {},
    });
    app.use(admissionMiddleware(admission));
    app.use(async (req, res) => {
      if (req.path === "/hold") await held;
      res.send("rendered");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path: string, address: string) =>
      fetch(`${url}${path}`, { headers: { "x-forwarded-for": address } });
    return { gate, letGo, get };
  }

  it("refuses one address past its share while another address and the desk are served", async () => {
    const { gate, letGo, get } = await sharedSite();
    const flooder = "203.0.113.1";
    const holding = get("/hold", flooder);
    await expect.poll(() => gate.stats().running).toBe(1);
    const flood = [get("/a", flooder), get("/b", flooder)];
    await expect.poll(() => gate.stats().waiting).toBe(2);
    // The flood's own next page finds the queue full of its own: refused at once.
    const refused = await get("/c", flooder);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    // Another address takes the flood's newest place instead of being refused.
    const visitor = get("/page", "198.51.100.7");
    expect((await flood[1]!).status).toBe(503);
    // The desk renders at once, while the public site's only slot is still held.
    const desk = await get("/admin/inquiries", flooder);
    expect(desk.status).toBe(200);
    expect(gate.stats().running).toBe(1);
    letGo();
    expect((await holding).status).toBe(200);
    expect((await flood[0]!).status).toBe(200);
    expect((await visitor).status).toBe(200);
  });
});
