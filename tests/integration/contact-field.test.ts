import fs from "node:fs";
import type { AddressInfo } from "node:net";

import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type * as ContactFields from "#app/features/contact/contact-fields";
import type { ContactFieldDefinition } from "#app/features/contact/contact-fields";
import { contactFieldCopy } from "#app/features/contact/contact.copy";
import { readContactValues } from "#app/features/contact/contact-form-fields";
import { contactSchema, type Contact } from "#app/features/contact/contact.schema";
import { parseConfig } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";
import * as siteSchema from "#server/db/schema";
import { inquiriesCsv, listAllInquiries } from "#server/desk/desk-queries";
import { inquiryDetail } from "#server/desk/inquiry-detail";
import { composeInquiryMail } from "#server/inquiries/notify-mail";
import { providerPayload, storedContact, storeInquiry } from "#server/inquiries/store";
import { createApiRouter } from "#server/bundled-platform/api/index";
import * as bundledPlatformSchema from "#server/bundled-platform/schema";
import { fromRoot } from "#server/paths";

/**
 * Adding a contact field is one entry in app/features/contact/contact-fields.ts (plus its control
 * in the form's markup and a generated migration): here a fixture field, added the same way,
 * reaches the form's schema, the stored row, the desk, the e-mail, the CSV and the bundled API.
 */
const { callTime } = vi.hoisted(() => ({
  callTime: {
    name: "callTime",
    wire: "call_time",
    label: "Best time to call",
    placeholder: "Mornings (UK time)",
    required: false,
    maxLength: 100,
    rule: { kind: "line", notText: "Best time to call must be text." },
  } satisfies ContactFieldDefinition,
}));

vi.mock("#app/features/contact/contact-fields", async (importOriginal) => {
  const actual = await importOriginal<typeof ContactFields>();
  return { ...actual, ...actual.describeContactFields([...actual.contactFields, callTime]) };
});

const lead = {
  fullName: "Ada Lovelace",
  email: "ada@engine.example",
  company: "Analytical Engines",
  country: "+44",
  phone: "2079460000",
  subject: "Pricing",
  message: "Tell me more.",
  callTime: "Mornings (UK time)",
};

/** The SQL `npm run db:generate` would write for the fields as they are now (with the fixture). */
async function generatedStatements(): Promise<string[]> {
  const snapshots = fs.readdirSync(fromRoot("server/db/migrations/meta")).filter((name) => {
    return name.endsWith("_snapshot.json");
  });
  const last = JSON.parse(
    fs.readFileSync(fromRoot(`server/db/migrations/meta/${snapshots.sort().at(-1)}`), "utf8"),
  );
  const current = generateDrizzleJson({ ...siteSchema, ...bundledPlatformSchema }, last.id);
  return generateMigration(last, current);
}

describe("a contact field added through its one definition", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => handle.close());

  it("is in the form: its label, its value read from a post, its rules", () => {
    expect((contactFieldCopy as Record<string, unknown>).callTime).toMatchObject({
      label: "Best time to call (optional)",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(lead)) form.set(name, value);
    expect(readContactValues(form)).toMatchObject({ callTime: "Mornings (UK time)" });
    expect(contactSchema.parse(lead)).toMatchObject({ callTime: "Mornings (UK time)" });
    const long = contactSchema.safeParse({ ...lead, callTime: "x".repeat(101) });
    expect(long.error?.issues[0]?.message).toBe(
      "Best time to call must be at most 100 characters.",
    );
  });

  it("gets its columns from a generated migration, and is stored, shown, mailed and exported", async () => {
    const statements = await generatedStatements();
    expect(statements).toEqual([
      `ALTER TABLE "contact_inquiries" ADD COLUMN "call_time" text DEFAULT '' NOT NULL;`,
      `ALTER TABLE "received_inquiries" ADD COLUMN "call_time" text DEFAULT '' NOT NULL;`,
    ]);
    for (const statement of statements) await handle.db.execute(sql.raw(statement));

    const contact = contactSchema.parse(lead) as Contact;
    const { id } = await storeInquiry(handle.db, contact, "key-call-time-000001");
    const [row] = await handle.db
      .select()
      .from(siteSchema.contactInquiries)
      .where(eq(siteSchema.contactInquiries.id, id));
    expect(row).toMatchObject({ callTime: "Mornings (UK time)" });

    const detail = await inquiryDetail(handle.db, id);
    expect(detail?.fields).toContainEqual(
      expect.objectContaining({ label: "Best time to call", text: "Mornings (UK time)" }),
    );

    const mail = composeInquiryMail(id, storedContact(row!), {
      from: "site@example.com",
      to: ["sales@example.com"],
      siteHost: "example.com",
    });
    expect(mail.text).toContain("Best time to call: Mornings (UK time)");
    expect(mail.html).toContain('<th align="left" valign="top">Best time to call</th>');

    const [header, line] = inquiriesCsv(await listAllInquiries(rawQuery(handle.db)))
      .slice(1)
      .split("\r\n");
    expect(header).toContain(",call_time,");
    expect(line).toContain(",Mornings (UK time),");
  }, 60_000);

  it("reaches the inquiry provider by its wire name, and the bundled API stores it", async () => {
    const [row] = await handle.db.select().from(siteSchema.contactInquiries).limit(1);
    const payload = providerPayload(row!);
    expect(payload).toMatchObject({ call_time: "Mornings (UK time)", full_name: "Ada Lovelace" });

    const app = express();
    app.use("/api", createApiRouter({ db: handle.db, config: parseConfig({}) }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const answer = await fetch(`http://127.0.0.1:${port}/api/users/inquiry-form/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(answer.status).toBe(201);
    } finally {
      server.close();
    }
    const [received] = await handle.db.select().from(bundledPlatformSchema.receivedInquiries);
    expect(received).toMatchObject({ callTime: "Mornings (UK time)" });
  });
});
