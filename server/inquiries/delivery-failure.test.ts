import http from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { storeInquiry } from "./store";
import { createHttpPlatformClient } from "#server/platform/http-client";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { contactInquiries } from "#server/db/schema";
import { giveUpAfter, isPermanentDeliveryError } from "./delivery-failure";
import { createOutbox, type Outbox } from "./outbox";

describe("which answers are permanent", () => {
  const status = (code: number) => Object.assign(new Error(`HTTP ${code}`), { status: code });

  it("treats 4xx other than 408 and 429 as permanent", () => {
    for (const code of [400, 401, 403, 404, 410, 413, 422]) {
      expect(isPermanentDeliveryError(status(code)), String(code)).toBe(true);
    }
  });

  it("retries 408, 429, 5xx, timeouts and unreachable providers", () => {
    for (const code of [408, 429, 500, 502, 503, 504]) {
      expect(isPermanentDeliveryError(status(code)), String(code)).toBe(false);
    }
    expect(isPermanentDeliveryError(new Error("Timed out"))).toBe(false);
    expect(isPermanentDeliveryError(undefined)).toBe(false);
  });

  it("gives up on a permanent answer at once, on others after the maximum of attempts", () => {
    const giveUp = giveUpAfter(3);
    expect(giveUp(status(400), 1)).toBe(true);
    expect(giveUp(status(503), 2)).toBe(false);
    expect(giveUp(status(503), 3)).toBe(true);
  });
});

describe("a provider that refuses", () => {
  let database: DatabaseHandle;
  let provider: http.Server;
  let answer = 200;
  let calls = 0;
  let outbox: Outbox | undefined;
  const logs: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: migratedDataDir() });
    provider = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        calls++;
        res.writeHead(answer, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  }, 60_000);
  afterAll(async () => {
    provider.closeAllConnections();
    provider.close();
    await database.close();
  });
  afterEach(async () => {
    await outbox?.stop();
    outbox = undefined;
    logs.length = 0;
    calls = 0;
  });

  async function deliverWith(status: number, key: string) {
    answer = status;
    const { id } = await storeInquiry(
      database.db,
      {
        fullName: "Jane Doe",
        email: "jane@example.com",
        company: "",
        subject: `Answered ${status}`,
        message: "Hello",
        country: "+91",
        phone: "9876543210",
      },
      key,
    );
    const port = (provider.address() as AddressInfo).port;
    const client = createHttpPlatformClient({
      services: {
        apiUrl: "",
        builderApiUrl: "",
        productApiUrl: "",
        inquiryUrl: `http://127.0.0.1:${port}/inquiry/`,
        timeoutMs: 2000,
      },
    });
    outbox = createOutbox({
      db: database.db,
      send: (payload) => client.sendInquiry(payload),
      retryBaseMs: 10,
      retryMaxMs: 40,
      maxAttempts: 4,
      leaseMs: 60_000,
      maxIdleMs: 200,
      log: (fields) => logs.push(fields),
    });
    outbox.start();
    return id;
  }

  const stored = async (id: string) =>
    (await database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]!;

  it("answering 400 fails the inquiry after one attempt, logged at error level with its id", async () => {
    const id = await deliverWith(400, "key-failed-400-000001");
    await vi.waitFor(async () => expect((await stored(id)).status).toBe("failed"), {
      timeout: 10_000,
    });
    // Nothing more is tried.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toBe(1);
    const row = await stored(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lockedUntil: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toContain("HTTP 400");
    const errors = logs.filter((line) => line.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ inquiry: id, attempts: 1 });
  });

  it("answering 503 fails the inquiry after INQUIRY_MAX_ATTEMPTS attempts", async () => {
    const id = await deliverWith(503, "key-failed-503-000001");
    await vi.waitFor(async () => expect((await stored(id)).status).toBe("failed"), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toBe(4);
    expect(await stored(id)).toMatchObject({ status: "failed", attempts: 4 });
    expect(logs.filter((line) => line.level === "warn")).toHaveLength(3);
    expect(logs.filter((line) => line.level === "error")).toEqual([
      expect.objectContaining({ inquiry: id, attempts: 4 }),
    ]);
  });
});
