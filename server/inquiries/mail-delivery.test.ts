import net from "node:net";

import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ContactInput } from "#app/features/contact/contact-fields";
import { useInquiryDatabase } from "#tests/support/inquiry-database";
import { inquiryNotifications } from "#server/db/schema";
import { createOutbox, type Outbox } from "./outbox";
import { createInquiryMailer } from "./mailer";
import { queueNotification } from "./notifications";
import { inquiryMessageId } from "./notify-mail";
import { createInquiryService } from "./service";

interface Received {
  recipients: string[];
  raw: string;
}

const database = useInquiryDatabase();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A local SMTP server that keeps every message it is given. */
async function startSmtp(port: number, received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
}

function mailingOutbox(port: number, providerSend: () => Promise<void>): Outbox {
  const mailer = createInquiryMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    to: ["sales@example.com", "leads@example.com"],
    from: "noreply@site.example",
    siteUrl: "https://site.example",
    timeoutMs: 2000,
  });
  const outbox = createOutbox({
    db: database.db,
    send: providerSend,
    notify: mailer.send,
    retryBaseMs: 20,
    retryMaxMs: 200,
    maxAttempts: 1000,
    leaseMs: 60_000,
    maxIdleMs: 200,
  });
  cleanups.push(async () => {
    await outbox.stop();
    mailer.close();
  });
  return outbox;
}

const contact = (n: number): ContactInput => ({
  fullName: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  company: "Acme <b>Inc</b>",
  subject: `Subject ${n}`,
  message: "Hello\nthere",
  country: "+91",
  phone: "9876543210",
});

/** The header names of a raw message, unfolded. */
function headerNames(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0]!;
  return head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
}

describe("inquiry e-mails", () => {
  it("sends exactly one message per inquiry once the SMTP server is up, whatever the provider does", async () => {
    const port = await freePort();
    // The inquiry provider is down the whole time: the e-mails do not wait for it.
    const outbox = mailingOutbox(port, () => Promise.reject(new Error("provider down")));
    const service = createInquiryService(database.db, outbox, { queueNotification });
    outbox.start();
    const ids = [
      (await service.submit(contact(1), "key-mail-000000000001")).id,
      (await service.submit(contact(2), "key-mail-000000000002")).id,
    ];
    // The same submission again (a double click) stores nothing and mails nothing.
    await service.submit(contact(1), "key-mail-000000000001");

    // The SMTP server is down: the attempts fail and are retried.
    await vi.waitFor(
      async () => {
        const rows = await database.db.select().from(inquiryNotifications);
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          expect(row.attempts).toBeGreaterThanOrEqual(2);
          expect(row.status).toBe("pending");
        }
      },
      { timeout: 15_000 },
    );

    const received: Received[] = [];
    await startSmtp(port, received);
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000 });
    // Long enough for several more worker ticks: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(received).toHaveLength(2);

    const messageIds = received.map((message) => /^Message-ID: (.+)$/im.exec(message.raw)?.[1]);
    expect(messageIds.sort()).toEqual(ids.map((id) => inquiryMessageId(id, "site.example")).sort());
    for (const message of received) {
      expect(message.recipients).toEqual(["sales@example.com", "leads@example.com"]);
      expect(message.raw).toMatch(/^Reply-To: Visitor \d <visitor\d@example\.com>$/m);
      expect(message.raw).toContain("Content-Type: text/plain");
      expect(message.raw).toContain("Content-Type: text/html");
      // The HTML part escapes what the visitor typed.
      expect(message.raw).toContain("Acme &lt;b&gt;Inc&lt;/b&gt;");
    }
    for (const id of ids) {
      const [row] = await database.db
        .select()
        .from(inquiryNotifications)
        .where(eq(inquiryNotifications.inquiryId, id));
      expect(row?.status).toBe("sent");
    }
  }, 60_000);

  it("adds no header from CR/LF and header text in any field", async () => {
    const port = await freePort();
    const received: Received[] = [];
    await startSmtp(port, received);
    const outbox = mailingOutbox(port, async () => {});
    const service = createInquiryService(database.db, outbox, { queueNotification });
    outbox.start();
    const evil = (field: string) => `${field}\r\nBcc: attacker@evil.example\r\nX-Injected: yes\n`;
    await service.submit(
      {
        fullName: evil("Mallory"),
        email: `mallory@example.com\r\nBcc: attacker@evil.example`,
        company: evil("Company"),
        subject: evil("Subject"),
        message: evil("Message"),
        country: evil("+1"),
        phone: evil("5550100"),
      },
      "key-mail-injection-0001",
    );
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000 });
    const [message] = received;
    expect(message!.recipients).toEqual(["sales@example.com", "leads@example.com"]);
    const names = headerNames(message!.raw);
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    // An address that is not a plain one is not used as Reply-To at all.
    expect(names).not.toContain("reply-to");
    expect(names.filter((name) => name === "subject")).toHaveLength(1);
  }, 60_000);
});
