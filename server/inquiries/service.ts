import type { InquiryService } from "#app/context";
import type { Database } from "#server/db/client";
import { storeInquiry, type StoreOptions } from "./store";

/** What the inquiry service asks of the delivery worker (server/inquiries/outbox.ts). */
export interface InquiryOutbox {
  /** Try to deliver this stored inquiry now, without making the caller wait. */
  deliverNow(id: string): void;
}

/**
 * The contact inquiries as the app sees them: store first (idempotent), then hand a new one to
 * the outbox for its first delivery attempt. A duplicate was handed over when it was new.
 */
export function createInquiryService(
  db: Database,
  outbox: InquiryOutbox,
  options: StoreOptions = {},
): InquiryService {
  return {
    async submit(contact, idempotencyKey, now = new Date()) {
      const stored = await storeInquiry(db, contact, idempotencyKey, now, options);
      if (!stored.duplicate) outbox.deliverNow(stored.id);
      return stored;
    },
  };
}
