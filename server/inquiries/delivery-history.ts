import type { Database } from "#server/db/client";
import { inquiryDeliveryEvents } from "#server/db/schema";

/**
 * Each attempt to deliver an inquiry or e-mail sales, for the desk. Recording never stops a
 * delivery: a failed write goes to `onError` and the delivery goes on.
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
