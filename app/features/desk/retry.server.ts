import type { Logger } from "#app/context";
import { deskCopy } from "./desk.copy";
import { idFormAction, ok, refused } from "./desk-form.server";
import type { SignedIn } from "./session.server";

const copy = deskCopy.list;

/** "Retry now" of a failed delivery or e-mail to sales, on the list and on an inquiry's page. */
export function retryFormAction(session: SignedIn, log: Logger) {
  return idFormAction(session.csrf, async (id) => {
    const outcome = await session.desk.retry(id, session.actor);
    log.info({ inquiryId: id, outcome }, "desk retry");
    if (outcome === "retried") return ok(copy.retried);
    if (outcome === "email-retried") return ok(copy.emailRetried);
    return refused(outcome === "missing" ? 404 : 409, copy.notRetried[outcome]);
  });
}
