import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { storeInquiry } from "./store";
import type { ContactInput } from "#app/features/contact/contact-fields";
import type { InquiryPayload } from "#app/features/contact/contact.schema";
import { contactInquiries, inquiryDeliveryEvents } from "#server/db/schema";
import { createOutbox, type Outbox, type OutboxOptions } from "./outbox";
import { useInquiryDatabase } from "#tests/support/inquiry-database";
import { describeEachDatabase } from "#tests/support/databases";

const contact = (n: number): ContactInput => ({
  fullName: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  company: "",
  subject: `Subject ${n}`,
  message: "Hello",
  country: "+91",
  phone: "9876543210",
});

describeEachDatabase("the inquiry outbox", (kind) => {
  const database = useInquiryDatabase(kind);
  const outboxes: Outbox[] = [];
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
  });

  function outboxWith(send: OutboxOptions["send"], extra: Partial<OutboxOptions> = {}) {
    const outbox = createOutbox({
      db: database.db,
      send,
      retryBaseMs: 20,
      retryMaxMs: 200,
      leaseMs: 60_000,
      maxIdleMs: 500,
      ...extra,
    });
    outboxes.push(outbox);
    return outbox;
  }

  async function store(n: number) {
    return (await storeInquiry(database.db, contact(n), `key-${String(n).padStart(16, "0")}`)).id;
  }

  const statusOf = async (id: string) =>
    (await database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]!;

  describe("inquiry outbox", () => {
    it("delivers what is pending in the database when it starts", async () => {
      const ids = [await store(1), await store(2)];
      const sent: InquiryPayload[] = [];
      outboxWith(async (payload) => void sent.push(payload)).start();
      await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 10_000 });
      expect(sent.map((payload) => payload.full_name).sort()).toEqual(["Visitor 1", "Visitor 2"]);
      for (const id of ids) expect((await statusOf(id)).status).toBe("delivered");
    });

    it("reports each attempt's outcome and timing, and the delay of a delivery (/metrics)", async () => {
      await store(30);
      const events: Array<{ outcome: string; sendMs: number; ageMs?: number }> = [];
      let calls = 0;
      outboxWith(
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          if (++calls === 1) throw new Error("provider down");
        },
        { onDelivery: (event) => events.push(event) },
      ).start();
      await vi.waitFor(() => expect(events.map((e) => e.outcome)).toEqual(["retry", "delivered"]), {
        timeout: 10_000,
      });
      expect(events[0]!.sendMs).toBeGreaterThanOrEqual(25);
      expect(events[0]!.ageMs).toBeUndefined();
      expect(events[1]!.ageMs).toBeGreaterThanOrEqual(events[1]!.sendMs);
    });

    it("retries with backoff until the provider accepts, and delivers exactly once", async () => {
      const id = await store(3);
      const calls: number[] = [];
      const outbox = outboxWith(async () => {
        calls.push(Date.now());
        if (calls.length <= 3) throw new Error(`HTTP 503 (call ${calls.length})`);
      });
      outbox.start();
      await vi.waitFor(async () => expect((await statusOf(id)).status).toBe("delivered"), {
        timeout: 10_000,
      });
      expect(calls).toHaveLength(4);
      // 20, 40 and 80 ms of backoff between the calls (timers may only be late, never early).
      const gaps = calls.slice(1).map((time, index) => time - calls[index]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(18);
      expect(gaps[1]).toBeGreaterThanOrEqual(38);
      expect(gaps[2]).toBeGreaterThanOrEqual(78);
      expect(await statusOf(id)).toMatchObject({ attempts: 4, lastError: null });
      // Each attempt is in the inquiry's history, as the desk shows it.
      const history = await database.db
        .select()
        .from(inquiryDeliveryEvents)
        .where(eq(inquiryDeliveryEvents.inquiryId, id))
        .orderBy(inquiryDeliveryEvents.id);
      expect(history.map(({ attempt, outcome, error }) => ({ attempt, outcome, error }))).toEqual([
        { attempt: 1, outcome: "retry", error: "HTTP 503 (call 1)" },
        { attempt: 2, outcome: "retry", error: "HTTP 503 (call 2)" },
        { attempt: 3, outcome: "retry", error: "HTTP 503 (call 3)" },
        { attempt: 4, outcome: "delivered", error: null },
      ]);
      // Nothing is sent again afterwards.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toHaveLength(4);
    });

    it("delivers a new inquiry at once when asked, without waiting for the next tick", async () => {
      const sent: string[] = [];
      const outbox = outboxWith(async (payload) => void sent.push(payload.subject), {
        maxIdleMs: 60_000,
      });
      outbox.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const id = await store(4);
      outbox.deliverNow(id);
      await vi.waitFor(() => expect(sent).toEqual(["Subject 4"]), { timeout: 2000 });
    });

    it("never sends one inquiry twice when several instances share the database", async () => {
      const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => store(100 + n)));
      const sent: string[] = [];
      const send = async (payload: InquiryPayload) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(payload.full_name);
      };
      const instances = [outboxWith(send, { batchSize: 4 }), outboxWith(send, { batchSize: 4 })];
      for (const instance of instances) instance.start();
      for (const id of ids) for (const instance of instances) instance.deliverNow(id);
      await vi.waitFor(() => expect(sent).toHaveLength(30), { timeout: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
    });

    it("waits for deliveries in flight when it stops, and does no more work after", async () => {
      const id = await store(5);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const send = vi.fn(() => gate);
      const outbox = outboxWith(send);
      outbox.start();
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      let stopped = false;
      const stopping = outbox.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect((await statusOf(id)).status).toBe("delivered");
      const later = await store(6);
      outbox.deliverNow(later);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(send).toHaveBeenCalledTimes(1);
    });

    it("keeps going after the database fails for a moment", async () => {
      const log = vi.fn();
      const id = await store(7);
      const sent: string[] = [];
      const outbox = outboxWith(async (payload) => void sent.push(payload.subject), { log });
      const select = vi.spyOn(database.db, "select").mockImplementationOnce(() => {
        throw new Error("database unavailable");
      });
      outbox.start();
      await vi.waitFor(() => expect(sent).toEqual(["Subject 7"]), { timeout: 10_000 });
      select.mockRestore();
      expect(log).toHaveBeenCalledWith(
        expect.objectContaining({ level: "error", error: "database unavailable" }),
      );
      // The row is marked delivered just after the send returns: wait for that write too.
      await vi.waitFor(async () => expect((await statusOf(id)).status).toBe("delivered"));
    });
  });
});
