import type { RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";

import { contactMessages, type ContactMessage } from "../app/content/contact";
import { siteConfig } from "../app/content/site";
import type { Config } from "./config";

/**
 * Abuse guards of the contact form's action, in front of the React Router handler:
 * a per-address rate limit and a body size limit. Both answer before the action runs, with a
 * small HTML page for visitors without JavaScript; the form's clientAction turns the status
 * (429, 413) into a toast for everyone else.
 */
export const CONTACT_PATHS = ["/contact", "/contact.data"];

/**
 * Generous for the largest valid form: 5,000 characters of message can take 45 KB once
 * URL-encoded (non-Latin text), plus the other fields.
 */
export const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained page (no script, inline styles only, which the CSP allows). */
export function messagePage(message: ContactMessage): string {
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
<p><a href="/contact" style="color:#4338ca;font-weight:600">Back to the contact page</a></p>
</main>
</body>
</html>`;
}

function sendPage(res: Response, status: number, message: ContactMessage) {
  res.status(status).set("Cache-Control", "no-store").type("html").send(messagePage(message));
}

const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

/** Rate limit, then the method (only POST writes) and the body size. */
export function contactGuards(config: Config): RequestHandler[] {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: config.RATE_LIMIT_WRITES_PER_MINUTE,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skip: (req) => !isWrite(req.method),
    handler: (_req, res) => sendPage(res, 429, contactMessages.rateLimited),
  });

  const bodyLimit: RequestHandler = (req, res, next) => {
    if (!isWrite(req.method)) return next();
    if (req.method !== "POST") {
      res.status(405).set("Allow", "GET, HEAD, POST").type("text").send("Method Not Allowed");
      return;
    }
    const length = req.get("content-length");
    if (length === undefined) {
      // Browsers always send the length of a form; a stream of unknown size is refused.
      if (req.get("transfer-encoding")) {
        res.status(411).set("Cache-Control", "no-store").type("text").send("Length Required");
        return;
      }
      return next();
    }
    if (Number(length) > CONTACT_BODY_LIMIT_BYTES) {
      // Do not read the body; close the connection after answering.
      res.set("Connection", "close");
      sendPage(res, 413, contactMessages.tooLarge);
      return;
    }
    next();
  };

  return [limiter, bodyLimit];
}
