import { randomBytes } from "node:crypto";

/** A new 24-hex-character id, the shape the platform's `_id` fields have. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}
