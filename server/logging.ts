import { randomUUID } from "node:crypto";

import type { RequestHandler } from "express";

/** One JSON line on stdout: easy to grep locally, easy to ship to any log store. */
export function logLine(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
}

export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  const err = error instanceof Error ? error : new Error(String(error));
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "error", message, error: err.message, stack: err.stack, ...fields })}\n`,
  );
}

const validRequestId = /^[\w.-]{1,100}$/;

/** The request's id: the caller's X-Request-Id when it is sane, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && validRequestId.test(incoming) ? incoming : randomUUID();
}

/** The line logged for every answered request. */
export function logRequest(fields: {
  requestId: string;
  method: string;
  path: string;
  status: number;
  startedAt: bigint;
}): void {
  logLine({
    level: "info",
    requestId: fields.requestId,
    method: fields.method,
    path: fields.path,
    status: fields.status,
    durationMs: Number((process.hrtime.bigint() - fields.startedAt) / 1000n) / 1000,
  });
}

/** Gives every request an id (kept from X-Request-Id when sane) and logs it when it ends. */
export function requestLogger(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.get("x-request-id"));
    res.locals.requestId = id;
    res.set("X-Request-Id", id);
    if (!enabled) return next();
    const startedAt = process.hrtime.bigint();
    // Read now: a mounted router (/api) strips its prefix from req.path while it handles the
    // request, and the response finishes before it is put back.
    const path = req.path;
    res.on("finish", () => {
      logRequest({ requestId: id, method: req.method, path, status: res.statusCode, startedAt });
    });
    next();
  };
}
