import { LEAD_STATUSES } from "./desk-values";
import { deskCopy } from "./desk.copy";

/** The lead statuses as <option>s, in their order, with the desk's names for them. */
export function LeadStatusOptions() {
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {deskCopy.leadStatus[status]}
    </option>
  ));
}
