/** 503 that crawlers, CDNs and feed readers retry soon: an outage is not a missing post. */
export const PLATFORM_RETRY_AFTER_SECONDS = 30;

export const unavailableHeaders = {
  "Retry-After": String(PLATFORM_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
} as const;
