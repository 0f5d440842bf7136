import type { PlatformClient } from "./shared/platform/platform";
import type { ContactInput } from "./features/contact/contact-fields";
import type { DeskService } from "./features/desk/desk-service";

// What a page may use of the server (Astro's `locals.site`); the app sees only these types.

/** The configuration values pages need; all of them may be sent to the browser. */
export interface PublicConfig {
  siteUrl: string;
  studioUrl: string;
  logoCdnUrl: string | null;
  analytics: AnalyticsConfig | null;
}

export type AnalyticsProvider = "plausible" | "umami" | "ga4";

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** Plausible's domain, Umami's website id or GA4's measurement id. */
  siteId: string;
  scriptUrl: string;
}

type LogFn = (fields: Record<string, unknown>, message?: string) => void;

/** One JSON line per call, with the request id; pass an error as `{ err }` to log its stack. */
export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface StoredInquiry {
  id: string;
  /** True when the idempotency key was already used: nothing new was stored. */
  duplicate: boolean;
}

export interface InquiryService {
  /** Stores the inquiry once per idempotency key and queues a new one for delivery. */
  submit(contact: ContactInput, idempotencyKey: string, now?: Date): Promise<StoredInquiry>;
}

export interface SiteContext {
  config: PublicConfig;
  platform: PlatformClient;
  inquiries: InquiryService;
  desk: DeskService;
  log: Logger;
  requestId: string;
  /** The CSP nonce of this response (a placeholder while prerendering). */
  cspNonce: string;
  /** The client address as Express sees it (after TRUST_PROXY), for rate limits and logs. */
  clientAddress: string;
  /** Where a moved address now is (content/redirects.json); absent while prerendering. */
  movedTo?: (path: string) => string | undefined;
}
