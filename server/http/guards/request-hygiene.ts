import type { Server } from "node:http";

import type { RequestHandler } from "express";

/**
 * Odd requests answered with a 4xx before any route sees them, instead of a 500 and a stack
 * in the log from code that assumes a sane request.
 */

/** Methods no route of this site answers; TRACE would echo the request (cross-site tracing). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** A host name or IPv4 address, or a bracketed IPv6 address, then an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * True for a Host header pages can build their URL from: React Router's adapter splits it
 * and `new URL()` must accept it.
 */
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
    // Behind a proxy the adapter takes the first forwarded host; check what it will use.
    const forwardedHost = forwarded?.split(",")[0]?.trim();
    if (!isValidHost(req.get("host")) || (forwarded !== undefined && !isValidHost(forwardedHost))) {
      res.status(400).set("Cache-Control", "no-store").type("text").send("Bad Request");
      return;
    }
    next();
  };
}

/**
 * Node hands CONNECT to the server's "connect" event, never to Express, and without a
 * listener it drops the connection without an answer; answer 405 like the other methods.
 */
export function refuseConnect(server: Server): void {
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
}
