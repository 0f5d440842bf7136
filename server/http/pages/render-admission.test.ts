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
