import type { Database } from "#server/db/client";
import { inquiryDeliveryEvents } from "#server/db/schema";

/**
 * The history of an inquiry's delivery and of its e-mail to sales, for the desk: one row per
 * attempt and what came of it. Recording it never stands in the way of delivering: a failed
 * write is reported to `onError` and the delivery goes on.
 */
export type DeliveryEvent = typeof inquiryDeliveryEvents.$inferInsert;

export async function recordDeliveryEvent(
  db: Database,
  event: Omit<DeliveryEvent, "id">,
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    await db.insert(inquiryDeliveryEvents).values({
      ...event,
      error: event.error ? event.error.slice(0, 500) : null,
    });
  } catch (error) {
    onError(error);
  }
}
