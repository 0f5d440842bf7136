import type { Request, Response } from "express";

import type { PageEncoding } from "./page-seal";

export interface SealedAnswer {
  status: number;
  contentType: string;
  etag: string;
  csp: string;
  bytes: Record<PageEncoding | "identity", Buffer>;
  retryAfter?: string;
}

function chooseEncoding(req: Request): PageEncoding | "identity" {
  const choice = req.acceptsEncodings("br", "gzip", "identity");
  return choice === "br" || choice === "gzip" ? choice : "identity";
}

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
