import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import type { DeskService } from "../../app/context";
import { useInquiryDatabase } from "../../tests/support/inquiry-database";
import { parseConfig } from "../config";
import { rawQuery } from "../db/raw-query";
import { contactInquiries, inquiryNotifications } from "../db/schema";
import { queueNotification } from "../inquiries/notifications";
import { storeInquiry } from "../inquiries/store";
import { hashPassword } from "./password";
import { escapeLike } from "./search";
import { createDeskService } from "./service";
import { createSignInLimit } from "./sign-in-limit";

const database = useInquiryDatabase();
const PASSWORD = "correct horse battery staple";
const passwordHash = hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 });

async function desk(outbox = { deliverNow: vi.fn() }) {
  const config = parseConfig({
    DESK_EMAIL: "Sales@Example.com",
    DESK_PASSWORD_HASH: await passwordHash,
    DESK_SESSION_SECRET: "s".repeat(40),
  });
  const service = createDeskService({ config, run: rawQuery(database.db), outbox });
  if (!service.enabled) throw new Error("the desk should be on");
  return { service, outbox };
}

const contact = (full_name: string, email_add: string, company: string) => ({
  full_name,
  email_add,
  company,
  country: "+44",
  phone_num: "2079460000",
  subject: `Hello from ${full_name}`,
  message: "A message.",
});

async function seed() {
  const base = Date.parse("2026-01-01T00:00:00Z");
  const people = [
    contact("Ada Lovelace", "ada@example.org", "Analytical Engines"),
    contact("Grace Hopper", "grace@navy.example", "100% Compilers_Ltd"),
    contact("Alan Turing", "alan@example.org", "Bletchley"),
  ];
  const ids: string[] = [];
  for (const [n, person] of people.entries()) {
    const stored = await storeInquiry(
      database.db,
      person,
      `key-${n}-aaaaaaaaaaaaaaaa`,
      new Date(base + n * 60_000),
    );
    ids.push(stored.id);
  }
  return ids;
}

describe("the desk service", () => {
  it("is off without credentials", () => {
    const service: DeskService = createDeskService({
      config: parseConfig({}),
      run: rawQuery(database.db),
      outbox: { deliverNow: vi.fn() },
    });
    expect(service.enabled).toBe(false);
  });

  it("lists newest first and searches name, e-mail and company case-insensitively", async () => {
    await seed();
    const { service } = await desk();
    const all = await service.list({ query: "", limit: 50, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.inquiries.map((row) => row.fullName)).toEqual([
      "Alan Turing",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(all.inquiries[0]).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(all.inquiries[0]!.nextAttemptAt).toBe("2026-01-01T00:02:00.000Z");

    const names = async (query: string) =>
      (await service.list({ query, limit: 50, offset: 0 })).inquiries.map((row) => row.fullName);
    expect(await names("ADA")).toEqual(["Ada Lovelace"]);
    expect(await names("example.org")).toEqual(["Alan Turing", "Ada Lovelace"]);
    expect(await names("bletchley")).toEqual(["Alan Turing"]);
    // Wildcards are literal: "%" and "_" match only themselves.
    expect(await names("%")).toEqual(["Grace Hopper"]);
    expect(await names("s_l")).toEqual(["Grace Hopper"]);
    expect(await names("a_a")).toEqual([]);
    // Pages.
    const second = await service.list({ query: "", limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, inquiries: [{ fullName: "Ada Lovelace" }] });
  });

  it("retries only failed inquiries, and wakes the outbox for them", async () => {
    const [ada, grace] = await seed();
    await database.db
      .update(contactInquiries)
      .set({ status: "failed", attempts: 8, failedAt: new Date(), lastError: "HTTP 400" })
      .where(eq(contactInquiries.id, grace!));
    const { service, outbox } = await desk();
    await expect(service.retry(grace!)).resolves.toBe("retried");
    expect(outbox.deliverNow).toHaveBeenCalledWith(grace);
    const [row] = await database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.id, grace!));
    expect(row).toMatchObject({ status: "pending", attempts: 0, failedAt: null });
    await expect(service.retry(grace!)).resolves.toBe("pending");
    await expect(service.retry(ada!)).resolves.toBe("pending");
    await expect(service.retry("nope")).resolves.toBe("missing");
    expect(outbox.deliverNow).toHaveBeenCalledTimes(1);
  });

  it("shows each inquiry's e-mail to sales, and retries a failed one on its own", async () => {
    const [ada, grace] = await seed();
    // Ada's inquiry reached the provider but the e-mail to the sales inbox gave up; Grace's
    // e-mail went out; Alan came in while e-mail was off (no notification row).
    await database.db
      .update(contactInquiries)
      .set({ status: "delivered", deliveredAt: new Date() })
      .where(eq(contactInquiries.id, ada!));
    await queueNotification(database.db, ada!, new Date());
    await queueNotification(database.db, grace!, new Date());
    await database.db
      .update(inquiryNotifications)
      .set({ status: "failed", attempts: 8, lastError: "SMTP 550 mailbox unavailable" })
      .where(eq(inquiryNotifications.inquiryId, ada!));
    await database.db
      .update(inquiryNotifications)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(inquiryNotifications.inquiryId, grace!));
    const { service, outbox } = await desk();

    const page = await service.list({ query: "", limit: 10, offset: 0 });
    const byName = Object.fromEntries(page.inquiries.map((row) => [row.fullName, row]));
    expect(byName["Ada Lovelace"]).toMatchObject({
      status: "delivered",
      salesEmail: { status: "failed", lastError: "SMTP 550 mailbox unavailable" },
    });
    expect(byName["Grace Hopper"]!.salesEmail).toEqual({ status: "sent", lastError: null });
    expect(byName["Alan Turing"]!.salesEmail).toBeNull();
    const csv = await service.csv("Ada");
    expect(csv.split("\r\n")[0]).toMatch(/,sales_email_status,sales_email_error$/);
    expect(csv).toContain(",failed,SMTP 550 mailbox unavailable\r\n");

    await expect(service.retry(ada!)).resolves.toBe("email-retried");
    expect(outbox.deliverNow).toHaveBeenCalledWith(ada);
    const [mail] = await database.db
      .select()
      .from(inquiryNotifications)
      .where(eq(inquiryNotifications.inquiryId, ada!));
    expect(mail).toMatchObject({ status: "pending", attempts: 0 });
    // The delivered inquiry itself is not sent again, and a pending e-mail is not retried.
    const [inquiry] = await database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.id, ada!));
    expect(inquiry!.status).toBe("delivered");
    await expect(service.retry(ada!)).resolves.toBe("delivered");
    expect(outbox.deliverNow).toHaveBeenCalledTimes(1);
  });

  it("exports the search as CSV, newest first", async () => {
    await seed();
    const { service } = await desk();
    const lines = (await service.csv("example.org")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Alan Turing,alan@example.org,Bletchley");
    expect(lines[2]).toContain("Ada Lovelace");
  });

  it("signs in with the e-mail in any case and the password, with one answer for any mistake", async () => {
    const { service } = await desk();
    const attempt = (email: string, password: string, clientAddress = "10.0.0.1") =>
      service.verifySignIn({ email, password, clientAddress });
    await expect(attempt("sales@EXAMPLE.com", PASSWORD)).resolves.toEqual({
      ok: true,
      email: "Sales@Example.com",
    });
    await expect(attempt("sales@example.com", "wrong")).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
    await expect(attempt("other@example.com", PASSWORD)).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("the sign-in limit", () => {
  it("refuses the sixth attempt per address or per e-mail, and a success clears the counts", async () => {
    const limit = createSignInLimit({ limit: 5, windowMs: 900_000 });
    for (let n = 1; n <= 5; n++) {
      expect((await limit.attempt("10.0.0.1", `user${n}@example.com`)).allowed).toBe(true);
    }
    const refused = await limit.attempt("10.0.0.1", "new@example.com");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    // One e-mail from many addresses is limited too.
    for (let n = 1; n <= 5; n++) {
      expect((await limit.attempt(`10.1.0.${n}`, "Target@example.com")).allowed).toBe(true);
    }
    expect((await limit.attempt("10.1.0.9", "target@EXAMPLE.com")).allowed).toBe(false);
    await limit.succeeded("10.1.0.9", "target@example.com");
    expect((await limit.attempt("10.1.0.9", "target@example.com")).allowed).toBe(true);
  });
});

describe("escapeLike", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});
