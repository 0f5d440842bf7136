import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { lockDataDir } from "#server/process/data-dir-lock";
import { rawQuery } from "#server/db/raw-query";
import { startDeskCliSocket } from "#server/desk/cli-socket";
import { queueNotification } from "#server/inquiries/notifications";
import { storeInquiry } from "#server/inquiries/store";
import { openDatabase } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { contactInquiries, inquiryNotifications } from "#server/db/schema";
import { main, toTable } from "./desk.mjs";
import { csvCell, inquiriesCsv as toCsv } from "#server/desk/desk-queries";

describe("CSV", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("defuses text a spreadsheet would run as a formula, but keeps dial codes", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("+91")).toBe("+91");
  });

  it("quotes a separator of any locale, so `;=1+2` never starts a cell of its own", () => {
    expect(csvCell(";=1+2")).toBe('";=1+2"');
    expect(csvCell("Compilers; =1+2")).toBe('"Compilers; =1+2"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });

  it("has a header and one line per inquiry", () => {
    const csv = toCsv([
      {
        id: "a1",
        created_at: new Date("2026-01-01T00:00:00Z"),
        status: "pending",
        attempts: 2,
        full_name: "Jane, Doe",
        message: "Line 1\nLine 2",
      },
    ]);
    // A byte-order mark first: Excel then reads "José Pérez" as UTF-8.
    expect(csv.startsWith("\ufeff")).toBe(true);
    const [header, line, end] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "id,created_at,lead_status,status,attempts,delivered_at,next_attempt_at,last_error,full_name,email,company,country,phone,subject,message,type,sales_email_status,sales_email_error",
    );
    expect(line).toBe(
      'a1,2026-01-01T00:00:00.000Z,,pending,2,,,,"Jane, Doe",,,,,,"Line 1\nLine 2",,,',
    );
    expect(end).toBe("");
  });
});

describe("table", () => {
  it("says when there is nothing", () => {
    expect(toTable([])).toBe("No inquiries stored.\n");
  });

  it("shows each inquiry's e-mail to sales, and counts the failed ones", () => {
    const row = (id: string, salesEmail: Record<string, unknown>) => ({
      id,
      created_at: new Date("2026-01-01T00:00:00Z"),
      status: "delivered",
      delivered_at: new Date("2026-01-01T00:00:05Z"),
      attempts: 1,
      full_name: "Jane Doe",
      email: "jane@example.com",
      subject: "Pricing",
      ...salesEmail,
    });
    const table = toTable([
      row("a1", { sales_email_status: "failed", sales_email_error: "SMTP 550" }),
      row("a2", { sales_email_status: "sent", sales_email_error: null }),
      row("a3", { sales_email_status: null, sales_email_error: null }),
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^Id\s+Created \(UTC\)\s+Lead\s+State/);
    expect(lines[0]).toMatch(/Note\s+E-mail to sales$/);
    expect(lines[2]).toMatch(/^a1 .*failed: SMTP 550; retry <id> to send again$/);
    expect(lines[3]).toMatch(/^a2 .*\ssent$/);
    expect(lines[4]).toMatch(/^a3 .*delivered 2026-01-01 00:00:05$/);
    expect(table).toContain("1 e-mail to sales failed (npm run desk -- retry <id>).");
  });
});

describe("npm run desk against a PGlite data directory", () => {
  const dataDir = migratedDataDir("inquiries-script-");
  let output = "";
  const capture = () => {
    output = "";
    return vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      output += String(chunk);
      return true;
    });
  };

  /** Runs the script with `args` on the directory; resolves to its exit code, its stdout in `output`. */
  const runCaptured = async (args: string[]) => {
    const spy = capture();
    try {
      return await main(args, { DATA_DIR: dataDir });
    } finally {
      spy.mockRestore();
    }
  };

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    const contact = {
      fullName: "Jane Doe",
      email: "jane@example.com",
      company: "Acme, Inc.",
      subject: "Pricing",
      message: 'She said "hello"',
      country: "+44",
      phone: "2079460000",
    };
    await storeInquiry(database.db, contact, "key-aaaaaaaaaaaaaaaa");
    await storeInquiry(database.db, { ...contact, fullName: "John Roe" }, "key-bbbbbbbbbbbbbbbb");
    await database.close();
  }, 60_000);
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists the inquiries with their lead status and delivery state", async () => {
    await runCaptured([]);
    expect(output).toMatch(/ new\s+pending\s+0\s+Jane Doe/);
    expect(output).toContain("John Roe");
    expect(output).toContain("2 inquiries: 0 delivered, 2 pending.");
    expect(output).toContain("Leads: 2 new.");
  });

  it("exports CSV", async () => {
    await runCaptured(["--csv"]);
    expect(output.startsWith("\ufeffid,created_at,lead_status,")).toBe(true);
    const lines = output.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      '"Acme, Inc.",+44,2079460000,Pricing,"She said ""hello""",ai-agent-platform',
    );
  }, 30_000);

  it("refuses while a server holds the directory, and says what to do", async () => {
    // Held exactly as the server holds it.
    const release = await lockDataDir(dataDir, { waitMs: 0, onCompromised: () => {} });
    try {
      await expect(main([], { DATA_DIR: dataDir })).rejects.toThrow(/stop the server/);
    } finally {
      await release();
    }
    // Released: the script reads again.
    await runCaptured(["--json"]);
    expect(JSON.parse(output)).toHaveLength(2);
  });

  it("shows failed inquiries and retries one with a fresh round of attempts", async () => {
    const database = await openDatabase({ dataDir });
    const [john] = await database.db
      .update(contactInquiries)
      .set({ status: "failed", attempts: 8, failedAt: new Date(), lastError: "HTTP 400" })
      .where(eq(contactInquiries.fullName, "John Roe"))
      .returning();
    await database.close();

    await runCaptured([]);
    expect(output).toContain(john!.id);
    expect(output).toMatch(/failed\s+8\s+John Roe/);
    expect(output).toContain("gave up: HTTP 400");
    expect(output).toContain("2 inquiries: 0 delivered, 1 pending, 1 failed");

    await expect(runCaptured(["retry", john!.id])).resolves.toBe(0);
    expect(output).toContain(`Inquiry ${john!.id} is pending again`);
    await runCaptured(["--json"]);
    const retried = (JSON.parse(output) as Array<Record<string, unknown>>).find(
      (row) => row.id === john!.id,
    );
    expect(retried).toMatchObject({ status: "pending", attempts: 0, last_error: "HTTP 400" });

    await expect(main(["retry", john!.id], { DATA_DIR: dataDir })).rejects.toThrow(
      /is pending, not failed/,
    );
    await expect(main(["retry", "nope"], { DATA_DIR: dataDir })).rejects.toThrow(
      "No inquiry with id nope.",
    );
    await expect(main(["retry"], { DATA_DIR: dataDir })).rejects.toThrow(/retry <id>/);
  }, 60_000);

  it("asks the running server on its desk CLI socket while the server holds the directory", async () => {
    // As server/index.ts does: the lock on DATA_DIR, the database open, the socket listening.
    const release = await lockDataDir(dataDir, { waitMs: 0, onCompromised: () => {} });
    const database = await openDatabase({ dataDir });
    const outbox = { deliverNow: vi.fn() };
    const socket = await startDeskCliSocket({ dataDir, run: rawQuery(database.db), outbox });
    try {
      expect(socket).toBeDefined();
      expect(fs.statSync(socket!.socketPath).mode & 0o777).toBe(0o600);
      const [jane] = await database.db
        .update(contactInquiries)
        .set({ status: "failed", failedAt: new Date(), lastError: "HTTP 422" })
        .where(eq(contactInquiries.fullName, "Jane Doe"))
        .returning();

      await expect(runCaptured(["--json"])).resolves.toBe(0);
      const rows = JSON.parse(output) as Array<Record<string, unknown>>;
      expect(rows.find((row) => row.id === jane!.id)).toMatchObject({
        status: "failed",
        last_error: "HTTP 422",
      });

      await expect(runCaptured(["retry", jane!.id])).resolves.toBe(0);
      expect(output).toContain(`Inquiry ${jane!.id} is pending again`);
      // The server's outbox is woken for it, and the row is pending again.
      expect(outbox.deliverNow).toHaveBeenCalledWith(jane!.id);
      const [row] = await database.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.id, jane!.id));
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      await expect(main(["retry", jane!.id], { DATA_DIR: dataDir })).rejects.toThrow(
        /is pending, not failed/,
      );
    } finally {
      await socket?.close();
      await database.close();
      await release();
    }
    expect(fs.existsSync(path.join(dataDir, "desk.sock"))).toBe(false);
  }, 60_000);

  it("lists a failed e-mail to sales and sends it again on its own", async () => {
    const database = await openDatabase({ dataDir });
    const [jane] = await database.db
      .update(contactInquiries)
      .set({ status: "delivered", deliveredAt: new Date() })
      .where(eq(contactInquiries.fullName, "Jane Doe"))
      .returning();
    await queueNotification(database.db, jane!.id, new Date());
    await database.db
      .update(inquiryNotifications)
      .set({ status: "failed", attempts: 8, lastError: "SMTP 550" })
      .where(eq(inquiryNotifications.inquiryId, jane!.id));
    await database.close();

    await runCaptured([]);
    expect(output).toMatch(/failed: SMTP 550; retry <id> to send again/);
    expect(output).toContain("1 e-mail to sales failed");

    await expect(runCaptured(["retry", jane!.id])).resolves.toBe(0);
    expect(output).toContain(`The e-mail to sales for inquiry ${jane!.id} is pending again`);
    await runCaptured(["--json"]);
    const row = (JSON.parse(output) as Array<Record<string, unknown>>).find(
      (inquiry) => inquiry.id === jane!.id,
    );
    expect(row).toMatchObject({ status: "delivered", sales_email_status: "pending" });
    await expect(main(["retry", jane!.id], { DATA_DIR: dataDir })).rejects.toThrow(
      /is delivered, not failed/,
    );
  }, 60_000);

  it("reports a directory without a database as empty", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const spy = capture();
    try {
      await main(["--json"], { DATA_DIR: path.join(dataDir, "missing") });
    } finally {
      spy.mockRestore();
      stderr.mockRestore();
    }
    expect(JSON.parse(output)).toEqual([]);
  });
});
