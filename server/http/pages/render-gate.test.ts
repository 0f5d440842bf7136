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

describe("sharing the queue between clients", () => {
  it("serves the waiting clients in turn, not in order of arrival", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 8, maxWaitMs: 10_000 });
    const order: string[] = [];
    const holder = await gate.acquire("flood");
    const waits = [
      ...["f1", "f2", "f3"].map((name) => ({ name, client: "flood" })),
      { name: "v1", client: "visitor" },
      { name: "d1", client: "desk" },
    ].map(({ name, client }) =>
      gate.acquire(client).then((release) => {
        order.push(name);
        release();
      }),
    );
    holder();
    await Promise.all(waits);
    // One render per client in turn: the visitor and the desk user wait behind one render of
    // the flood, not behind all three.
    expect(order).toEqual(["f1", "v1", "d1", "f2", "f3"]);
  });

  it("a full queue takes a newcomer's place from the client holding the most", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 3, maxWaitMs: 10_000 });
    const holder = await gate.acquire("flood");
    const flood = [1, 2, 3].map(() => gate.acquire("flood"));
    // The flood's own next request is refused: the queue is full of its own.
    await expect(gate.acquire("flood")).rejects.toEqual(new RenderGateFull("queue full"));
    // Another client's is not: the flood's newest waiter makes room.
    const visitor = gate.acquire("visitor");
    await expect(flood[2]).rejects.toEqual(new RenderGateFull("queue full"));
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 3, refused: 2 });
    holder();
    (await flood[0]!)();
    (await visitor)();
    (await flood[1]!)();
    await tick();
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("never takes a place from a client that holds no more than the newcomer would", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLimit: 2, maxWaitMs: 10_000 });
    const holder = await gate.acquire("a");
    const waiters = [gate.acquire("a"), gate.acquire("b")];
    await expect(gate.acquire("c")).rejects.toEqual(new RenderGateFull("queue full"));
    holder();
    for (const waiter of waiters) (await waiter)();
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
