import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";

import type { DeskUser } from "#app/context";
import type { Database } from "#server/db/client";
import { deskSessions, deskUsers } from "#server/db/schema";

/**
 * The desk's server-side sessions. The cookie carries a random id (32 bytes, base64url); the
 * database keeps its SHA-256, whom it belongs to and when it ends. Every desk request looks it
 * up, so a session ends for real: on sign-out (its row is deleted), on a password change or a
 * disabled account (all the user's rows are deleted), or at its end time. A copy of the cookie
 * is worth nothing after that.
 */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

export async function createSession(
  db: Database,
  userId: string,
  maxAgeMs: number,
  now = new Date(),
): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await db.insert(deskSessions).values({
    idHash: hashOf(sessionId),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + maxAgeMs),
  });
  // Ended sessions are pruned when new ones begin (rare, and indexed).
  await db.delete(deskSessions).where(lt(deskSessions.expiresAt, now));
  return sessionId;
}

/** The user of a live session: not signed out, not expired, the account not disabled. */
export async function sessionUser(
  db: Database,
  sessionId: string | undefined,
  now = new Date(),
): Promise<DeskUser | undefined> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return undefined;
  const [row] = await db
    .select({ id: deskUsers.id, email: deskUsers.email, role: deskUsers.role })
    .from(deskSessions)
    .innerJoin(deskUsers, eq(deskUsers.id, deskSessions.userId))
    .where(
      and(
        eq(deskSessions.idHash, hashOf(sessionId)),
        gt(deskSessions.expiresAt, now),
        isNull(deskUsers.disabledAt),
      ),
    );
  return row;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  if (!SESSION_ID.test(sessionId)) return;
  await db.delete(deskSessions).where(eq(deskSessions.idHash, hashOf(sessionId)));
}

/** Ends every session of a user, but `keep` (the one asking, when it stays signed in). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keep?: string,
): Promise<void> {
  await db
    .delete(deskSessions)
    .where(
      and(
        eq(deskSessions.userId, userId),
        keep ? ne(deskSessions.idHash, hashOf(keep)) : undefined,
      ),
    );
}
