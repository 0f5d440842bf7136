import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";

import { LEAD_STATUSES, NO_FILTERS } from "#app/features/desk/desk.schema";
import { describeEachDatabase } from "#tests/support/databases";
import { parseConfig } from "#server/config";
import { contactInquiries, deskAudit, inquiryNotifications } from "#server/db/schema";
import { queueNotification } from "#server/inquiries/notifications";
import { storeInquiry } from "#server/inquiries/store";
import { useDeskTest } from "./desk-test-support";
import { createDeskService } from "./service";

describeEachDatabase("the desk service: inquiries", (kind) => {
  const { database, desk, admin, seed } = useDeskTest(kind);

  it("is off without a session secret", () => {
    const service = createDeskService({
      config: parseConfig({}),
      db: database.db,
      outbox: { deliverNow: vi.fn() },
    });
    expect(service.enabled).toBe(false);
  });

  it("lists newest first and searches every text field by word prefixes, with the index", async () => {
    await seed();
    const { service } = await desk();
    const all = await service.list({ ...NO_FILTERS, limit: 50, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.inquiries.map((row) => row.fullName)).toEqual([
      "Alan Turing",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(all.inquiries[0]).toMatchObject({
      status: "pending",
      leadStatus: "new",
      attempts: 0,
      emailHref: "mailto:alan@example.org",
    });

    const names = async (query: string) =>
      (await service.list({ ...NO_FILTERS, query, limit: 50, offset: 0 })).inquiries.map(
        (row) => row.fullName,
      );
    // Subject and message, not only name, e-mail and company.
    expect(await names("whatsapp")).toEqual(["Ada Lovelace"]);
    expect(await names("Pric")).toEqual(["Ada Lovelace"]);
    expect(await names("enigma josé")).toEqual(["Alan Turing"]);
    expect(await names("hello")).toHaveLength(3);
    expect(await names("ADA")).toEqual(["Ada Lovelace"]);
    expect(await names("example.org")).toEqual(["Alan Turing", "Ada Lovelace"]);
    expect(await names("GRACE@navy")).toEqual(["Grace Hopper"]);
    expect(await names("bletchley")).toEqual(["Alan Turing"]);
    // Punctuation is no word: nothing matches it, and nothing in it is query syntax.
    expect(await names("%")).toEqual([]);
    expect(await names("hello & | ! ( ) :* '")).toHaveLength(3);
    expect(await names("zebra")).toEqual([]);
    // The search is the GIN index's to answer (when the table is big enough to prefer it).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from contact_inquiries i where i.search @@ to_tsquery('simple', ${"'whats':*"})`,
      );
    });
    expect(JSON.stringify(plan)).toContain("contact_inquiries_search_idx");
    // Pages.
    const second = await service.list({ ...NO_FILTERS, limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, inquiries: [{ fullName: "Ada Lovelace" }] });
  });

  it("filters by status and by day (UTC, both ends included)", async () => {
    const [ada, grace] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    await service.updateLead({ id: grace!, status: "contacted", note: "", actor });
    const names = async (filters: Partial<typeof NO_FILTERS>) =>
      (await service.list({ ...NO_FILTERS, ...filters, limit: 50, offset: 0 })).inquiries.map(
        (row) => row.fullName,
      );
    expect(await names({ status: "contacted" })).toEqual(["Grace Hopper"]);
    expect(await names({ status: "new" })).toEqual(["Alan Turing", "Ada Lovelace"]);
    expect(await names({ from: "2026-01-02" })).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(await names({ to: "2026-01-02" })).toEqual(["Grace Hopper", "Ada Lovelace"]);
    expect(await names({ from: "2026-01-02", to: "2026-01-02" })).toEqual(["Grace Hopper"]);
    expect(await names({ from: "2026-01-04" })).toEqual([]);
    expect(ada).toBeDefined();
  });

  it("shows an inquiry in full, and records status changes and notes with who and when", async () => {
    const [ada] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    const detail = await service.inquiry(ada!);
    expect(detail).toMatchObject({
      fullName: "Ada Lovelace",
      leadStatus: "new",
      notes: [],
      history: [],
    });
    expect(detail!.fields.map((field) => [field.label, field.text, field.href])).toEqual([
      ["Name", "Ada Lovelace", null],
      ["Email", "ada@example.org", "mailto:ada@example.org"],
      ["Company", "Analytical Engines", null],
      ["Phone", "+44 2079460000", "tel:+442079460000"],
      ["Subject", "Hello from Ada Lovelace", null],
      ["Message", "We need WhatsApp pricing.", null],
    ]);
    await expect(service.updateLead({ id: ada!, status: "new", note: "", actor })).resolves.toBe(
      "unchanged",
    );
    await expect(
      service.updateLead({ id: ada!, status: "contacted", note: "Called, sends specs.", actor }),
    ).resolves.toBe("updated");
    await expect(
      service.updateLead({ id: ada!, status: "contacted", note: "Specs received.", actor }),
    ).resolves.toBe("updated");
    await expect(
      service.updateLead({ id: "0".repeat(24), status: "closed", note: "", actor }),
    ).resolves.toBe("missing");
    const after = await service.inquiry(ada!);
    expect(after?.leadStatus).toBe("contacted");
    expect(after?.notes).toMatchObject([
      {
        authorEmail: "sales@example.com",
        statusFrom: "new",
        statusTo: "contacted",
        note: "Called, sends specs.",
      },
      { statusFrom: null, statusTo: null, note: "Specs received." },
    ]);
    const audit = await service.audit({ limit: 50, offset: 0 });
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      "note",
      "note",
      "status-change",
      "sign-in",
      "first-admin",
    ]);
    expect(audit.entries[2]).toMatchObject({
      actorEmail: "sales@example.com",
      inquiryId: ada,
      detail: { from: "new", to: "contacted" },
      address: "10.0.0.1",
    });
    await expect(service.inquiry("nope")).resolves.toBeUndefined();
  });

  it("counts each status tab as the rows the list shows under a search and a date range", async () => {
    const [ada, grace, alan] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    await service.updateLead({ id: ada!, status: "qualified", note: "", actor });
    await service.updateLead({ id: grace!, status: "contacted", note: "", actor });
    await service.updateLead({ id: alan!, status: "qualified", note: "", actor });

    const countsMatchRows = async (filters: Partial<typeof NO_FILTERS>) => {
      const { counts } = await service.list({ ...NO_FILTERS, ...filters, limit: 50, offset: 0 });
      for (const status of LEAD_STATUSES) {
        const shown = await service.list({
          ...NO_FILTERS,
          ...filters,
          status,
          limit: 50,
          offset: 0,
        });
        expect(counts[status], status).toBe(shown.inquiries.length);
      }
      return counts;
    };
    expect(await countsMatchRows({ query: "example.org" })).toEqual({
      new: 0,
      contacted: 0,
      qualified: 2,
      closed: 0,
    });
    // Grace (2 January) and Alan (3 January), inclusive of both days.
    expect(await countsMatchRows({ from: "2026-01-02", to: "2026-01-03" })).toEqual({
      new: 0,
      contacted: 1,
      qualified: 1,
      closed: 0,
    });
    expect(await countsMatchRows({ query: "example.org", to: "2026-01-01" })).toEqual({
      new: 0,
      contacted: 0,
      qualified: 1,
      closed: 0,
    });
  });

  it("gives a lead an owner who can sign in, records it, and counts each status of the search", async () => {
    const [ada, grace] = await seed();
    const { service } = await desk();
    const actor = await admin(service);
    const owners = await service.owners();
    expect(owners).toEqual([{ id: actor.id, email: "sales@example.com" }]);

    await expect(
      service.updateLead({ id: ada!, status: "new", owner: "0".repeat(24), note: "", actor }),
    ).resolves.toBe("unknown-owner");
    await expect(
      service.updateLead({ id: ada!, status: "new", owner: actor.id, note: "", actor }),
    ).resolves.toBe("updated");
    await expect(
      service.updateLead({ id: ada!, status: "new", owner: actor.id, note: "", actor }),
    ).resolves.toBe("unchanged");
    await expect(service.updateLead({ id: ada!, status: "new", note: "", actor })).resolves.toBe(
      "unchanged",
    );
    await service.updateLead({ id: grace!, status: "qualified", owner: null, note: "", actor });

    const list = await service.list({ ...NO_FILTERS, limit: 50, offset: 0 });
    const ofName = (name: string) => list.inquiries.find((row) => row.fullName === name);
    expect(ofName("Ada Lovelace")).toMatchObject({
      owner: { id: actor.id, email: "sales@example.com" },
      excerpt: "We need WhatsApp pricing.",
    });
    expect(ofName("Grace Hopper")?.owner).toBeNull();
    expect(list.counts).toEqual({ new: 2, contacted: 0, qualified: 1, closed: 0 });
    const searched = await service.list({
      ...NO_FILTERS,
      query: "example.org",
      status: "qualified",
      limit: 50,
      offset: 0,
    });
    expect(searched.total).toBe(0);
    expect(searched.counts).toEqual({ new: 2, contacted: 0, qualified: 0, closed: 0 });

    await service.updateLead({ id: ada!, status: "new", owner: null, note: "", actor });
    const detail = await service.inquiry(ada!);
    expect(detail?.owner).toBeNull();
    expect(detail?.notes.map((note) => note.owner)).toEqual([
      { to: "sales@example.com" },
      { to: null },
    ]);
    const audit = await service.audit({ limit: 50, offset: 0 });
    expect(
      audit.entries.filter((entry) => entry.action === "owner-change").map((e) => e.detail),
    ).toEqual([{ to: "nobody" }, { to: "sales@example.com" }]);
  });

  it("retries only failed inquiries, wakes the outbox, and records who asked", async () => {
    const [ada, grace] = await seed();
    await database.db
      .update(contactInquiries)
      .set({ status: "failed", attempts: 8, failedAt: new Date(), lastError: "HTTP 400" })
      .where(eq(contactInquiries.id, grace!));
    const { service, outbox } = await desk();
    const actor = await admin(service);
    await expect(service.retry(grace!, actor)).resolves.toBe("retried");
    expect(outbox.deliverNow).toHaveBeenCalledWith(grace);
    const [row] = await database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.id, grace!));
    expect(row).toMatchObject({ status: "pending", attempts: 0, failedAt: null });
    expect((await service.inquiry(grace!))?.history).toMatchObject([
      { channel: "provider", outcome: "requeued", byEmail: "sales@example.com" },
    ]);
    await expect(service.retry(grace!, actor)).resolves.toBe("pending");
    await expect(service.retry(ada!, actor)).resolves.toBe("pending");
    await expect(service.retry("nope", actor)).resolves.toBe("missing");
    // NUL never reaches the database (it would refuse it with an error).
    await expect(service.retry("a\u0000b", actor)).resolves.toBe("missing");
    expect(outbox.deliverNow).toHaveBeenCalledTimes(1);
    const retries = await database.db.select().from(deskAudit).where(eq(deskAudit.action, "retry"));
    expect(retries).toHaveLength(1);
  });

  it("shows each inquiry's e-mail to sales, and retries a failed one on its own", async () => {
    const [ada, grace] = await seed();
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
    const { service, outbox } = await desk();
    const actor = await admin(service);
    const page = await service.list({ ...NO_FILTERS, limit: 10, offset: 0 });
    const byName = Object.fromEntries(page.inquiries.map((row) => [row.fullName, row]));
    expect(byName["Ada Lovelace"]).toMatchObject({
      status: "delivered",
      salesEmail: { status: "failed", lastError: "SMTP 550 mailbox unavailable" },
    });
    expect(byName["Alan Turing"]!.salesEmail).toBeNull();
    await expect(service.retry(ada!, actor)).resolves.toBe("email-retried");
    expect(outbox.deliverNow).toHaveBeenCalledWith(ada);
    await expect(service.retry(ada!, actor)).resolves.toBe("delivered");
    expect(outbox.deliverNow).toHaveBeenCalledTimes(1);
  });

  it("exports the filters as CSV with a byte-order mark, formulas defused, and audits it", async () => {
    await seed();
    const { service } = await desk();
    const actor = await admin(service);
    const csv = await service.csv({ ...NO_FILTERS, query: "example.org" }, actor);
    expect(csv.startsWith("\ufeffid,created_at,lead_status,status,")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Alan Turing,alan@example.org,Bletchley");
    expect(lines[2]).toContain("Ada Lovelace");
    // `;=1+2` is quoted: in a `;`-separated spreadsheet it cannot become a cell of its own.
    const grace = await service.csv({ ...NO_FILTERS, query: "grace" }, actor);
    expect(grace).toContain(',"Compilers; =1+2",');
    const [entry] = (await service.audit({ limit: 1, offset: 0 })).entries;
    expect(entry).toMatchObject({ action: "export", detail: { rows: 1, query: "grace" } });
  });

  it("shows invisible and direction characters an older row holds escaped, everywhere", async () => {
    // Stored before the form refused or stripped them (storeInquiry takes the text as it is).
    const stored = await storeInquiry(
      database.db,
      {
        fullName: "Mallory \u202egnp.exe",
        email: "mallory@example.org",
        company: "Ev\u200bil",
        subject: "Invoice \u2066attached\u2069",
        message: "Hello\u200d,\r\nplease pay.\ufeff",
        country: "+44",
        phone: "2071234567",
      },
      "key-invisible-aaaaaaaaaa",
    );
    const { service } = await desk();
    const actor = await admin(service);
    const [row] = (await service.list({ ...NO_FILTERS, limit: 50, offset: 0 })).inquiries;
    expect(row).toMatchObject({
      fullName: "Mallory \\u202Egnp.exe",
      company: "Ev\\u200Bil",
      subject: "Invoice \\u2066attached\\u2069",
    });
    const detail = await service.inquiry(stored.id);
    expect(detail?.fields.find((field) => field.name === "message")?.text).toBe(
      "Hello\\u200D,\r\nplease pay.\\uFEFF",
    );
    const csv = await service.csv(NO_FILTERS, actor);
    expect(csv).toContain("Mallory \\u202Egnp.exe");
    expect(csv.slice(1)).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u);
  });

  it("shows a name made of Hangul fillers, tags or blank braille escaped, never blank", async () => {
    await storeInquiry(
      database.db,
      {
        fullName: "\u3164\u3164\u3164",
        email: "filler@example.org",
        company: "\u{e0041}\u{e0042}",
        subject: "\u2800\u00ad\ufe0f",
        message: "Hi",
        country: "+44",
        phone: "2071234567",
      },
      "key-fillers-aaaaaaaaaaaa",
    );
    const { service } = await desk();
    const actor = await admin(service);
    const [row] = (await service.list({ ...NO_FILTERS, limit: 50, offset: 0 })).inquiries;
    expect(row).toMatchObject({
      fullName: "\\u3164\\u3164\\u3164",
      company: "\\uE0041\\uE0042",
      subject: "\\u2800\\u00AD\\uFE0F",
    });
    expect(await service.csv(NO_FILTERS, actor)).toContain("\\u3164\\u3164\\u3164");
  });
});
