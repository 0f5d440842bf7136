import {
  createContext,
  RouterContextProvider,
  type RouterContext,
  type SessionStorage,
} from "react-router";

import type { PlatformClient } from "./shared/platform/platform";
import type { Contact } from "./features/contact/contact.schema";

/**
 * The seam between the site (app/) and the server (server/): everything a loader or an action
 * may use of the server, built per request by server/context.ts and, while prerendering, by
 * app/context.server.ts. The app never imports server code; it only sees these types.
 */

/** The configuration values pages need; all of them may be sent to the browser. */
export interface PublicConfig {
  siteUrl: string;
  /** Where "open the studio" links go (the bundled stand-in or the real studio). */
  studioUrl: string;
  logoCdnUrl: string | null;
  /** The analytics the browser loads after "Accept All"; null when none is configured. */
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

/**
 * The request's logger: one JSON line per call, carrying the request id. Pass an error as
 * `{ err }`: the line gets its message and stack.
 */
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

/** The contact inquiries: the app hands one over; storing and delivering it is the server's. */
export interface InquiryService {
  /** Stores the inquiry once per idempotency key and queues a new one for delivery. */
  submit(contact: Contact, idempotencyKey: string, now?: Date): Promise<StoredInquiry>;
}

/** Where an inquiry is in its delivery to the provider. */
export type DeliveryState = "pending" | "delivered" | "failed";

/** One inquiry as the sales desk lists it (timestamps in ISO 8601). */
export interface DeskInquiry {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  company: string;
  subject: string;
  type: string;
  status: DeliveryState;
  attempts: number;
  /** When the next attempt is due; only while pending. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  /** The inquiry's e-mail to the sales team; null when e-mail was off when it came in. */
  salesEmail: { status: "pending" | "sent" | "failed"; lastError: string | null } | null;
}

export interface DeskPage {
  inquiries: DeskInquiry[];
  /** How many inquiries the search matches in all pages. */
  total: number;
}

/** A desk session: the CSRF token from the first visit, the e-mail once signed in. */
export interface DeskSessionData {
  csrf: string;
  email: string;
  /** Milliseconds since the epoch: a copied cookie stops working after the session lifetime. */
  signedInAt: number;
}

export type DeskSignInResult =
  | { ok: true; email: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/** What "retry now" did: sent the inquiry back to the outbox, or why not. */
export type DeskRetryOutcome = "retried" | "email-retried" | "pending" | "delivered" | "missing";

/**
 * The sales team's inquiries desk (/admin/…). Off when no admin credentials are configured:
 * every desk URL then answers the site's 404 page.
 */
export type DeskService =
  | { enabled: false }
  | {
      enabled: true;
      /** The signed session cookie (HttpOnly, SameSite=Strict, path /admin). */
      sessions: SessionStorage<DeskSessionData>;
      /** How long a sign-in lasts (DESK_SESSION_HOURS). */
      sessionMaxAgeMs: number;
      /** Checks the credentials, counting the attempt against the sign-in limits. */
      verifySignIn(input: {
        email: string;
        password: string;
        clientAddress: string;
      }): Promise<DeskSignInResult>;
      list(options: { query: string; limit: number; offset: number }): Promise<DeskPage>;
      /** Puts a failed inquiry back in the outbox and wakes the outbox. */
      retry(id: string): Promise<DeskRetryOutcome>;
      /** The inquiries of a search as CSV, newest first. */
      csv(query: string): Promise<string>;
    };

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
  /**
   * Where an address of this site moved (content/redirects.json), for lists of addresses such
   * as the sitemap; undefined when it did not move. Absent while prerendering.
   */
  movedTo?: (path: string) => string | undefined;
}

/**
 * The server bundle (build/server.mjs) and React Router's server build each carry their own copy
 * of this module, and a context key is compared by identity: the key is kept on globalThis under
 * a registered symbol, so both copies use the same one.
 */
const SITE_CONTEXT_KEY = Symbol.for("site.requestContext");
type KeyHolder = { [SITE_CONTEXT_KEY]?: RouterContext<SiteContext | null> };

/**
 * Where the server puts the request's SiteContext in React Router's context
 * (`getLoadContext` returns a RouterContextProvider holding it). Null while prerendering:
 * there is no server then, and siteContext() (app/context.server.ts) fills in a build-time one.
 */
export const siteContextKey: RouterContext<SiteContext | null> = ((globalThis as KeyHolder)[
  SITE_CONTEXT_KEY
] ??= createContext<SiteContext | null>(null));

/** React Router's context for one request (what the server's `getLoadContext` returns). */
export function routerContextWith(site: SiteContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[siteContextKey, site]]));
}
