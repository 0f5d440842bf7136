import type { Logger } from "#app/context";
import { deskCopy } from "./desk.copy";
import { deskFormAction, ok, refused, type DeskOutcome } from "./desk-form.server";
import {
  bulkUpdateSchema,
  leadUpdateSchema,
  listLeadUpdateSchema,
  type LeadStatus,
} from "./desk.schema";
import type { SignedIn } from "./session.server";

const copy = deskCopy.detail;

async function updateLead(
  session: SignedIn,
  log: Logger,
  input: { id: string; status?: LeadStatus; owner?: string | null; note: string },
): Promise<DeskOutcome> {
  const outcome = await session.desk.updateLead({ ...input, actor: session.actor });
  log.info(
    { inquiryId: input.id, outcome, status: input.status, owner: input.owner },
    "desk lead update",
  );
  if (outcome === "missing") return refused(404, copy.notFound);
  if (outcome === "unknown-owner") return refused(400, deskCopy.owner.invalid);
  if (outcome === "unchanged") return refused(400, copy.nothingToSave);
  return ok(copy.saved);
}

/**
 * A lead's status, owner and note, one entry of its history per save: on an inquiry's page the
 * inquiry is the page's (`pageId`), a row of the list names it in the form.
 */
export function leadFormAction(session: SignedIn, log: Logger, pageId?: string) {
  return deskFormAction({
    csrf: session.csrf,
    fields: pageId ? ["status", "owner", "note"] : ["id", "status", "owner", "note"],
    schema: pageId
      ? leadUpdateSchema.transform((lead) => ({ ...lead, id: pageId }))
      : listLeadUpdateSchema,
    act: (lead) => updateLead(session, log, lead),
  });
}

/** The list's bulk change: the checked rows' ids, a status and/or an owner for all of them. */
export function bulkFormAction(session: SignedIn, log: Logger) {
  return deskFormAction({
    csrf: session.csrf,
    fields: ["status", "owner"],
    lists: ["id"],
    schema: bulkUpdateSchema,
    act: async ({ id: ids, status, owner }) => {
      const outcome = await session.desk.bulkUpdateLeads({
        ids,
        status,
        owner,
        actor: session.actor,
      });
      log.info({ count: ids.length, outcome, status, owner }, "desk bulk lead update");
      if (outcome === "unknown-owner") return refused(400, deskCopy.owner.invalid);
      const { updated, unchanged, missing } = outcome;
      const bulk = deskCopy.bulk;
      const message = bulk.done(updated, updated + unchanged);
      return ok(missing > 0 ? `${message}${bulk.missing(missing)}` : message);
    },
  });
}
