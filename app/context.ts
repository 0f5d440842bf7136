import type { PlatformClient } from "./shared/platform/platform";
import type { ContactInput } from "./features/contact/contact-fields";
import type { DeskListFilters, DeskRole, LeadStatus } from "./features/desk/desk-values";

/**
 * The seam between the site (app/) and the server (server/): everything a page may use of the
 * server (Astro's `locals.site`), built per request by server/context.ts and, while
 * prerendering, by server/http/pages/prerender-context.ts. The app never imports server code;
 * it only sees these types.
 */

/** The configuration values pages need; all of them may be sent to the browser. */
export interface PublicConfig {
  siteUrl: string;
  /** Where "open the studio" links go (the bundled studio or the real one). */
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
  submit(contact: ContactInput, idempotencyKey: string, now?: Date): Promise<StoredInquiry>;
}

/** Where an inquiry is in its delivery to the provider. */
export type DeliveryState = "pending" | "delivered" | "failed";

/** One inquiry as the sales desk lists it (timestamps in ISO 8601). */
export interface DeskInquiry {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  /** `mailto:` of the address, or null when it is not a plain address (never linked then). */
  emailHref: string | null;
  company: string;
  subject: string;
  type: string;
  /** Where the sales team is with this lead. */
  leadStatus: LeadStatus;
  /** The desk user the lead is assigned to; null while nobody is. */
  owner: DeskOwner | null;
  /** The start of the message, for the list. */
  excerpt: string;
  status: DeliveryState;
  attempts: number;
  /** When the next attempt is due; only while pending. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  /** The inquiry's e-mail to the sales team; null when e-mail was off when it came in. */
  salesEmail: { status: "pending" | "sent" | "failed"; lastError: string | null } | null;
}

/** Someone a lead can be assigned to: a desk user (`disabled` ones keep their leads). */
export interface DeskOwner {
  id: string;
  email: string;
  disabled?: boolean;
}

/** A note, a status change or a change of owner on a lead (one save, any of them). */
export interface DeskNote {
  id: string;
  at: string;
  authorEmail: string;
  statusFrom: LeadStatus | null;
  statusTo: LeadStatus | null;
  /** The owner it was given (an e-mail, or null for nobody); absent when the owner stayed. */
  owner?: { to: string | null };
  note: string;
}

/** One attempt to deliver the inquiry or to e-mail it to sales, or a retry someone asked for. */
export interface DeskDeliveryEvent {
  at: string;
  channel: "provider" | "email";
  outcome: "delivered" | "sent" | "retry" | "failed" | "paused" | "requeued";
  attempt: number;
  error: string | null;
  byEmail: string | null;
}

/** One row of an inquiry's fields on the desk (app/features/contact/contact-fields.ts). */
export interface DeskInquiryField {
  name: string;
  label: string;
  text: string;
  /** `mailto:` or `tel:` when the field is linked and its value makes a safe link. */
  link: "mailto" | "tel" | null;
  href: string | null;
  multiline: boolean;
}

/** Everything about one inquiry, for its page on the desk. */
export interface DeskInquiryDetail extends DeskInquiry {
  /** Every contact field, in the form's order. */
  fields: DeskInquiryField[];
  failedAt: string | null;
  notes: DeskNote[];
  history: DeskDeliveryEvent[];
}

export interface DeskPage {
  inquiries: DeskInquiry[];
  /** How many inquiries the filters match in all pages. */
  total: number;
  /** How many inquiries each status has under the filters but the status. */
  counts: LeadStatusCounts;
}

/** How many inquiries each lead status has. */
export type LeadStatusCounts = Record<LeadStatus, number>;

/** Someone signed in to the desk. */
export interface DeskUser {
  id: string;
  email: string;
  role: DeskRole;
}

/** Who does something on the desk, and from where (for the audit log). */
export interface DeskActor extends DeskUser {
  address: string;
}

export interface DeskUserRow extends DeskUser {
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
}

export interface DeskInviteRow {
  id: string;
  email: string;
  role: DeskRole;
  expiresAt: string;
}

export interface DeskAuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  inquiryId: string | null;
  detail: Record<string, unknown>;
  address: string | null;
}

/**
 * The desk's cookie: the CSRF token from the first visit and, once signed in, the session's
 * id, which the database knows (server/desk/sessions.ts); the cookie alone signs nobody in.
 * `flash` is a form's success, shown once by the page it redirected to.
 */
export interface DeskCookieData {
  csrf?: string;
  sid?: string;
  flash?: string;
}

/** The desk's signed cookie (server/desk/desk-cookie.ts): read from a request, written back. */
export interface DeskCookies {
  /** The cookie's data from a `Cookie` header; empty when absent or not signed by this desk. */
  read(cookieHeader: string | null): DeskCookieData;
  /** A `Set-Cookie` value holding `data`. */
  write(data: DeskCookieData): string;
  /** A `Set-Cookie` value that removes the cookie. */
  clear(): string;
}

export type DeskSignInResult =
  | { ok: true; user: DeskUser; sessionId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/** What "retry now" did: sent the inquiry back to the outbox, or why not. */
export type DeskRetryOutcome = "retried" | "email-retried" | "pending" | "delivered" | "missing";

export type DeskLeadUpdate = "updated" | "unchanged" | "missing" | "unknown-owner";

/**
 * The sales team's inquiries desk (/admin/…). Off when no session secret is configured: every
 * desk URL then answers the site's 404 page. Every method that changes something or hands data
 * out takes the actor, and records it in the audit log.
 */
export type DeskService =
  | { enabled: false }
  | {
      enabled: true;
      /** The signed cookie (HttpOnly, SameSite=Strict, path /admin): CSRF token and session id. */
      cookies: DeskCookies;
      /** Checks the credentials after the sign-in throttle; opens a session when they are right. */
      signIn(input: {
        email: string;
        password: string;
        clientAddress: string;
      }): Promise<DeskSignInResult>;
      /** The user of a live session (not signed out, not expired, account enabled), or none. */
      sessionUser(sessionId: string | undefined): Promise<DeskUser | undefined>;
      signOut(sessionId: string, actor: DeskActor): Promise<void>;
      list(filters: DeskListFilters & { limit: number; offset: number }): Promise<DeskPage>;
      inquiry(id: string): Promise<DeskInquiryDetail | undefined>;
      /**
       * Sets the lead's status and/or its owner (a user's id, null for nobody, undefined to
       * leave it) and/or adds a note, as one entry of its history.
       */
      updateLead(input: {
        id: string;
        status: LeadStatus;
        owner?: string | null;
        note: string;
        actor: DeskActor;
      }): Promise<DeskLeadUpdate>;
      /** Who leads can be assigned to: the desk's users who can sign in, by e-mail. */
      owners(): Promise<DeskOwner[]>;
      /** Puts a failed inquiry back in the outbox and wakes the outbox. */
      retry(id: string, actor: DeskActor): Promise<DeskRetryOutcome>;
      /** The inquiries of the filters as CSV (with a byte-order mark), newest first. */
      csv(filters: DeskListFilters, actor: DeskActor): Promise<string>;
      users(): Promise<{ users: DeskUserRow[]; invites: DeskInviteRow[] }>;
      /** A one-time invitation; the link's token is returned once and stored only hashed. */
      invite(input: {
        email: string;
        role: DeskRole;
        actor: DeskActor;
      }): Promise<{ ok: true; url: string; expiresAt: string } | { ok: false; reason: "exists" }>;
      revokeInvite(id: string, actor: DeskActor): Promise<boolean>;
      disableUser(id: string, actor: DeskActor): Promise<"disabled" | "self" | "missing">;
      /** The open invitation of a link's token, or none. */
      invitation(token: string): Promise<{ email: string; role: DeskRole } | undefined>;
      acceptInvite(input: {
        token: string;
        password: string;
        clientAddress: string;
      }): Promise<
        | { ok: true; user: DeskUser; sessionId: string }
        | { ok: false; reason: "invalid" | "exists" }
      >;
      /**
       * A new password ends every session of the user; the caller gets a fresh one. The current
       * password is checked behind the sign-in throttle, on the same counts.
       */
      changePassword(input: {
        actor: DeskActor;
        current: string;
        password: string;
      }): Promise<
        | { ok: true; sessionId: string }
        | { ok: false; reason: "wrong-password" }
        | { ok: false; reason: "rate_limited"; retryAfterSeconds: number }
      >;
      audit(options: { limit: number; offset: number }): Promise<{
        entries: DeskAuditEntry[];
        total: number;
      }>;
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
