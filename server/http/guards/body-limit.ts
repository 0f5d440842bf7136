import type { RequestHandler, Response } from "express";

/**
 * 413 before a byte is read, and the connection closed: body-parser would drain the whole declared
 * body first. A chunked body is left to the parser, which stops at its own limit.
 */
export function declaredBodyLimit(
  limitBytes: number,
  refuse: (res: Response) => void,
): RequestHandler {
  return (req, res, next) => {
    const length = req.get("content-length");
    if (length === undefined || (/^\d+$/.test(length) && Number(length) <= limitBytes)) {
      return next();
    }
    res.set("Connection", "close");
    refuse(res);
  };
}

export function limitBytes(limit: `${number}kb`): number {
  return Number(limit.slice(0, -2)) * 1024;
}
