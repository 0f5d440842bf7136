import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";

import type { DeskUser } from "#app/context";
import type { Database } from "#server/db/client";
import { deskSessions, deskUsers } from "#server/db/schema";

/**
 * The cookie carries a random id, the database its SHA-256, looked up on every desk request: a
 * session ends for real on sign-out, a password change or a disabled account.
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
  await db.delete(deskSessions).where(lt(deskSessions.expiresAt, now));
  return sessionId;
}

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
