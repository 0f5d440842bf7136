/** A path on this site, or the studio (a separate app, in a new tab) with a path inside it. */
export type LinkTarget = string | { studio: string };

export const studio = { studio: "" } as const;
