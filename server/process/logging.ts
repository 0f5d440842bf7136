import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";

/** One logger: JSON lines, errors to stderr, a stack on one line. */
function errorFields(error: unknown): { error: string; stack?: string } {
  const err = error instanceof Error ? error : new Error(String(error));
  return { error: err.message, stack: err.stack };
}

/** Looked up on every write, so a test can spy on the streams. */
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

export const logger = createLogger();

export function logLine(fields: Record<string, unknown>): void {
  const { level, message, ...rest } = fields;
  const method = level === "warn" || level === "error" ? level : "info";
  logger[method](rest, typeof message === "string" ? message : undefined);
}

export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  logger.error({ ...fields, err: error }, message);
}

const validRequestId = /^[\w.-]{1,100}$/;

export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && validRequestId.test(incoming) ? incoming : randomUUID();
}

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

/** Without the query string, which may hold personal data. */
const pathOf = (req: IncomingMessage & { originalUrl?: string }) =>
  (req.originalUrl ?? req.url ?? "").split("?")[0];

const completed = (req: IncomingMessage, res: ServerResponse, value: { responseTime: number }) => ({
  method: req.method,
  path: pathOf(req),
  status: res.statusCode,
  durationMs: value.responseTime,
});

/** A 5xx request line stays "info": the error itself is logged where it happened. */
export function requestLogger(enabled: boolean, base: Logger = logger): RequestHandler {
  const http = pinoHttp({
    logger: base,
    autoLogging: enabled,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: () => "info",
    customSuccessObject: completed,
    customErrorObject: (req, res, _error, value: { responseTime: number }) =>
      completed(req, res, value),
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
