import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import fresh from "fresh";
import Negotiator from "negotiator";

import type { PageEncoding } from "./page-seal";
import { isValidHost } from "#server/http/guards/request-hygiene";
import type { SealedAnswer } from "./sealed-response";

/**
 * The prerendered pages straight from Node's HTTP server, before Express: they are fixed bytes
 * with fixed headers, and Express's middleware chain costs more than sending them (measured:
 * about 40 % of nginx's rate for the same file through Express). Only the plainest requests
 * take this path — GET or HEAD, a valid Host header and no forwarded host, a path without a query string, percent sign,
 * dot segment or double slash — and anything else goes to Express, which answers it exactly as
 * before (same bytes and headers, through the same guards).
 */
interface SealedFastPathOptions {
  /** The sealed page for a normalised path, when there is one. */
  lookup: (pathname: string) => SealedAnswer | undefined;
  cacheControl: string;
  /** Headers every page gets (security headers other than the CSP, which is per page). */
  baseHeaders: OutgoingHttpHeaders;
  /** The request id for the X-Request-Id header (kept from the request when sane). */
  requestId: (incoming: string | undefined) => string;
  /** Called when the answer is sent, to log it like any other request. */
  onAnswered?: (fields: {
    requestId: string;
    method: string;
    path: string;
    status: number;
    startedAt: bigint;
  }) => void;
}

const PLAIN_PATH =
  /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?\/?$/;
const ENCODINGS: (PageEncoding | "identity")[] = ["br", "gzip", "identity"];

export function sealedFastPath(options: SealedFastPathOptions) {
  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    // Host checks and forwarded hosts stay with Express's request hygiene.
    if (!isValidHost(req.headers.host) || req.headers["x-forwarded-host"]) return false;
    if (!PLAIN_PATH.test(url)) return false;
    const pathname = url.length > 1 ? url.replace(/\/+$/, "") : url;
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
