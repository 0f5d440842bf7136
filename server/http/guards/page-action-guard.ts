import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";

import {
  guardCopyFor,
  PAGE_ACTION_BODY_LIMIT_BYTES,
  type GuardMessage,
} from "#app/shared/forms/form-guards.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import type { Config } from "#server/config";
import { escapeHtml } from "#server/html-text";
import { logLine } from "#server/process/logging";
import { normalizedPagePath, pathHasControlCharacters } from "./page-action-path";
import type { Database } from "#server/db/client";
import { createRateLimitStore, rateLimitStoreOptions } from "./rate-limit-store";

export { PAGE_ACTION_BODY_LIMIT_BYTES };

/**
 * Every page action's guard, keyed on the route reached: a foreign Origin 400, a limit per form
 * and address, POST only with a body of known length within the cap.
 */

export function messagePage(message: GuardMessage, back: { href: string; label: string }): string {
  const title = message.title.replace(/:$/, "");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center">
<h1 style="font-size:1.875rem">${escapeHtml(title)}</h1>
<p style="color:#475569;font-size:1.125rem">${escapeHtml(message.description)}</p>
<p><a href="${escapeHtml(back.href)}" style="color:#4338ca;font-weight:600">${escapeHtml(back.label)}</a></p>
</main>
</body>
</html>`;
}

const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

const formOf = (res: Response) => String(res.locals.pageActionForm);

const badRequest = (res: Response) =>
  void res.status(400).set("Cache-Control", "no-store").type("text").send("Bad Request");

function sendGuardPage(res: Response, status: 413 | 429) {
  const copy = guardCopyFor(formOf(res));
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(messagePage(status === 429 ? copy.rateLimited : copy.tooLarge, copy.back));
}

/**
 * Not the Host header: under DNS rebinding a page sends its own name as Host and Origin alike.
 * A post without Origin is not refused here (the desk's forms carry a CSRF token besides).
 */
function isCrossSite(req: Request, siteOrigin: string): boolean {
  const origin = req.get("origin");
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== siteOrigin;
  } catch {
    return true;
  }
}

interface PageActionGuardOptions {
  log?: (fields: Record<string, unknown>) => void;
  db?: Database;
}

export function pageActionGuard(
  config: Config,
  options: PageActionGuardOptions = {},
): RequestHandler[] {
  const log = options.log ?? logLine;
  const siteOrigin = new URL(config.http.siteUrl).origin;

  const route: RequestHandler = (req, res, next) => {
    if (!isWrite(req.method)) return next();
    const form = normalizedPagePath(req.originalUrl);
    if (form === undefined) return badRequest(res);
    res.locals.pageActionForm = form;
    if (isCrossSite(req, siteOrigin)) {
      log({
        level: "info",
        message: "cross-site form post refused",
        requestId: res.locals.requestId,
        form,
        origin: req.get("origin")?.slice(0, 200),
      });
      return badRequest(res);
    }
    // Checked already: nothing after this compares it with the Host again.
    delete req.headers.origin;
    next();
  };

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: config.http.writesPerMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: createRateLimitStore("page-actions", { db: options.db }),
    ...rateLimitStoreOptions("page-actions", log),
    skip: (req) => !isWrite(req.method),
    // One count per form and address: the contact form does not use up agent creation.
    keyGenerator: (req, res) => `${formOf(res)} ${ipKeyGenerator(req.ip ?? "unknown")}`,
    handler: (_req, res) => sendGuardPage(res, 429),
  });

  const body: RequestHandler = (req, res, next) => {
    if (!isWrite(req.method)) return next();
    // Counted with its page (`/contact%00` is /contact to the limiter), then refused.
    if (pathHasControlCharacters(req.originalUrl)) return badRequest(res);
    if (req.method !== "POST") {
      res.status(405).set("Allow", "GET, HEAD, POST").type("text").send("Method Not Allowed");
      return;
    }
    const length = req.get("content-length");
    if (length === undefined) {
      if (req.get("transfer-encoding")) {
        res.set("Connection", "close");
        res.status(411).set("Cache-Control", "no-store").type("text").send("Length Required");
        return;
      }
      return next();
    }
    if (!/^\d+$/.test(length) || Number(length) > PAGE_ACTION_BODY_LIMIT_BYTES) {
      res.set("Connection", "close");
      sendGuardPage(res, 413);
      return;
    }
    next();
  };

  return [route, limiter, body];
}
