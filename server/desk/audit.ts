import { count, desc, eq } from "drizzle-orm";

import type { DeskActor, DeskAuditEntry } from "#app/features/desk/desk-service";
import type { Database } from "#server/db/client";
import { escapeInvisible } from "#app/shared/forms/text.schema";
import { contactInquiries, deskAudit } from "#server/db/schema";

/**
 * The desk's audit log: who signed in, exported, retried, changed a lead's status or a user,
 * when and from where. Written in the same step as what it records; only admins read it.
 */
export type AuditAction =
  | "sign-in"
  | "sign-out"
  | "first-admin"
  | "export"
  | "retry"
  | "status-change"
  | "owner-change"
  | "note"
  | "invite"
  | "invite-revoked"
  | "user-joined"
  | "user-disabled"
  | "password-changed"
  | "password-reset-link"
  | "password-reset";

export async function recordAudit(
  db: Database,
  entry: {
    actor: Pick<DeskActor, "id" | "email"> & { address?: string };
    action: AuditAction;
    inquiryId?: string;
    detail?: Record<string, unknown>;
    at?: Date;
  },
): Promise<void> {
  await db.insert(deskAudit).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    inquiryId: entry.inquiryId ?? null,
    detail: entry.detail ?? {},
    address: entry.actor.address ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export async function listAudit(
  db: Database,
  options: { limit: number; offset: number },
): Promise<{ entries: DeskAuditEntry[]; total: number }> {
  const rows = await db
    .select({ entry: deskAudit, inquiryName: contactInquiries.fullName })
    .from(deskAudit)
    .leftJoin(contactInquiries, eq(contactInquiries.id, deskAudit.inquiryId))
    .orderBy(desc(deskAudit.at), desc(deskAudit.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(deskAudit);
  return {
    entries: rows.map(({ entry, inquiryName }) => ({
      id: Number(entry.id),
      at: new Date(entry.at).toISOString(),
      actorEmail: entry.actorEmail,
      action: entry.action,
      inquiryId: entry.inquiryId,
      inquiryName: inquiryName === null ? null : escapeInvisible(inquiryName),
      detail: entry.detail,
      address: entry.address,
    })),
    total: Number(total?.n ?? 0),
  };
}
