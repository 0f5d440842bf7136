import { describe, expect, it } from "vitest";

import { createRenderGate, RenderGateFull } from "./render-gate";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the render gate", () => {
  it("runs `concurrency` at once, queues a few, refuses the rest at once", async () => {
    const gate = createRenderGate({ concurrency: 2, queueLimit: 1, maxWaitMs: 10_000 });
    const first = await gate.acquire();
    await gate.acquire();
    const queued = gate.acquire();
    await expect(gate.acquire()).rejects.toEqual(new RenderGateFull("queue full"));
    expect(gate.stats()).toEqual({ running: 2, waiting: 1, refused: 1 });
    first();
    first(); // releasing twice frees one slot only
    const third = await queued;
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 0 });
    third();
    await tick();
    expect(gate.stats().running).toBe(1);
  });

  it("sheds a request that waited longer than maxWaitMs", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 30 });
    await gate.acquire();
    await expect(gate.acquire()).rejects.toEqual(new RenderGateFull("waited too long"));
    expect(gate.stats()).toMatchObject({ waiting: 0, refused: 1 });
  });

  it("hands a freed slot over on a later turn, after pending I/O callbacks", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 1000 });
    const order: string[] = [];
    const release = await gate.acquire();
    const next = gate.run(async () => order.push("next render"));
    // An answer that became ready while the slot was taken runs before the next render.
    setImmediate(() => order.push("pending answer"));
    release();
    await next;
    expect(order).toEqual(["pending answer", "next render"]);
  });
});

describe("a reclaimed slot", () => {
  it("goes ahead of every waiter and is never refused", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 1, maxWaitMs: 20 });
    const holder = await gate.acquire();
    const waiter = gate.acquire();
    const reclaimed = gate.reclaim();
    holder();
    // The reclaim got the slot: the ordinary waiter is shed after its 20 ms.
    const release = await reclaimed;
    await expect(waiter).rejects.toEqual(new RenderGateFull("waited too long"));
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 0 });
    release();
  });
});
