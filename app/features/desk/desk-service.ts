import type { DeskListFilters, DeskRole, LeadStatus, ListSort } from "./desk-values";

// The sales desk's service as its pages see it; server/desk implements it.

export type DeliveryState = "pending" | "delivered" | "failed";

export interface DeskInquiry {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  /** `mailto:` of the address, or null when it is not a plain address (never linked then). */
  emailHref: string | null;
  company: string;
  /** The dial code the visitor picked (`+33`), which names the country. */
  country: string;
  subject: string;
  type: string;
  leadStatus: LeadStatus;
  owner: DeskOwner | null;
  excerpt: string;
  status: DeliveryState;
  attempts: number;
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

export interface DeskDeliveryEvent {
  at: string;
  channel: "provider" | "email";
  outcome: "delivered" | "sent" | "retry" | "failed" | "paused" | "requeued";
  attempt: number;
  error: string | null;
  byEmail: string | null;
}

export interface DeskInquiryField {
  name: string;
  label: string;
  text: string;
  /** `mailto:` or `tel:` when the field is linked and its value makes a safe link. */
  link: "mailto" | "tel" | null;
  href: string | null;
  multiline: boolean;
}

export interface DeskInquiryDetail extends DeskInquiry {
  fields: DeskInquiryField[];
  failedAt: string | null;
  notes: DeskNote[];
  history: DeskDeliveryEvent[];
}

export interface DeskPage {
  inquiries: DeskInquiry[];
  total: number;
  /** How many inquiries each status has under the filters but the status. */
  counts: LeadStatusCounts;
}

export type LeadStatusCounts = Record<LeadStatus, number>;

export interface DeskUser {
  id: string;
  email: string;
  role: DeskRole;
}

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
  /** A link to choose a new password for an account that exists. */
  passwordLink?: boolean;
}

export interface DeskAuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  inquiryId: string | null;
  /** The lead's name, escaped; null when there is no inquiry or it no longer exists. */
  inquiryName: string | null;
  detail: Record<string, unknown>;
  address: string | null;
}

// The session id is one the database knows: the cookie alone signs nobody in. `flash` is a
// form's success, shown once by the page it redirected to.
export interface DeskCookieData {
  csrf?: string;
  sid?: string;
  flash?: string;
}

export interface DeskCookies {
  /** The cookie's data from a `Cookie` header; empty when absent or not signed by this desk. */
  read(cookieHeader: string | null): DeskCookieData;
  write(data: DeskCookieData): string;
  clear(): string;
}

export type DeskSignInResult =
  | { ok: true; user: DeskUser; sessionId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

export type DeskRetryOutcome = "retried" | "email-retried" | "pending" | "delivered" | "missing";

export type DeskLeadUpdate = "updated" | "unchanged" | "missing" | "unknown-owner";

/** How many of a bulk change's inquiries changed; an unknown owner changes none. */
export type DeskBulkUpdate =
  { updated: number; unchanged: number; missing: number } | "unknown-owner";

/** Where an inquiry stands in a filtered, sorted list: its neighbours' ids and its place. */
export interface DeskNeighbours {
  previous: string | null;
  next: string | null;
  /** 1-based; null when the inquiry is not among the filter's (its status changed since). */
  position: number | null;
  total: number;
}

// Off without a session secret (every desk URL then answers 404); whatever changes something or
// hands data out takes the actor, for the audit log.
export type DeskService =
  | { enabled: false }
  | {
      enabled: true;
      cookies: DeskCookies;
      /** Checks the credentials behind the sign-in throttle; a new session ends `endsSession`. */
      signIn(input: {
        email: string;
        password: string;
        clientAddress: string;
        endsSession?: string;
      }): Promise<DeskSignInResult>;
      sessionUser(sessionId: string | undefined): Promise<DeskUser | undefined>;
      signOut(sessionId: string, actor: DeskActor): Promise<void>;
      list(
        filters: DeskListFilters & { sort?: ListSort; limit: number; offset: number },
      ): Promise<DeskPage>;
      inquiry(id: string): Promise<DeskInquiryDetail | undefined>;
      /** The inquiries before and after one in the list of these filters and order. */
      neighbours(input: {
        id: string;
        filters: DeskListFilters;
        sort: ListSort;
      }): Promise<DeskNeighbours>;
      /** Status and owner (undefined: unchanged; owner null: nobody) and/or a note: one history entry. */
      updateLead(input: {
        id: string;
        status?: LeadStatus;
        owner?: string | null;
        note: string;
        actor: DeskActor;
      }): Promise<DeskLeadUpdate>;
      /** The same status and/or owner on several inquiries, audited one by one. */
      bulkUpdateLeads(input: {
        ids: readonly string[];
        status?: LeadStatus;
        owner?: string | null;
        actor: DeskActor;
      }): Promise<DeskBulkUpdate>;
      owners(): Promise<DeskOwner[]>;
      retry(id: string, actor: DeskActor): Promise<DeskRetryOutcome>;
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
      invitation(
        token: string,
      ): Promise<{ email: string; role: DeskRole; passwordLink?: true } | undefined>;
      /** A one-time link to choose a new password, for an account that can sign in. */
      passwordLink(
        id: string,
        actor: DeskActor,
      ): Promise<{ ok: true; email: string; url: string; expiresAt: string } | { ok: false }>;
      acceptInvite(input: {
        token: string;
        password: string;
        clientAddress: string;
        /** The session this browser held before, ended by the new one. */
        endsSession?: string;
      }): Promise<
        | { ok: true; user: DeskUser; sessionId: string }
        | { ok: false; reason: "invalid" | "exists" }
      >;
      /** Ends every session of the user; the current password is checked behind the sign-in throttle. */
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
