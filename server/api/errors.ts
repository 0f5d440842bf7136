import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";

import { fieldErrors } from "../../app/lib/schemas/contact";

/** The one error shape of the API: {"error":{"code","message","fields"}} (DESIGN.md). */
export interface ApiErrorBody {
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

/** Parses a body with a schema; on failure answers 400 with the fields and returns null. */
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

/** Maps body-parser failures (bad JSON, too large) to the error shape; anything else is a 500. */
export function apiErrorHandler(
  error: unknown,
  _req: Request,
  res: Response,
  // Express recognises error handlers by their four parameters.
  _next: NextFunction,
) {
  const type = (error as { type?: string } | null)?.type;
  if (type === "entity.too.large") {
    sendError(res, 413, "payload_too_large", "The request body is larger than 16 KB.");
  } else if (type === "entity.parse.failed") {
    sendError(res, 400, "invalid_json", "The request body is not valid JSON.");
  } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
    sendError(res, 415, "unsupported_encoding", "The request body's encoding is not supported.");
  } else if (type === "request.aborted" || type === "request.size.invalid") {
    sendError(res, 400, "bad_request", "The request body could not be read.");
  } else {
    console.error(error);
    sendError(res, 500, "internal_error", "Something went wrong on our side.");
  }
}
