import type { RequestHandler, Response } from "express";

/**
 * Refuses a body whose declared length is over the limit before a byte of it is read: 413 at
 * once and the connection closed after the answer. body-parser checks the declared length too,
 * but it then drains the whole body before answering (so the client can read the answer on a
 * kept-alive connection): a declared 100 MB held the connection until 100 MB had arrived.
 * Closing the connection instead costs the client a reconnect, and a client that sends that
 * much to a 64 KB endpoint has no need to keep it.
 *
 * A body without a declared length (chunked) is left to the body parser, which stops reading
 * at its own limit.
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
    // Not a number at all is refused the same way: Node rejects most, and none is a body we want.
    res.set("Connection", "close");
    refuse(res);
  };
}

/** Bytes of a body-parser limit such as "64kb". */
export function limitBytes(limit: `${number}kb`): number {
  return Number(limit.slice(0, -2)) * 1024;
}
