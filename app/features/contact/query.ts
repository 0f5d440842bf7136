/** A no-JavaScript post that succeeded is redirected to /contact with it, so a reload never sends it again. */
export const CONTACT_SENT_PARAM = "sent";
