// No zod here: desk pages import this in the browser.

export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DESK_ROLES = ["admin", "sales"] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const NOTE_MAX = 5000;

export interface DeskListFilters {
  /** Words searched in name, e-mail, company, subject and message. */
  query: string;
  status: LeadStatus | null;
  /** Received on or after this day (UTC, YYYY-MM-DD). */
  from: string | null;
  /** Received on or before this day (UTC, YYYY-MM-DD). */
  to: string | null;
}

export const NO_FILTERS: DeskListFilters = { query: "", status: null, from: null, to: null };

/** The list's sortable columns; `received` newest first is the list's own order. */
export const SORT_KEYS = ["received", "status", "owner", "company"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export interface ListSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: ListSort = { key: "received", direction: "desc" };

/** The direction a column sorts in when first picked: newest first, the rest A to Z. */
export const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  received: "desc",
  status: "asc",
  owner: "asc",
  company: "asc",
};
