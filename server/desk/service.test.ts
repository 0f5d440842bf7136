import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";

import type { DeskActor, DeskService } from "../../app/context";
import { NO_FILTERS } from "../../app/features/desk/desk.schema";
import { describeEachDatabase, useTestDatabase } from "../../tests/support/databases";
import { parseConfig } from "../config";
import { contactInquiries, deskAudit, inquiryNotifications } from "../db/schema";
import { queueNotification } from "../inquiries/notifications";
import { storeInquiry } from "../inquiries/store";
import { hashPassword } from "./password";
import { createDeskService } from "./service";

const PASSWORD = "correct horse battery staple";
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const passwordHash = hashPassword(PASSWORD, CHEAP);
type Desk = Extract<DeskService, { enabled: true }>;

const contact = (
  full_name: string,
  email_add: string,
  company: string,
  message = "A message.",
) => ({
  full_name,
  email_add,
  company,
  country: "+44",
  phone_num: "2079460000",
  subject: `Hello from ${full_name}`,
  message,
});

describeEachDatabase("the desk service", (kind) => {
  const database = useTestDatabase(kind);

  beforeEach(async () => {
    await database.db.execute(sql`truncate contact_inquiries, desk_users, desk_invites,
      desk_audit, desk_sign_in_throttle cascade`);
  });

  async function desk(options: { account?: boolean } = {}) {
    const outbox = { deliverNow: vi.fn() };
    const config = parseConfig({
      ...(options.account === false
        ? {}
        : { DESK_EMAIL: "Sales@Example.com", DESK_PASSWORD_HASH: await passwordHash }),
      DESK_SESSION_SECRET: "s".repeat(40),
      SITE_URL: "https://site.example",
    });
    const service = createDeskService({ config, db: database.db, outbox, scrypt: CHEAP });
    if (!service.enabled) throw new Error("the desk should be on");
    return { service, outbox };
  }

  /** The first admin, signed in from the environment account. */
  async function admin(service: Desk): Promise<DeskActor> {
    const signIn = await service.signIn({
      email: "sales@example.com",
      password: PASSWORD,
      clientAddress: "10.0.0.1",
    });
    if (!signIn.ok) throw new Error(`sign-in refused: ${signIn.reason}`);
    return { ...signIn.user, address: "10.0.0.1" };
  }

  async function seed() {
    const base = Date.parse("2026-01-01T00:00:00Z");
    const people = [
      contact("Ada Lovelace", "ada@example.org", "Analytical Engines", "We need WhatsApp pricing."),
      contact("Grace Hopper", "grace@navy.example", "100% Compilers_Ltd", "Compilers; =1+2"),
      contact("Alan Turing", "alan@example.org", "Bletchley", "José Pérez asked about Enigma."),
    ];
    const ids: string[] = [];
    for (const [n, person] of people.entries()) {
      const stored = await storeInquiry(
        database.db,
        person,
        `key-${n}-aaaaaaaaaaaaaaaa`,
        new Date(base + n * 86_400_000),
      );
      ids.push(stored.id);
    }
    return ids;
  }

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
      message: "We need WhatsApp pricing.",
      country: "+44",
      phone: "2079460000",
      phoneHref: "tel:+442079460000",
      leadStatus: "new",
      notes: [],
      history: [],
    });
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

  it("creates the first admin from the environment account, and only the first", async () => {
    const { service } = await desk();
    const attempt = (email: string, password: string, clientAddress = "10.0.0.1") =>
      service.signIn({ email, password, clientAddress });
    await expect(attempt("sales@example.com", "wrong")).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
    await expect(attempt("other@example.com", PASSWORD)).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
    const first = await attempt("SALES@example.COM", PASSWORD);
    expect(first).toMatchObject({ ok: true, user: { email: "sales@example.com", role: "admin" } });
    // From now on the account is the database's: the same credentials, one user.
    expect(await attempt("sales@example.com", PASSWORD)).toMatchObject({ ok: true });
    expect((await service.users()).users).toHaveLength(1);
  });

  it("ignores the environment account once the desk has users", async () => {
    const { service } = await desk();
    await admin(service);
    // Another environment e-mail after the first admin exists creates nobody.
    const config = parseConfig({
      DESK_EMAIL: "someone-else@example.com",
      DESK_PASSWORD_HASH: await passwordHash,
      DESK_SESSION_SECRET: "s".repeat(40),
    });
    const other = createDeskService({
      config,
      db: database.db,
      outbox: { deliverNow: vi.fn() },
      scrypt: CHEAP,
    }) as Desk;
    await expect(
      other.signIn({
        email: "someone-else@example.com",
        password: PASSWORD,
        clientAddress: "10.0.0.2",
      }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });
    expect((await other.users()).users.map((user) => user.email)).toEqual(["sales@example.com"]);
  });

  it("keeps sessions in the database: sign-out and a password change end them", async () => {
    const { service } = await desk();
    const signIn = async (password = PASSWORD) => {
      const result = await service.signIn({
        email: "sales@example.com",
        password,
        clientAddress: "10.0.0.1",
      });
      if (!result.ok) throw new Error(result.reason);
      return result;
    };
    const first = await signIn();
    const second = await signIn();
    const actor = { ...first.user, address: "10.0.0.1" };
    await expect(service.sessionUser(first.sessionId)).resolves.toMatchObject({ role: "admin" });
    await expect(service.sessionUser(undefined)).resolves.toBeUndefined();
    await expect(service.sessionUser("forged")).resolves.toBeUndefined();

    await service.signOut(first.sessionId, actor);
    await expect(service.sessionUser(first.sessionId)).resolves.toBeUndefined();
    await expect(service.sessionUser(second.sessionId)).resolves.toBeDefined();

    await expect(
      service.changePassword({ actor, current: "wrong", password: "a new long password" }),
    ).resolves.toEqual({ ok: false, reason: "wrong-password" });
    const changed = await service.changePassword({
      actor,
      current: PASSWORD,
      password: "a new long password",
    });
    if (!changed.ok) throw new Error("the password should change");
    await expect(service.sessionUser(second.sessionId)).resolves.toBeUndefined();
    await expect(service.sessionUser(changed.sessionId)).resolves.toBeDefined();
    await expect(signIn()).rejects.toThrow("invalid");
    await expect(signIn("a new long password")).resolves.toMatchObject({ ok: true });
  });

  it("invites by a one-time link with a role; disabling an account ends its sessions", async () => {
    const { service } = await desk();
    const actor = await admin(service);
    const invited = await service.invite({ email: "Rep@Example.com", role: "sales", actor });
    if (!invited.ok) throw new Error("the invitation should be created");
    expect(invited.url).toMatch(/^https:\/\/site\.example\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = invited.url.split("/").pop()!;
    await expect(service.invitation(token)).resolves.toEqual({
      email: "rep@example.com",
      role: "sales",
    });
    await expect(
      service.invite({ email: "sales@example.com", role: "admin", actor }),
    ).resolves.toEqual({
      ok: false,
      reason: "exists",
    });
    expect((await service.users()).invites).toMatchObject([{ email: "rep@example.com" }]);

    const accepted = await service.acceptInvite({
      token,
      password: "the rep's own password",
      clientAddress: "10.0.0.9",
    });
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(accepted.user).toMatchObject({ email: "rep@example.com", role: "sales" });
    // The link works once.
    await expect(service.invitation(token)).resolves.toBeUndefined();
    await expect(
      service.acceptInvite({ token, password: "another password!", clientAddress: "10.0.0.9" }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });
    await expect(
      service.acceptInvite({ token: "a\u0000", password: "x", clientAddress: "x" }),
    ).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });

    await expect(service.disableUser(actor.id, actor)).resolves.toBe("self");
    await expect(service.disableUser(accepted.user.id, actor)).resolves.toBe("disabled");
    await expect(service.sessionUser(accepted.sessionId)).resolves.toBeUndefined();
    await expect(
      service.signIn({
        email: "rep@example.com",
        password: "the rep's own password",
        clientAddress: "10.0.0.9",
      }),
    ).resolves.toEqual({ ok: false, reason: "invalid" });

    const revocable = await service.invite({ email: "late@example.com", role: "admin", actor });
    if (!revocable.ok) throw new Error("the invitation should be created");
    const [open] = (await service.users()).invites;
    await expect(service.revokeInvite(open!.id, actor)).resolves.toBe(true);
    await expect(service.revokeInvite(open!.id, actor)).resolves.toBe(false);
    await expect(service.invitation(revocable.url.split("/").pop()!)).resolves.toBeUndefined();

    const actions = (await service.audit({ limit: 50, offset: 0 })).entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["invite", "user-joined", "user-disabled", "invite-revoked"]),
    );
  });

  it("an invitation for an e-mail that got an account meanwhile creates nobody", async () => {
    const { service } = await desk();
    const actor = await admin(service);
    const one = await service.invite({ email: "twice@example.com", role: "sales", actor });
    const two = await service.invite({ email: "twice@example.com", role: "admin", actor });
    if (!one.ok || !two.ok) throw new Error("both invitations should be created");
    const token = (url: string) => url.split("/").pop()!;
    await expect(
      service.acceptInvite({
        token: token(one.url),
        password: "first password!",
        clientAddress: "x",
      }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      service.acceptInvite({
        token: token(two.url),
        password: "second password",
        clientAddress: "x",
      }),
    ).resolves.toEqual({ ok: false, reason: "exists" });
    const roles = (await service.users()).users.map((user) => `${user.email} ${user.role}`);
    expect(roles).toEqual(["sales@example.com admin", "twice@example.com sales"]);
  });
});
