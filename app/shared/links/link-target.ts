/**
 * Where a call to action leads: a path on this site, or the studio (a separate app, opened in
 * a new tab) with an optional path inside it. Content says where; ./action-link
 * turns it into the right kind of link.
 */
export type LinkTarget = string | { studio: string };

/** The studio's start page, where every "start building" action leads. */
export const studio = { studio: "" } as const;
