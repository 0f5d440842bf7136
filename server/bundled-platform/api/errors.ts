import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";

import { fieldErrors } from "#app/features/contact/contact.schema";
import { logError } from "#server/process/logging";

interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function sendError(
  res: Response,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  res.status(status).json(body);
}

/** The shared schemas refuse control characters (NUL, which PostgreSQL cannot store) already. */
export function parseBody<T extends z.ZodType>(
  schema: T,
  req: Request,
  res: Response,
): z.output<T> | null {
  const result = schema.safeParse(req.body);
  if (result.success) return result.data;
  sendError(
    res,
    400,
    "validation_failed",
    "The request has invalid fields.",
    fieldErrors(result.error),
  );
  return null;
}

export function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 500 ? value : undefined;
}

/** Anything but a request's own 4xx is a 500, logged with its stack, never sent. */
export function apiErrorHandler(
  error: unknown,
  req: Request,
  res: Response,
  // Express recognises error handlers by their four parameters.
  _next: NextFunction,
) {
  const type = (error as { type?: string } | null)?.type;
  const status = clientErrorStatus(error);
  if (type === "entity.too.large") {
    sendError(res, 413, "payload_too_large", "The request body is larger than 64 KB.");
  } else if (type === "entity.parse.failed") {
    sendError(res, 400, "invalid_json", "The request body is not valid JSON.");
  } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
    sendError(res, 415, "unsupported_encoding", "The request body's encoding is not supported.");
  } else if (error instanceof URIError && status === 400) {
    sendError(res, 400, "invalid_path", "The request path is not validly percent-encoded.");
  } else if (status === 400) {
    sendError(res, 400, "bad_request", "The request body could not be read.");
  } else if (status !== undefined) {
    sendError(res, status, "bad_request", "The request was not accepted.");
  } else {
    logError("API request failed", error, {
      requestId: res.locals.requestId,
      method: req.method,
      path: `${req.baseUrl}${req.path}`,
    });
    sendError(res, 500, "internal_error", "Something went wrong on our side.");
  }
}
