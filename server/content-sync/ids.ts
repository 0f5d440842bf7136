import { createHash } from "node:crypto";

type ContentKind = "post" | "template" | "category";

/**
 * The id of a content entry that has no `id` of its own: the first 24 hex characters of
 * sha256("<kind>:<key>"), where the key is the post's file name without `.md` or the
 * template's or category's `key`. 24 hex characters is the shape the platform's `_id` has,
 * and the same file always gives the same id, so links by id survive every sync.
 */
export function stableId(kind: ContentKind, key: string): string {
  return createHash("sha256").update(`${kind}:${key}`).digest("hex").slice(0, 24);
}
