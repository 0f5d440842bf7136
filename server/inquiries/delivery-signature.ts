import { createHmac } from "node:crypto";

/**
 * The common webhook scheme: X-Signature is `sha256=` and the HMAC of "<timestamp>.<raw body>"
 * (docs/OPERATING.md, "Verifying inquiry deliveries").
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
