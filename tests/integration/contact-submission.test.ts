import { describe, expect, it, vi } from "vitest";

import {
  DERIVED_KEY_WINDOW_MS,
  derivedIdempotencyKey,
  handleContactSubmission,
} from "#app/features/contact/contact-submission.server";
import { type Database } from "#server/db/client";
import { contactInquiries } from "#server/db/schema";
import { createInquiryService } from "#server/inquiries/service";
import { fakeLogger } from "./support/site-context";
import { useInquiryDatabase } from "#tests/support/inquiry-database";

const fields = {
  fullName: "Jane Doe",
  email: "jane@example.com",
  company: "Acme",
  subject: "Pricing",
  message: "Hello",
  country: "+1",
  phone: "4155550137",
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const database = useInquiryDatabase();

/** The action's dependencies as the server wires them: the real inquiry service on `db`. */
function deps(overrides: { db?: Database; now?: () => Date } = {}) {
  const outbox = { deliverNow: vi.fn() };
  return {
    inquiries: createInquiryService(overrides.db ?? database.db, outbox),
    outbox,
    now: overrides.now,
    log: fakeLogger(),
  };
}
const stored = () => database.db.select().from(contactInquiries);

describe("handleContactSubmission", () => {
  it("stores a valid inquiry, hands it to the outbox and answers success with a new key", async () => {
    const d = deps();
    const response = await handleContactSubmission(
      form({ ...fields, idempotency_key: "k".repeat(32) }),
      d,
    );
    expect(response.status).toBe(200);
    expect(response.result).toMatchObject({ status: "success" });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotencyKey: "k".repeat(32), company: "Acme" });
    expect(d.outbox.deliverNow).toHaveBeenCalledWith(rows[0]!.id);
    const next = response.result.status === "success" ? response.result.nextKey : "";
    expect(next).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers a repeated key with the same success and stores nothing new", async () => {
    const d = deps();
    const body = { ...fields, idempotency_key: "r".repeat(32) };
    const responses = await Promise.all([
      handleContactSubmission(form(body), d),
      handleContactSubmission(form(body), d),
      handleContactSubmission(form(body), d),
    ]);
    expect(responses.map((response) => response.result.status)).toEqual([
      "success",
      "success",
      "success",
    ]);
    expect(await stored()).toHaveLength(1);
    expect(d.outbox.deliverNow).toHaveBeenCalledTimes(1);
  });

  it("answers invalid input with the form's messages and what was sent", async () => {
    const response = await handleContactSubmission(
      form({ ...fields, fullName: "Al", phone: "123" }),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(response.result).toMatchObject({
      status: "invalid",
      errors: {
        fullName: "Full name must be at least 3 characters.",
        phone: "Enter a valid phone number (7–15 digits).",
      },
      values: { ...fields, fullName: "Al", phone: "123" },
    });
    expect(await stored()).toHaveLength(0);
  });

  it("rejects an oversized field with a clear message", async () => {
    const response = await handleContactSubmission(
      form({ ...fields, message: "x".repeat(5001) }),
      deps(),
    );
    expect(response.result).toMatchObject({
      status: "invalid",
      errors: { message: "Message must be at most 5000 characters." },
    });
  });

  it("pretends success to a bot that filled the honeypot and stores nothing", async () => {
    const d = deps();
    const response = await handleContactSubmission(
      form({ ...fields, website: "https://spam.example" }),
      d,
    );
    expect(response).toMatchObject({ status: 200, result: { status: "success" } });
    expect(await stored()).toHaveLength(0);
    expect(d.outbox.deliverNow).not.toHaveBeenCalled();
  });

  it("derives a key from the content when none was sent, so a double post stores one", async () => {
    const now = () => new Date("2026-01-01T10:00:00Z");
    await handleContactSubmission(form(fields), deps({ now }));
    await handleContactSubmission(form({ ...fields, idempotency_key: "short" }), deps({ now }));
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toMatch(/^derived-[0-9a-f]{48}$/);
    // The same words sent again later are a new inquiry.
    const later = () => new Date(now().getTime() + DERIVED_KEY_WINDOW_MS);
    await handleContactSubmission(form(fields), deps({ now: later }));
    expect(await stored()).toHaveLength(2);
  });

  it("derives different keys for different content", () => {
    const at = new Date("2026-01-01T10:00:00Z");
    const base = { ...fields };
    expect(derivedIdempotencyKey(base, at)).toBe(derivedIdempotencyKey({ ...base }, at));
    expect(derivedIdempotencyKey(base, at)).not.toBe(
      derivedIdempotencyKey({ ...base, message: "Hello!" }, at),
    );
  });

  it("answers 'error' and keeps what was typed when the inquiry cannot be stored", async () => {
    const broken = {
      insert: () => {
        throw new Error("disk full");
      },
    } as unknown as Database;
    const d = deps({ db: broken });
    const response = await handleContactSubmission(form(fields), d);
    expect(response.status).toBe(500);
    expect(response.result).toMatchObject({ status: "error", values: fields });
    expect(d.outbox.deliverNow).not.toHaveBeenCalled();
    expect(d.log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: "disk full" }) }),
      "storing a contact inquiry failed",
    );
  });
});
