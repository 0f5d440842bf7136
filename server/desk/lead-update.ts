import { and, eq, isNull } from "drizzle-orm";

import type { DeskActor, DeskBulkUpdate, DeskLeadUpdate } from "#app/features/desk/desk-service";
import { ID_PATTERN, type LeadStatus } from "#app/features/desk/desk.schema";
import type { Database } from "#server/db/client";
import { newId } from "#server/db/ids";
import { contactInquiries, deskUsers, inquiryNotes } from "#server/db/schema";
import { recordAudit, type AuditAction } from "./audit";

interface LeadChange {
  /** undefined leaves either as it is; an owner of null is nobody. */
  status?: LeadStatus;
  owner?: string | null;
  note: string;
  actor: DeskActor;
  now: Date;
}

async function ownerEmail(tx: Database, owner: string): Promise<string | undefined> {
  const [user] = await tx
    .select({ email: deskUsers.email })
    .from(deskUsers)
    .where(and(eq(deskUsers.id, owner), isNull(deskUsers.disabledAt)));
  return user?.email;
}

/** The row locked, so two people changing it at once each record what they changed from. */
async function applyChange(
  tx: Database,
  id: string,
  change: LeadChange,
  ownerEmails: Map<string, string | undefined>,
): Promise<DeskLeadUpdate> {
  const [current] = await tx
    .select({ status: contactInquiries.leadStatus, ownerId: contactInquiries.ownerId })
    .from(contactInquiries)
    .where(eq(contactInquiries.id, id))
    .for("update");
  if (!current) return "missing";
  const status = change.status ?? current.status;
  const owner = change.owner === undefined ? current.ownerId : change.owner;
  let toEmail: string | null = null;
  if (owner !== null && owner !== current.ownerId) {
    if (!ownerEmails.has(owner)) ownerEmails.set(owner, await ownerEmail(tx, owner));
    const email = ownerEmails.get(owner);
    if (email === undefined) return "unknown-owner";
    toEmail = email;
  }
  const statusChanged = current.status !== status;
  const ownerChanged = owner !== current.ownerId;
  if (!statusChanged && !ownerChanged && change.note === "") return "unchanged";
  if (statusChanged || ownerChanged) {
    await tx
      .update(contactInquiries)
      .set({ leadStatus: status, ownerId: owner })
      .where(eq(contactInquiries.id, id));
  }
  const { actor, now } = change;
  await tx.insert(inquiryNotes).values({
    id: newId(),
    inquiryId: id,
    authorId: actor.id,
    authorEmail: actor.email,
    statusFrom: statusChanged ? current.status : null,
    statusTo: statusChanged ? status : null,
    ownerChanged,
    ownerTo: ownerChanged ? toEmail : null,
    note: change.note,
    createdAt: now,
  });
  const audit = (action: AuditAction, detail: Record<string, unknown>) =>
    recordAudit(tx, { actor, action, inquiryId: id, detail, at: now });
  if (statusChanged) await audit("status-change", { from: current.status, to: status });
  if (ownerChanged) await audit("owner-change", { to: toEmail ?? "nobody" });
  if (change.note !== "") await audit("note", { length: change.note.length });
  return "updated";
}

export async function updateLead(
  db: Database,
  input: Omit<LeadChange, "now"> & { id: string; now?: Date },
): Promise<DeskLeadUpdate> {
  if (!ID_PATTERN.test(input.id)) return "missing";
  const change = { ...input, now: input.now ?? new Date() };
  return db.transaction((tx) =>
    applyChange(tx as unknown as Database, input.id, change, new Map()),
  );
}

/** All or nothing; rows locked in id order, so two bulk changes at once cannot deadlock. */
export async function bulkUpdateLeads(
  db: Database,
  input: Omit<LeadChange, "now" | "note"> & { ids: readonly string[]; now?: Date },
): Promise<DeskBulkUpdate> {
  const unique = [...new Set(input.ids)];
  const ids = unique.filter((id) => ID_PATTERN.test(id)).sort();
  const change = { ...input, note: "", now: input.now ?? new Date() };
  const counts = { updated: 0, unchanged: 0, missing: unique.length - ids.length };
  const ownerEmails = new Map<string, string | undefined>();
  const unknownOwner = Symbol("unknown owner");
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      for (const id of ids) {
        const outcome = await applyChange(tx, id, change, ownerEmails);
        if (outcome === "unknown-owner") throw unknownOwner;
        counts[outcome] += 1;
      }
    });
  } catch (error) {
    if (error === unknownOwner) return "unknown-owner";
    throw error;
  }
  return counts;
}
