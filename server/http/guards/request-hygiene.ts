import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import type { RequestHandler } from "express";

/** Odd requests get a 4xx here, not a 500 from code that assumes a sane request. */

/** TRACE would echo the request (cross-site tracing). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

const HOST_PATTERN =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(host: string | undefined): boolean {
  if (host === undefined || host.length > 255) return false;
  const match = HOST_PATTERN.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

export function requestHygiene(options: { trustProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    if (REFUSED_METHODS.has(req.method)) {
      res
        .status(405)
        .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store" })
        .type("text")
        .send("Method Not Allowed");
      return;
    }
    const forwarded = options.trustProxy ? req.get("x-forwarded-host") : undefined;
    const forwardedHost = forwarded?.split(",")[0]?.trim();
    if (!isValidHost(req.get("host")) || (forwarded !== undefined && !isValidHost(forwardedHost))) {
      res.status(400).set("Cache-Control", "no-store").type("text").send("Bad Request");
      return;
    }
    next();
  };
}

/** Node hands CONNECT to the "connect" event, never to Express, and would drop it unanswered. */
export function refuseConnect(server: Server): void {
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
}

const ABSOLUTE_FORM = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is;

/**
 * Every request target in origin form before any handler sees it (the page handler appends it
 * to the site's origin): an absolute form naming the Host becomes its path (RFC 9112), `OPTIONS *` gets
 * 204, anything else not starting with `/` is a 400. False when it has answered.
 */
export function settleRequestTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = malformedRequest(req);
  if (refusal) {
    badRequest(res, refusal);
    return false;
  }
  const target = req.url ?? "";
  if (target.startsWith("/")) return true;
  if (target === "*" && req.method === "OPTIONS") {
    res.writeHead(204, { Allow: "GET, HEAD, POST", "Cache-Control": "no-store" }).end();
    return false;
  }
  const absolute = ABSOLUTE_FORM.exec(target);
  const scheme = absolute?.[1]?.toLowerCase();
  const host = req.headers.host;
  if (
    absolute &&
    (scheme === "http" || scheme === "https") &&
    host !== undefined &&
    absolute[2]!.toLowerCase() === host.toLowerCase()
  ) {
    const rest = absolute[3]!;
    req.url = rest.startsWith("/") ? rest : `/${rest}`;
    return true;
  }
  badRequest(res, 400);
  return false;
}

/** HTTP/1.0 and 1.1 only (Node's parser lets `HTTP/2.0` through); two Host fields: 400 (RFC 9112). */
function malformedRequest(req: IncomingMessage): 400 | 505 | undefined {
  if (req.httpVersion !== "1.1" && req.httpVersion !== "1.0") return 505;
  let hosts = 0;
  for (let at = 0; at < req.rawHeaders.length; at += 2) {
    if (req.rawHeaders[at]!.toLowerCase() === "host") hosts += 1;
  }
  return hosts > 1 ? 400 : undefined;
}

/** A 4xx or 505 straight from Node's HTTP server, before Express. */
export function badRequest(res: ServerResponse, status: 400 | 505) {
  const body = STATUS_CODES[status]!;
  res
    .writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...(status === 505 ? { Connection: "close" } : {}),
    })
    .end(body);
}
