/**
 * What a page or feed built from the platform's content answers while the platform cannot be
 * reached: 503 with these headers, so crawlers, CDNs and feed readers retry soon and keep
 * nothing (an outage must not look like a missing post or an empty feed).
 */
export const PLATFORM_RETRY_AFTER_SECONDS = 30;

export const unavailableHeaders = {
  "Retry-After": String(PLATFORM_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
} as const;
