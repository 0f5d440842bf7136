import type { Request, Response } from "express";

import type { PageEncoding } from "./page-seal";

/**
 * A page answered as fixed bytes (a sealed prerendered file, or a data page rendered once and
 * cached): the same bytes for every visitor, already compressed, with a strong validator.
 */
export interface SealedAnswer {
  status: number;
  contentType: string;
  /** Strong validator of the identity bytes; each encoding adds its own suffix. */
  etag: string;
  /** The page's Content-Security-Policy (hash sources for its inline scripts). */
  csp: string;
  bytes: Record<PageEncoding | "identity", Buffer>;
  /** An error state's Retry-After (a 503 while the platform is down). */
  retryAfter?: string;
}

function chooseEncoding(req: Request): PageEncoding | "identity" {
  const choice = req.acceptsEncodings("br", "gzip", "identity");
  return choice === "br" || choice === "gzip" ? choice : "identity";
}

/**
 * Sends a sealed answer in the encoding the client accepts, with its ETag (a matching
 * If-None-Match gets 304) and the given Cache-Control. HEAD gets the same headers as GET.
 */
export function sendSealed(
  req: Request,
  res: Response,
  answer: SealedAnswer,
  cacheControl: string,
): void {
  const encoding = chooseEncoding(req);
  res.set({
    "Content-Type": answer.contentType,
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
    ETag: `"${answer.etag}${encoding === "identity" ? "" : `-${encoding}`}"`,
    "Content-Security-Policy": answer.csp,
  });
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  if (answer.retryAfter) res.set("Retry-After", answer.retryAfter);
  res.status(answer.status);
  // req.fresh compares If-None-Match with the ETag just set (GET and HEAD, 2xx only).
  if (answer.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.set("Content-Length", String(answer.bytes[encoding].length));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.end(answer.bytes[encoding]);
}
