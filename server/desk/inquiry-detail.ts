import { asc, eq } from "drizzle-orm";

import type {
  DeskDeliveryEvent,
  DeskInquiryDetail,
  DeskInquiryField,
  DeskNote,
} from "#app/features/desk/desk-service";
import {
  contactFields,
  type ContactFieldName,
  type ContactValues,
} from "#app/features/contact/contact-fields";
import { ID_PATTERN, mailtoHref, telHref } from "#app/features/desk/desk.schema";
import { escapeInvisible } from "#app/shared/forms/text.schema";
import type { Database } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";
import { inquiryDeliveryEvents, inquiryNotes } from "#server/db/schema";
import { valuesOfRow } from "./desk-queries";
import { DESK_INQUIRIES, DESK_INQUIRY_SELECT_LIST, iso, toDeskInquiry } from "./search";

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
    failedAt: iso(row.failed_at),
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
