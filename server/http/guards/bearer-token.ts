import { createHash, timingSafeEqual } from "node:crypto";

import type { Request } from "express";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** `Authorization: Bearer <token>` names `token`, compared in constant time. */
export function bearerTokenIs(req: Request, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}
