import type { Logger } from "#app/context";
import { deskCopy } from "./desk.copy";
import { deskFormAction, ok, refused } from "./desk-form.server";
import { leadUpdateSchema } from "./desk.schema";
import type { SignedIn } from "./session.server";

const copy = deskCopy.detail;

/** The status and note form of an inquiry's page: one entry of its history per save. */
export function leadFormAction(session: SignedIn, id: string, log: Logger) {
  return deskFormAction({
    csrf: session.csrf,
    fields: ["status", "note"],
    schema: leadUpdateSchema,
    async act({ status, note }) {
      const outcome = await session.desk.updateLead({ id, status, note, actor: session.actor });
      log.info({ inquiryId: id, outcome, status }, "desk lead update");
      if (outcome === "missing") return refused(404, copy.notFound);
      if (outcome === "unchanged") return refused(400, copy.nothingToSave);
      return ok(copy.saved);
    },
  });
}
