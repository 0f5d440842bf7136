import http from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactInquiries } from "#server/db/schema";
import {
  deliverClaimed,
  inquiryQueue,
  providerPayload,
  storeInquiry,
  type SendInquiry,
} from "./store";
import { retryDelay } from "./lease-queue";
import { createHttpPlatformClient } from "#server/platform/http-client";
import type { ContactInput } from "#app/features/contact/contact-fields";
import { useInquiryDatabase } from "#tests/support/inquiry-database";
import { describeEachDatabase } from "#tests/support/databases";

const contact: ContactInput = {
  fullName: "Jane Doe",
  email: "jane@example.com",
  company: "",
  subject: "Pricing",
  message: "Hello",
  country: "+44",
  phone: "2079460000",
};

describeEachDatabase("the inquiry store", (kind) => {
  const database = useInquiryDatabase(kind);

  const t0 = new Date("2026-01-01T00:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const row = async (id: string) =>
    (await database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]!;

  describe("storeInquiry", () => {
    it("stores one inquiry per idempotency key", async () => {
      const first = await storeInquiry(database.db, contact, "key-aaaaaaaaaaaaaaaa", t0);
      const again = await storeInquiry(
        database.db,
        { ...contact, message: "edited" },
        "key-aaaaaaaaaaaaaaaa",
        t0,
      );
      expect(first.duplicate).toBe(false);
      expect(again).toEqual({ id: first.id, duplicate: true });
      const rows = await database.db.select().from(contactInquiries);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: "pending",
        attempts: 0,
        message: "Hello",
        type: "ai-agent-platform",
      });
    });

    it("stores concurrent submissions with one key once", async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          storeInquiry(database.db, contact, "key-bbbbbbbbbbbbbbbb", t0),
        ),
      );
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
    });
  });

  describe("providerPayload", () => {
    it("is exactly the eight fields of call 2", async () => {
      const { id } = await storeInquiry(database.db, contact, "key-cccccccccccccccc", t0);
      expect(providerPayload(await row(id))).toEqual({
        full_name: "Jane Doe",
        email_add: "jane@example.com",
        company: "",
        subject: "Pricing",
        message: "Hello",
        country: "+44",
        phone_num: "2079460000",
        type: "ai-agent-platform",
      });
    });
  });

  describe("retryDelay", () => {
    it("doubles from the base and stops at the maximum", () => {
      expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, 1000, 300_000))).toEqual([
        1000, 2000, 4000, 8000, 16_000,
      ]);
      expect(retryDelay(9, 1000, 300_000)).toBe(256_000);
      expect(retryDelay(10, 1000, 300_000)).toBe(300_000);
      expect(retryDelay(10_000, 1000, 300_000)).toBe(300_000);
      expect(retryDelay(0, 200, 300_000)).toBe(200);
    });
  });

  describe("claims", () => {
    it("lets one caller hold a row until its lease ends", async () => {
      const { id } = await storeInquiry(database.db, contact, "key-dddddddddddddddd", t0);
      const claimed = await inquiryQueue.claim(database.db, id, at(10), 60_000);
      expect(claimed).toMatchObject({ id, attempts: 1 });
      expect(await inquiryQueue.claim(database.db, id, at(20), 60_000)).toBeUndefined();
      expect(await inquiryQueue.claimDue(database.db, at(30), 60_000, 10)).toEqual([]);
      // The holder died: after the lease the row can be claimed again.
      expect(await inquiryQueue.claim(database.db, id, at(60_010), 60_000)).toMatchObject({
        attempts: 2,
      });
    });

    it("claims only due, pending rows, oldest first, up to the limit", async () => {
      const ids = [];
      for (let index = 0; index < 4; index++) {
        ids.push(
          (await storeInquiry(database.db, contact, `key-eeeeeeeeeeeeeee${index}`, at(index))).id,
        );
      }
      expect(await inquiryQueue.claimDue(database.db, at(-1), 1000, 10)).toEqual([]);
      const firstTwo = await inquiryQueue.claimDue(database.db, at(5), 1000, 2);
      expect(firstTwo.map((claimed) => claimed.id)).toEqual(ids.slice(0, 2));
      const rest = await inquiryQueue.claimDue(database.db, at(6), 1000, 10);
      expect(rest.map((claimed) => claimed.id).sort()).toEqual(ids.slice(2).sort());
    });
  });

  describe("deliverClaimed", () => {
    const retry = { retryBaseMs: 1000, retryMaxMs: 300_000 };

    it("marks a row delivered after the provider accepted it; it is never claimed again", async () => {
      const { id } = await storeInquiry(database.db, contact, "key-ffffffffffffffff", t0);
      const claimed = (await inquiryQueue.claim(database.db, id, at(1), 60_000))!;
      const sent: unknown[] = [];
      const outcome = await deliverClaimed(
        database.db,
        async (payload) => void sent.push(payload),
        claimed,
        { ...retry, now: () => at(2) },
      );
      expect(outcome).toEqual({ done: true, attempts: 1 });
      expect(sent).toHaveLength(1);
      expect(await row(id)).toMatchObject({
        status: "delivered",
        deliveredAt: at(2),
        lockedUntil: null,
      });
      expect(await inquiryQueue.claim(database.db, id, at(10 ** 9), 60_000)).toBeUndefined();
      expect(await inquiryQueue.nextDueAt(database.db)).toBeNull();
    });

    it("keeps a failed row pending with the error and the next attempt after the backoff", async () => {
      const { id } = await storeInquiry(database.db, contact, "key-gggggggggggggggg", t0);
      const fail = async () => {
        throw new Error("HTTP 503 from provider");
      };
      let claimed = (await inquiryQueue.claim(database.db, id, at(0), 60_000))!;
      expect(
        await deliverClaimed(database.db, fail, claimed, { ...retry, now: () => at(0) }),
      ).toEqual({
        done: false,
        attempts: 1,
        retryInMs: 1000,
        error: "HTTP 503 from provider",
      });
      expect(await row(id)).toMatchObject({
        status: "pending",
        lockedUntil: null,
        nextAttemptAt: at(1000),
        lastError: "HTTP 503 from provider",
      });
      expect(await inquiryQueue.nextDueAt(database.db)).toEqual(at(1000));
      expect(await inquiryQueue.claim(database.db, id, at(999), 60_000)).toBeUndefined();

      claimed = (await inquiryQueue.claim(database.db, id, at(1000), 60_000))!;
      const second = await deliverClaimed(database.db, fail, claimed, {
        ...retry,
        now: () => at(1000),
      });
      expect(second).toMatchObject({ attempts: 2, retryInMs: 2000 });
      expect((await row(id)).nextAttemptAt).toEqual(at(3000));
    });
  });

  describe("delivery through the platform client", () => {
    const retry = { retryBaseMs: 1000, retryMaxMs: 300_000 };
    const clientFor = (inquiryUrl: string) =>
      createHttpPlatformClient({
        services: { apiUrl: "", builderApiUrl: "", productApiUrl: "", inquiryUrl, timeoutMs: 300 },
      });

    async function attempt(inquiryUrl: string, key: string) {
      const { id } = await storeInquiry(database.db, contact, key, t0);
      const claimed = (await inquiryQueue.claim(database.db, id, at(1), 60_000))!;
      const client = clientFor(inquiryUrl);
      const outcome = await deliverClaimed(
        database.db,
        (p) => client.sendInquiry(p),
        claimed,
        retry,
      );
      return { outcome, stored: await row(id) };
    }

    it("sends the inquiry's id as Idempotency-Key, the same on every attempt", async () => {
      const keys: unknown[] = [];
      const provider = http.createServer((request, response) => {
        keys.push(request.headers["idempotency-key"]);
        // The first attempt fails, so the second is a re-send of the same inquiry.
        response.writeHead(keys.length === 1 ? 503 : 201).end("{}");
      });
      await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
      try {
        const port = (provider.address() as AddressInfo).port;
        const client = clientFor(`http://127.0.0.1:${port}/users/inquiry-form/`);
        // As server/services.ts wires the outbox to the client.
        const send: SendInquiry = (payload, delivery) =>
          client.sendInquiry(payload, { idempotencyKey: delivery?.id });
        const { id } = await storeInquiry(database.db, contact, "key-idempotency-hdr", t0);
        const first = await deliverClaimed(
          database.db,
          send,
          (await inquiryQueue.claim(database.db, id, at(1), 60_000))!,
          { ...retry, now: () => at(1) },
        );
        expect(first.done).toBe(false);
        const second = await deliverClaimed(
          database.db,
          send,
          (await inquiryQueue.claim(database.db, id, at(60_000), 60_000))!,
          retry,
        );
        expect(second.done).toBe(true);
        expect(keys).toEqual([id, id]);
      } finally {
        await new Promise((resolve) => provider.close(resolve));
      }
    });

    it("keeps the inquiry pending when the provider is unreachable", async () => {
      const { outcome, stored } = await attempt(
        "http://127.0.0.1:9/users/inquiry-form/",
        "key-hhhhhhhhhhhhhhhh",
      );
      expect(outcome.done).toBe(false);
      expect(stored).toMatchObject({ status: "pending", lockedUntil: null });
      expect(stored.lastError).toMatch(/^Unreachable/);
    });

    it("keeps the inquiry pending when the provider does not answer in time", async () => {
      const silent = http.createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      try {
        const port = (silent.address() as AddressInfo).port;
        const { outcome, stored } = await attempt(
          `http://127.0.0.1:${port}/users/inquiry-form/`,
          "key-iiiiiiiiiiiiiiii",
        );
        expect(outcome.done).toBe(false);
        expect(stored.status).toBe("pending");
        expect(stored.lastError).toMatch(/^Timed out after 300 ms/);
      } finally {
        silent.closeAllConnections();
        silent.close();
      }
    });
  });
});
