import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, lt, or } from "drizzle-orm";

import type { DeskUser } from "#app/features/desk/desk-service";
import type { Database } from "#server/db/client";
import { deskSessions, deskUsers } from "#server/db/schema";

/**
 * The cookie carries a random id, the database its SHA-256, checked on every desk request: it ends
 * on sign-out, a new sign-in there, a password change, a disabled account, age or idleness.
 */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

export interface SessionLimits {
  maxAgeMs: number;
  idleMs: number;
}

export async function createSession(
  db: Database,
  userId: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await db.insert(deskSessions).values({
    idHash: hashOf(sessionId),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + limits.maxAgeMs),
    lastSeenAt: now,
  });
  await db
    .delete(deskSessions)
    .where(
      or(
        lt(deskSessions.expiresAt, now),
        lt(deskSessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
      ),
    );
  return sessionId;
}

/** A request marks its session seen, written at most every tenth of the idle time or minute. */
export async function sessionUser(
  db: Database,
  sessionId: string | undefined,
  idleMs: number,
  now = new Date(),
): Promise<DeskUser | undefined> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return undefined;
  const idHash = hashOf(sessionId);
  const [row] = await db
    .select({
      id: deskUsers.id,
      email: deskUsers.email,
      role: deskUsers.role,
      lastSeenAt: deskSessions.lastSeenAt,
    })
    .from(deskSessions)
    .innerJoin(deskUsers, eq(deskUsers.id, deskSessions.userId))
    .where(
      and(
        eq(deskSessions.idHash, idHash),
        gt(deskSessions.expiresAt, now),
        gt(deskSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        isNull(deskUsers.disabledAt),
      ),
    );
  if (!row) return undefined;
  const { lastSeenAt, ...user } = row;
  if (now.getTime() - lastSeenAt.getTime() >= Math.min(60_000, idleMs / 10)) {
    await db.update(deskSessions).set({ lastSeenAt: now }).where(eq(deskSessions.idHash, idHash));
  }
  return user;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  if (!SESSION_ID.test(sessionId)) return;
  await db.delete(deskSessions).where(eq(deskSessions.idHash, hashOf(sessionId)));
}

export async function revokeUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(deskSessions).where(eq(deskSessions.userId, userId));
}
