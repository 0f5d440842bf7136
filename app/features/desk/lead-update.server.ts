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

/** The status, owner and note form of an inquiry's page: one entry of its history per save. */
export function leadFormAction(session: SignedIn, id: string, log: Logger) {
  return deskFormAction({
    csrf: session.csrf,
    fields: ["status", "owner", "note"],
    schema: leadUpdateSchema,
    act: ({ status, owner, note }) => updateLead(session, log, { id, status, owner, note }),
  });
}

/** A row of the list: its status or owner, the inquiry named in the form. */
export function listLeadFormAction(session: SignedIn, log: Logger) {
  return deskFormAction({
    csrf: session.csrf,
    fields: ["id", "status", "owner", "note"],
    schema: listLeadUpdateSchema,
    act: ({ id, status, owner, note }) => updateLead(session, log, { id, status, owner, note }),
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
