import { createHash } from "node:crypto";

type ContentKind = "post" | "template" | "category";

/**
 * The id of an entry without one: sha256("<kind>:<key>") cut to the platform's 24 hex characters
 * (key: the post's file name, or the template's or category's `key`), the same at every sync.
 */
export function stableId(kind: ContentKind, key: string): string {
  return createHash("sha256").update(`${kind}:${key}`).digest("hex").slice(0, 24);
}
