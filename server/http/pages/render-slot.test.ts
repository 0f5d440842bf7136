import { describe, expect, it, vi } from "vitest";

import type { PlatformClient } from "#app/shared/platform/platform";
import { createRenderGate } from "./render-gate";
import { LEND_AFTER_MS, platformLendingSlot, RenderSlot } from "./render-slot";

const gateOfOne = () => createRenderGate({ concurrency: 1, queueLimit: 8, maxWaitMs: 10_000 });

/** A promise and the function that settles it: a platform call that answers when told. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The gate hands a freed slot over on a later turn of the event loop. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Longer than a call may take before the slot is lent out. */
const pastLendDelay = () => new Promise((resolve) => setTimeout(resolve, LEND_AFTER_MS + 15));

async function heldSlot(gate: ReturnType<typeof gateOfOne>) {
  return new RenderSlot(gate, await gate.acquire());
}

describe("the render slot", () => {
  it("is lent out while a platform call is in flight: another render runs meanwhile", async () => {
    const gate = gateOfOne();
    const slow = await heldSlot(gate);
    const answer = pending<string>();
    const call = slow.lendDuring(() => answer.promise);
    expect(slow.held).toBe(true);
    await pastLendDelay();
    expect(slow.held).toBe(false);
    // With one slot, this would wait for the slow call's whole timeout if the slot were held.
    const other = await gate.acquire();
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 0 });
    answer.resolve("posts");
    // The answer is in, but the slot is the other render's: the slow one waits for it.
    let resumed = false;
    void call.then(() => (resumed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resumed).toBe(false);
    other();
    await expect(call).resolves.toBe("posts");
    expect(slow.held).toBe(true);
    expect(gate.stats().running).toBe(1);
    slow.close();
    await nextTurn();
    expect(gate.stats().running).toBe(0);
  });

  it("keeps the slot through a call answered at once (the read cache)", async () => {
    const gate = gateOfOne();
    const slot = await heldSlot(gate);
    const other = gate.acquire();
    await expect(slot.lendDuring(async () => "cached templates")).resolves.toBe("cached templates");
    expect(slot.held).toBe(true);
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1 });
    slot.close();
    (await other)();
  });

  it("takes one slot back when two calls end together, and gives it back once", async () => {
    const gate = gateOfOne();
    const slot = await heldSlot(gate);
    const slowly = async (value: string) => (await pastLendDelay(), value);
    await Promise.all([
      slot.lendDuring(() => slowly("templates")),
      slot.lendDuring(() => slowly("posts")),
    ]);
    expect(gate.stats().running).toBe(1);
    slot.close();
    slot.close();
    await nextTurn();
    expect(gate.stats().running).toBe(0);
  });

  it("a request that closed while its call was in flight takes no slot back", async () => {
    const gate = gateOfOne();
    const slot = await heldSlot(gate);
    const answer = pending<number>();
    const call = slot.lendDuring(() => answer.promise);
    await pastLendDelay();
    slot.close(); // the client went away
    answer.resolve(1);
    await call;
    expect(slot.held).toBe(false);
    expect(gate.stats().running).toBe(0);
  });

  it("a failed call still takes the slot back before the error reaches the render", async () => {
    const gate = gateOfOne();
    const slot = await heldSlot(gate);
    await expect(slot.lendDuring(() => Promise.reject(new Error("platform down")))).rejects.toThrow(
      "platform down",
    );
    expect(slot.held).toBe(true);
  });

  it("wraps every platform call of a request", async () => {
    const gate = gateOfOne();
    const slot = await heldSlot(gate);
    const heldDuringCall: boolean[] = [];
    /** A slow platform call: it notes whether the request still held its slot meanwhile. */
    const slowCall = async <T>(value: T) => {
      await pastLendDelay();
      heldDuringCall.push(slot.held);
      return value;
    };
    const call = vi.fn(() => slowCall([]));
    const platform = {
      getTemplates: call,
      getBlogCategories: call,
      getAllBlogs: call,
      getBlogById: vi.fn(() => slowCall(null)),
      createBuilderAgent: vi.fn(() => slowCall("agent")),
      sendInquiry: vi.fn(() => slowCall(undefined)),
      getWhatsappScanner: vi.fn(() => slowCall({})),
    } as unknown as PlatformClient;
    const lending = platformLendingSlot(platform, slot);
    await lending.getTemplates();
    await lending.getBlogCategories();
    await lending.getAllBlogs();
    await lending.getBlogById("post");
    await lending.createBuilderAgent({} as never);
    await lending.sendInquiry({ name: "A" }, { idempotencyKey: "k" });
    await lending.getWhatsappScanner("site");
    expect(heldDuringCall).toEqual(Array(7).fill(false));
    expect(platform.sendInquiry).toHaveBeenCalledWith({ name: "A" }, { idempotencyKey: "k" });
    expect(slot.held).toBe(true);
    expect(platformLendingSlot(platform)).toBe(platform);
  });
});
