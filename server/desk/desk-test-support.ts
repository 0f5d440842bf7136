import { sql } from "drizzle-orm";
import { beforeEach, vi } from "vitest";

import type { DeskActor, DeskService } from "#app/features/desk/desk-service";
import { useTestDatabase, type DatabaseKind } from "#tests/support/databases";
import { parseConfig } from "#server/config";
import { storeInquiry } from "#server/inquiries/store";
import { hashPassword } from "./password";
import { createDeskService } from "./service";

/**
 * The desk service's tests: a database of `kind` emptied before each test, a desk on it with
 * the environment account, its first admin signed in, and three stored inquiries.
 */
export const PASSWORD = "correct horse battery staple";
export const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
export const passwordHash = hashPassword(PASSWORD, CHEAP);
export type Desk = Extract<DeskService, { enabled: true }>;

const contact = (fullName: string, email: string, company: string, message = "A message.") => ({
  fullName,
  email,
  company,
  country: "+44",
  phone: "2079460000",
  subject: `Hello from ${fullName}`,
  message,
});

export function useDeskTest(kind: DatabaseKind) {
  const database = useTestDatabase(kind);

  beforeEach(async () => {
    await database.db.execute(sql`truncate contact_inquiries, desk_users, desk_invites,
      desk_audit, desk_sign_in_throttle cascade`);
  });

  async function desk() {
    const outbox = { deliverNow: vi.fn() };
    const config = parseConfig({
      DESK_EMAIL: "Sales@Example.com",
      DESK_PASSWORD_HASH: await passwordHash,
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

  /** Three inquiries a day apart from 2026-01-01, oldest first; their ids. */
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

  return { database, desk, admin, seed };
}
