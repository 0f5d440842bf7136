/**
 * When the inquiry outbox stops retrying. Timeouts, unreachable providers, 5xx, 408 (request
 * timeout) and 429 (too many requests) may pass, so they are retried up to `maxAttempts`. Any
 * other 4xx says the request itself is wrong (bad URL, refused payload, revoked credentials):
 * sending it again changes nothing, so it fails at once, and someone has to look.
 */
export function isPermanentDeliveryError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number") return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Gives up on a permanent answer, or when `attempts` reached `maxAttempts`. */
export function giveUpAfter(maxAttempts: number) {
  return (error: unknown, attempts: number): boolean =>
    isPermanentDeliveryError(error) || attempts >= maxAttempts;
}
