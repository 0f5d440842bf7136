import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import fresh from "fresh";
import Negotiator from "negotiator";

import type { PageEncoding } from "./page-seal";
import { isValidHost } from "#server/http/guards/request-hygiene";
import type { SealedAnswer } from "./sealed-response";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

/**
 * Prerendered pages straight from Node's HTTP server, Express's chain costing more than the bytes
 * (docs/PERFORMANCE.md): only the plainest GET or HEAD; Express answers the rest the same way.
 */
interface SealedFastPathOptions {
  lookup: (pathname: string) => SealedAnswer | undefined;
  cacheControl: string;
  baseHeaders: OutgoingHttpHeaders;
  requestId: (incoming: string | undefined) => string;
  onAnswered?: (fields: {
    requestId: string;
    method: string;
    path: string;
    status: number;
    startedAt: bigint;
  }) => void;
}

const PLAIN_PATH =
  /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?)?$/;
const ENCODINGS: (PageEncoding | "identity")[] = ["br", "gzip", "identity"];

export function sealedFastPath(options: SealedFastPathOptions) {
  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (!isValidHost(req.headers.host) || req.headers["x-forwarded-host"]) return false;
    if (!PLAIN_PATH.test(url)) return false;
    const pathname = withoutTrailingSlash(url);
    const page = options.lookup(pathname);
    if (!page) return false;

    const startedAt = process.hrtime.bigint();
    const choice = new Negotiator(req).encoding(ENCODINGS) as PageEncoding | "identity" | undefined;
    const encoding = choice ?? "identity";
    const incomingId = req.headers["x-request-id"];
    const requestId = options.requestId(Array.isArray(incomingId) ? incomingId[0] : incomingId);
    const headers: OutgoingHttpHeaders = {
      ...options.baseHeaders,
      "X-Request-Id": requestId,
      "Content-Type": page.contentType,
      "Cache-Control": options.cacheControl,
      Vary: "Accept-Encoding",
      ETag: `"${page.etag}${encoding === "identity" ? "" : `-${encoding}`}"`,
      "Content-Security-Policy": page.csp,
    };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;

    let status = page.status;
    if (status === 200 && fresh(req.headers, { etag: headers.ETag as string })) {
      status = 304;
      res.writeHead(304, headers);
      res.end();
    } else {
      const body = page.bytes[encoding];
      headers["Content-Length"] = body.length;
      res.writeHead(status, headers);
      if (req.method === "HEAD") res.end();
      else res.end(body);
    }
    options.onAnswered?.({ requestId, method: req.method, path: pathname, status, startedAt });
    return true;
  };
}
