import { createHmac } from "node:crypto";

/**
 * Signs inquiry deliveries so a receiver (a CRM webhook) can check they come from this site and
 * were not replayed much later. The scheme is the common webhook one:
 *
 *   X-Signature-Timestamp: <unix time in seconds>
 *   X-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw request body>" with the secret>
 *
 * The receiver recomputes the HMAC over the raw body it received, compares in constant time
 * and refuses timestamps too far from its clock (README, "Verifying inquiry deliveries").
 */
const SIGNATURE_HEADER = "X-Signature";
const SIGNATURE_TIMESTAMP_HEADER = "X-Signature-Timestamp";

export function signatureHeaders(
  secret: string,
  body: string,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const hmac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return { [SIGNATURE_HEADER]: `sha256=${hmac}`, [SIGNATURE_TIMESTAMP_HEADER]: timestamp };
}
