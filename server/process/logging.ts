import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

import type { RequestHandler } from "express";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";

/**
 * The server's one logger: JSON lines (easy to grep locally, easy to ship to any log store),
 * `level` as a word, `time` as ISO 8601, `message`. Errors go to stderr, everything else to
 * stdout. An `err` field becomes `error` (its message) and `stack`, one line, never multi-line.
 */
function errorFields(error: unknown): { error: string; stack?: string } {
  const err = error instanceof Error ? error : new Error(String(error));
  return { error: err.message, stack: err.stack };
}

/** Looked up on every write, so that a test can spy on process.stdout and process.stderr. */
function processStreams(): DestinationStream {
  return pino.multistream(
    [
      { level: "info", stream: { write: (line: string) => process.stdout.write(line) } },
      { level: "error", stream: { write: (line: string) => process.stderr.write(line) } },
    ],
    { dedupe: true },
  );
}

export function createLogger(destination: DestinationStream = processStreams()): Logger {
  return pino(
    {
      base: undefined,
      messageKey: "message",
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => {
          if (!("err" in fields)) return fields;
          const { err, ...rest } = fields;
          return { ...rest, ...errorFields(err) };
        },
      },
    },
    destination,
  );
}

/** The process-wide logger; requests log through its children (the request id bound). */
export const logger = createLogger();

/** One line with its level in the fields: `logLine({ level: "warn", message, ... })`. */
export function logLine(fields: Record<string, unknown>): void {
  const { level, message, ...rest } = fields;
  const method = level === "warn" || level === "error" ? level : "info";
  logger[method](rest, typeof message === "string" ? message : undefined);
}

export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  logger.error({ ...fields, err: error }, message);
}

const validRequestId = /^[\w.-]{1,100}$/;

/** A raw X-Request-Id value when it is sane, else a fresh id. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && validRequestId.test(incoming) ? incoming : randomUUID();
}

/** The incoming X-Request-Id when it is sane, else a fresh one. */
function requestIdFor(req: IncomingMessage): string {
  return requestIdFrom(req.headers["x-request-id"]);
}

/**
 * The request line of an answer sent without Express (server/http/pages/sealed-fast-path.ts), with the
 * same fields as pino-http's line below.
 */
export function logRequest(fields: {
  requestId: string;
  method: string;
  path: string;
  status: number;
  startedAt: bigint;
}): void {
  const { startedAt, ...line } = fields;
  const durationMs = Number((process.hrtime.bigint() - startedAt) / 1000n) / 1000;
  logger.info({ ...line, durationMs }, "request completed");
}

/** The path without the query string (which may hold personal data), as the client sent it. */
const pathOf = (req: IncomingMessage & { originalUrl?: string }) =>
  (req.originalUrl ?? req.url ?? "").split("?")[0];

/**
 * pino-http: gives every request an id (answered in X-Request-Id), a child logger with that id
 * (res.locals.log, handed to loaders and actions) and, when enabled, one line when it ends:
 * request id, method, path, status and duration. A 5xx request line stays "info": the error
 * itself is logged where it happened, with its stack.
 */
export function requestLogger(enabled: boolean, base: Logger = logger): RequestHandler {
  const http = pinoHttp({
    logger: base,
    autoLogging: enabled,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    genReqId: (req, res) => {
      const id = requestIdFor(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: () => "info",
    customSuccessObject: (req, res, value: { responseTime: number }) => ({
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      durationMs: value.responseTime,
    }),
    customErrorObject: (req, res, _error, value: { responseTime: number }) => ({
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      durationMs: value.responseTime,
    }),
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request completed",
  });
  return (req, res, next) => {
    http(req, res);
    res.locals.requestId = String(req.id);
    res.locals.log = req.log;
    next();
  };
}
