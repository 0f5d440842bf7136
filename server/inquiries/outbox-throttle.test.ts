import { describe, expect, it } from "vitest";

import { storeInquiry } from "./store";
import { PlatformError } from "#app/shared/platform/platform";
import { retryAfterMs } from "#server/platform/http-client";
import { contactInquiries } from "#server/db/schema";
import { createOutbox } from "./outbox";
import { createProviderThrottle, MAX_PAUSE_MS } from "./outbox-throttle";
import { useInquiryDatabase } from "#tests/support/inquiry-database";
import { describeEachDatabase } from "#tests/support/databases";

describeEachDatabase("the outbox throttle", (kind) => {
  const database = useInquiryDatabase(kind);

  const tooMany = (retryAfter?: number) =>
    new PlatformError("HTTP 429 from provider", "status", 429, retryAfter);

  describe("provider throttle", () => {
    it("pauses for the provider's Retry-After on 429 and 503, and not on other failures", () => {
      let now = 1_000;
      const throttle = createProviderThrottle({ baseMs: 100, maxMs: 10_000, now: () => now });
      expect(throttle.observe(new PlatformError("HTTP 500", "status", 500))).toBe(false);
      expect(throttle.observe(new Error("Unreachable"))).toBe(false);
      expect(throttle.remainingMs()).toBe(0);
      expect(throttle.observe(tooMany(3_000))).toBe(true);
      expect(throttle.remainingMs()).toBe(3_000);
      now += 1_000;
      expect(throttle.remainingMs()).toBe(2_000);
      expect(throttle.observe(new PlatformError("HTTP 503", "status", 503, 500))).toBe(true);
      // A shorter Retry-After from a request in flight never shortens the pause.
      expect(throttle.remainingMs()).toBe(2_000);
      expect(throttle.observe(tooMany(10 * MAX_PAUSE_MS))).toBe(true);
      expect(throttle.remainingMs()).toBe(MAX_PAUSE_MS);
    });

    it("without Retry-After, doubles the pause with each refusal in a row", () => {
      let now = 0;
      const throttle = createProviderThrottle({ baseMs: 100, maxMs: 350, now: () => now });
      const pauses = [1, 2, 3, 4].map(() => {
        throttle.observe(tooMany());
        const pause = throttle.remainingMs();
        now += pause;
        return pause;
      });
      expect(pauses).toEqual([100, 200, 350, 350]);
      throttle.succeeded();
      throttle.observe(tooMany());
      expect(throttle.remainingMs()).toBe(100);
    });

    it("reads Retry-After as seconds or as an HTTP date", () => {
      expect(retryAfterMs("2")).toBe(2_000);
      expect(retryAfterMs(null)).toBeUndefined();
      expect(retryAfterMs("soon")).toBeUndefined();
      const now = Date.parse("2026-01-01T00:00:00Z");
      expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5_000);
    });
  });

  describe("outbox against a provider that answers 429", () => {
    it("drains a backlog of 1,000 inquiries at the provider's pace, charging no row", async () => {
      for (let n = 0; n < 1000; n++) {
        await storeInquiry(
          database.db,
          {
            fullName: `Backlog ${n}`,
            email: `backlog${n}@example.com`,
            company: "",
            subject: "Backlog",
            message: "Waiting",
            country: "+91",
            phone: "9876543210",
          },
          `backlog-${String(n).padStart(16, "0")}`,
        );
      }
      // The provider takes 200 inquiries per 250 ms window and answers 429 with the rest of
      // the window as Retry-After beyond that.
      const windowMs = 250;
      const perWindow = 200;
      let windowStart = Date.now();
      let inWindow = 0;
      let accepted = 0;
      let refused = 0;
      const started = Date.now();
      const outbox = createOutbox({
        db: database.db,
        send: async () => {
          const now = Date.now();
          if (now - windowStart >= windowMs) {
            windowStart = now;
            inWindow = 0;
          }
          if (inWindow >= perWindow) {
            refused++;
            throw tooMany(windowMs - (now - windowStart));
          }
          inWindow++;
          accepted++;
        },
        // A row's own backoff is long: only the provider's Retry-After can explain a fast drain.
        retryBaseMs: 60_000,
        retryMaxMs: 300_000,
        leaseMs: 60_000,
        maxIdleMs: 500,
      });
      outbox.start();
      try {
        while (accepted < 1000 && Date.now() - started < 90_000) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await outbox.stop();
      }
      expect(accepted).toBe(1000);
      // Refusals come only from the deliveries in flight when the window closes (at most the
      // concurrency, 5, per window), never one per waiting row.
      const windows = Math.ceil((Date.now() - started) / windowMs);
      expect(refused).toBeLessThanOrEqual(5 * windows);
      const rows = await database.db.select().from(contactInquiries);
      expect(rows.every((row) => row.status === "delivered")).toBe(true);
      // The refusals were the provider's pace, not the rows' fault: each was charged one attempt.
      expect(Math.max(...rows.map((row) => row.attempts))).toBe(1);
    }, 120_000);
  });

  describe("refusals of sends already in flight", () => {
    it("count once: a burst of refusals does not lengthen the pause", () => {
      let time = 0;
      const throttle = createProviderThrottle({ baseMs: 200, maxMs: 300_000, now: () => time });
      const unavailable = Object.assign(new Error("HTTP 503"), { status: 503 });
      for (let i = 0; i < 50; i++) expect(throttle.observe(unavailable)).toBe(true);
      expect(throttle.remainingMs()).toBe(200);
      time += 200;
      throttle.observe(unavailable);
      expect(throttle.remainingMs()).toBe(400);
    });
  });
});
