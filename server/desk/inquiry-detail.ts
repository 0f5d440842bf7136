import { and, asc, eq, isNull } from "drizzle-orm";

import type {
  DeskActor,
  DeskDeliveryEvent,
  DeskInquiryDetail,
  DeskInquiryField,
  DeskLeadUpdate,
  DeskNote,
} from "#app/context";
import {
  contactFields,
  type ContactFieldName,
  type ContactValues,
} from "#app/features/contact/contact-fields";
import { ID_PATTERN, mailtoHref, telHref, type LeadStatus } from "#app/features/desk/desk.schema";
import { escapeInvisible } from "#app/shared/forms/text.schema";
import type { Database } from "#server/db/client";
import { newId } from "#server/db/ids";
import { rawQuery } from "#server/db/raw-query";
import {
  contactInquiries,
  deskUsers,
  inquiryDeliveryEvents,
  inquiryNotes,
} from "#server/db/schema";
import { recordAudit, type AuditAction } from "./audit";
import { valuesOfRow } from "./desk-queries";
import { DESK_INQUIRIES, DESK_INQUIRY_SELECT_LIST, toDeskInquiry } from "./search";

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The fields' rows as contact-fields.ts describes them: label, what is shown, the link. */
export function deskFields(values: ContactValues): DeskInquiryField[] {
  return contactFields.flatMap((field) => {
    if (field.desk === false) return [];
    const shown = (field.desk?.show ?? [field.name]).map(
      (name) => values[name as ContactFieldName],
    );
    const text = shown.join(" ");
    const link = field.desk?.link ?? null;
    const href =
      link === "mailto" ? mailtoHref(text) : link === "tel" ? telHref(shown[0]!, shown[1]!) : null;
    return [
      {
        name: field.name,
        label: field.desk?.label ?? field.label,
        text: escapeInvisible(text),
        link,
        href,
        multiline: field.rule.kind === "text",
      },
    ];
  });
}

export async function inquiryDetail(
  db: Database,
  id: string,
): Promise<DeskInquiryDetail | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const [row] = await rawQuery(db)(
    `select ${DESK_INQUIRY_SELECT_LIST}, i.failed_at from ${DESK_INQUIRIES} where i.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const notes = await db
    .select()
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, id))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
  const events = await db
    .select()
    .from(inquiryDeliveryEvents)
    .where(eq(inquiryDeliveryEvents.inquiryId, id))
    .orderBy(asc(inquiryDeliveryEvents.at), asc(inquiryDeliveryEvents.id));
  return {
    ...toDeskInquiry(row),
    fields: deskFields(valuesOfRow(row)),
    failedAt: iso(row.failed_at as Date | string | null),
    notes: notes.map((note): DeskNote => ({
      id: note.id,
      at: iso(note.createdAt)!,
      authorEmail: note.authorEmail,
      statusFrom: note.statusFrom,
      statusTo: note.statusTo,
      ...(note.ownerChanged ? { owner: { to: note.ownerTo } } : {}),
      note: escapeInvisible(note.note),
    })),
    history: events.map((event): DeskDeliveryEvent => ({
      at: iso(event.at)!,
      channel: event.channel,
      outcome: event.outcome,
      attempt: event.attempt,
      error: event.error,
      byEmail: event.byEmail,
    })),
  };
}

/**
 * `owner`: null for nobody, undefined to leave it. The row is locked, so two people changing
 * it at once each record what they changed from.
 */
export async function updateLead(
  db: Database,
  input: {
    id: string;
    status: LeadStatus;
    owner?: string | null;
    note: string;
    actor: DeskActor;
    now?: Date;
  },
): Promise<DeskLeadUpdate> {
  if (!ID_PATTERN.test(input.id)) return "missing";
  const now = input.now ?? new Date();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx
      .select({ status: contactInquiries.leadStatus, ownerId: contactInquiries.ownerId })
      .from(contactInquiries)
      .where(eq(contactInquiries.id, input.id))
      .for("update");
    if (!current) return "missing";
    const owner = input.owner === undefined ? current.ownerId : input.owner;
    let ownerEmail: string | null = null;
    if (owner !== null && owner !== current.ownerId) {
      const [user] = await tx
        .select({ email: deskUsers.email })
        .from(deskUsers)
        .where(and(eq(deskUsers.id, owner), isNull(deskUsers.disabledAt)));
      if (!user) return "unknown-owner";
      ownerEmail = user.email;
    }
    const statusChanged = current.status !== input.status;
    const ownerChanged = owner !== current.ownerId;
    if (!statusChanged && !ownerChanged && input.note === "") return "unchanged";
    if (statusChanged || ownerChanged) {
      await tx
        .update(contactInquiries)
        .set({ leadStatus: input.status, ownerId: owner })
        .where(eq(contactInquiries.id, input.id));
    }
    await tx.insert(inquiryNotes).values({
      id: newId(),
      inquiryId: input.id,
      authorId: input.actor.id,
      authorEmail: input.actor.email,
      statusFrom: statusChanged ? current.status : null,
      statusTo: statusChanged ? input.status : null,
      ownerChanged,
      ownerTo: ownerChanged ? ownerEmail : null,
      note: input.note,
      createdAt: now,
    });
    const audit = (action: AuditAction, detail: Record<string, unknown>) =>
      recordAudit(tx, { actor: input.actor, action, inquiryId: input.id, detail, at: now });
    if (statusChanged) await audit("status-change", { from: current.status, to: input.status });
    if (ownerChanged) await audit("owner-change", { to: ownerEmail ?? "nobody" });
    if (input.note !== "") await audit("note", { length: input.note.length });
    return "updated";
  });
}
