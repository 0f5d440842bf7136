import express, { Router } from "express";
import { rateLimit } from "express-rate-limit";

import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { declaredBodyLimit, limitBytes } from "#server/http/guards/body-limit";
import { createRateLimitStore, rateLimitStoreOptions } from "#server/http/guards/rate-limit-store";
import { contentRouter } from "./content";
import { apiErrorHandler, sendError } from "./errors";
import { whatsappRouter } from "./whatsapp";
import { writesRouter } from "./writes";

/**
 * The largest inquiry the shared schemas accept is 35 KB as JSON with escapes: a 16 KB limit refused
 * inquiries the form had accepted, and the outbox retried them forever.
 */
const API_BODY_LIMIT = "64kb";

export function createApiRouter(options: {
  db: Database;
  config: Config;
  publicRateLimit?: boolean;
}): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  const writeLimiter = rateLimit({
    windowMs: 60_000,
    limit: options.config.http.writesPerMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: createRateLimitStore("api-writes", { db: options.db }),
    ...rateLimitStoreOptions("api-writes"),
    skip: (req) => req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS",
    handler: (_req, res) =>
      sendError(res, 429, "rate_limited", "Too many requests. Please wait a minute and try again."),
  });
  if (options.publicRateLimit !== false) router.use(writeLimiter);

  router.use(
    declaredBodyLimit(limitBytes(API_BODY_LIMIT), (res) =>
      sendError(res, 413, "payload_too_large", "The request body is larger than 64 KB."),
    ),
  );

  router.use((req, res, next) => {
    if (req.method !== "POST") return next();
    if (!req.is("application/json")) {
      sendError(res, 415, "unsupported_media_type", "Send the body as application/json.");
      return;
    }
    next();
  });
  router.use(express.json({ limit: API_BODY_LIMIT, strict: true }));

  router.use(contentRouter(options.db));
  router.use(writesRouter(options.db));
  router.use(whatsappRouter(options.config.services.whatsappNumber));

  router.use((req, res) => {
    sendError(res, 404, "not_found", `No API endpoint answers ${req.method} ${req.path}.`);
  });
  router.use(apiErrorHandler);
  return router;
}
