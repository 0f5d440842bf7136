/** Any 4xx but 408 and 429 says the request itself is wrong: sending it again changes nothing. */
export function isPermanentDeliveryError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number") return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function giveUpAfter(maxAttempts: number) {
  return (error: unknown, attempts: number): boolean =>
    isPermanentDeliveryError(error) || attempts >= maxAttempts;
}
