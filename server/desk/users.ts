import { createHash, randomBytes } from "node:crypto";

import { and, asc, eq, gt, isNull, sql, TransactionRollbackError } from "drizzle-orm";

import type {
  DeskInviteRow,
  DeskOwner,
  DeskUser,
  DeskUserRow,
} from "#app/features/desk/desk-service";
import type { DeskRole } from "#app/features/desk/desk.schema";
import type { Database } from "#server/db/client";
import { newId } from "#server/db/ids";
import { deskInvites, deskSessions, deskUsers } from "#server/db/schema";

/**
 * An invitation: a one-time link stored as its token's SHA-256, sent by the admin (e-mail may be
 * off). A password link is one made after its account was (an older one creates nobody).
 */
export const INVITE_TTL_MS = 7 * 24 * 3_600_000;
const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const normalized = (email: string) => email.trim().toLowerCase();

export interface StoredUser extends DeskUser {
  passwordHash: string;
  disabled: boolean;
}

export async function findUser(db: Database, email: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select()
    .from(deskUsers)
    .where(eq(deskUsers.email, normalized(email)));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    passwordHash: row.passwordHash,
    disabled: row.disabledAt !== null,
  };
}

export async function findUserById(db: Database, id: string): Promise<StoredUser | undefined> {
  const [row] = await db.select().from(deskUsers).where(eq(deskUsers.id, id));
  return row ? findUser(db, row.email) : undefined;
}

/** One statement, so two instances cannot both create one. */
export async function createFirstAdmin(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<DeskUser | undefined> {
  const id = newId();
  const rows = await db.execute(sql`
    insert into desk_users (id, email, password_hash, role)
    select ${id}, ${normalized(email)}, ${passwordHash}, 'admin'
    where not exists (select 1 from desk_users)
    on conflict do nothing
    returning id`);
  const created = (rows as unknown as { rows: unknown[] }).rows.length > 0;
  return created ? { id, email: normalized(email), role: "admin" } : undefined;
}

export async function recordSignIn(db: Database, userId: string, at = new Date()): Promise<void> {
  await db.update(deskUsers).set({ lastSignInAt: at }).where(eq(deskUsers.id, userId));
}

export async function listOwners(db: Database): Promise<DeskOwner[]> {
  return db
    .select({ id: deskUsers.id, email: deskUsers.email })
    .from(deskUsers)
    .where(isNull(deskUsers.disabledAt))
    .orderBy(asc(deskUsers.email));
}

export async function listUsers(db: Database): Promise<DeskUserRow[]> {
  const rows = await db.select().from(deskUsers).orderBy(asc(deskUsers.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    disabled: row.disabledAt !== null,
  }));
}

const open = (now: Date) =>
  and(
    isNull(deskInvites.acceptedAt),
    isNull(deskInvites.revokedAt),
    gt(deskInvites.expiresAt, now),
  );

/** An invitation resets a password when it was made for an account that existed already. */
const resets = (invite: { createdAt: Date | string }, account: { createdAt: Date | string }) =>
  new Date(account.createdAt).getTime() < new Date(invite.createdAt).getTime();

export async function listOpenInvites(db: Database, now = new Date()): Promise<DeskInviteRow[]> {
  const rows = await db
    .select({ invite: deskInvites, account: { createdAt: deskUsers.createdAt } })
    .from(deskInvites)
    .leftJoin(deskUsers, eq(deskUsers.email, deskInvites.email))
    .where(open(now))
    .orderBy(asc(deskInvites.createdAt));
  return rows.map(({ invite, account }) => ({
    id: invite.id,
    email: invite.email,
    role: invite.role,
    expiresAt: new Date(invite.expiresAt).toISOString(),
    ...(account && resets(invite, account) ? { passwordLink: true } : {}),
  }));
}

export async function createInvite(
  db: Database,
  input: {
    email: string;
    role: DeskRole;
    invitedBy: string;
    now?: Date;
    passwordLink?: boolean;
  },
): Promise<{ ok: true; id: string; token: string; expiresAt: Date } | { ok: false }> {
  const email = normalized(input.email);
  const account = await findUser(db, email);
  if (input.passwordLink ? !account || account.disabled : account) return { ok: false };
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const id = newId();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await db.insert(deskInvites).values({
    id,
    tokenHash: tokenHash(token),
    email,
    role: input.role,
    invitedBy: input.invitedBy,
    createdAt: now,
    expiresAt,
  });
  return { ok: true, id, token, expiresAt };
}

export async function revokeInvite(
  db: Database,
  id: string,
  now = new Date(),
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .update(deskInvites)
    .set({ revokedAt: now })
    .where(and(eq(deskInvites.id, id), open(now)))
    .returning({ email: deskInvites.email });
  return row;
}

export async function openInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ email: string; role: DeskRole; passwordLink?: true } | undefined> {
  if (!INVITE_TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ invite: deskInvites, account: { createdAt: deskUsers.createdAt } })
    .from(deskInvites)
    .leftJoin(deskUsers, eq(deskUsers.email, deskInvites.email))
    .where(and(eq(deskInvites.tokenHash, tokenHash(token)), open(now)));
  if (!row) return undefined;
  const { email, role } = row.invite;
  return row.account && resets(row.invite, row.account)
    ? { email, role, passwordLink: true }
    : { email, role };
}

/** A link works once; an e-mail that got an account meanwhile keeps it, but a password link. */
export async function acceptInvite(
  db: Database,
  input: { token: string; passwordHash: string; now?: Date },
): Promise<
  | { ok: true; user: DeskUser; invitedBy: string | null; passwordReset?: true }
  | { ok: false; reason: "invalid" | "exists" }
> {
  if (!INVITE_TOKEN.test(input.token)) return { ok: false, reason: "invalid" };
  const now = input.now ?? new Date();
  return db
    .transaction(async (tx) => {
      const [invite] = await tx
        .update(deskInvites)
        .set({ acceptedAt: now })
        .where(and(eq(deskInvites.tokenHash, tokenHash(input.token)), open(now)))
        .returning();
      if (!invite) return { ok: false, reason: "invalid" } as const;
      const [account] = await tx.select().from(deskUsers).where(eq(deskUsers.email, invite.email));
      if (account) {
        if (!resets(invite, account) || account.disabledAt !== null) tx.rollback();
        await tx
          .update(deskUsers)
          .set({ passwordHash: input.passwordHash, passwordChangedAt: now })
          .where(eq(deskUsers.id, account.id));
        await tx.delete(deskSessions).where(eq(deskSessions.userId, account.id));
        return {
          ok: true,
          user: { id: account.id, email: account.email, role: account.role },
          invitedBy: invite.invitedBy,
          passwordReset: true,
        } as const;
      }
      const id = newId();
      const [created] = await tx
        .insert(deskUsers)
        .values({
          id,
          email: invite.email,
          passwordHash: input.passwordHash,
          role: invite.role,
          invitedBy: invite.invitedBy,
          createdAt: now,
          passwordChangedAt: now,
        })
        .onConflictDoNothing({ target: deskUsers.email })
        .returning({ id: deskUsers.id });
      if (!created) tx.rollback();
      return {
        ok: true,
        user: { id, email: invite.email, role: invite.role },
        invitedBy: invite.invitedBy,
      } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError)
        return { ok: false, reason: "exists" } as const;
      throw error;
    });
}

export async function disableUser(
  db: Database,
  id: string,
  now = new Date(),
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .update(deskUsers)
    .set({ disabledAt: now })
    .where(eq(deskUsers.id, id))
    .returning({ email: deskUsers.email });
  if (row) await db.delete(deskSessions).where(eq(deskSessions.userId, id));
  return row;
}

export async function setPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(deskUsers)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(deskUsers.id, userId));
}
