import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";

import { overloadCopy } from "#app/shared/copy/overload.copy";
import type { Database } from "#server/db/client";
import { logLine } from "#server/process/logging";
import { messagePage } from "#server/http/guards/page-action-guard";
import { createRateLimitStore, rateLimitStoreOptions } from "#server/http/guards/rate-limit-store";
import { RenderGateFull, type RenderGate } from "./render-gate";
import { RenderSlot, renderSlotOf } from "./render-slot";

/**
 * Admission of a page rendered per request: the client's share of the gate, the address's budget
 * (database), then a slot; the desk has its own. Refusals: small static 429 or 503, Retry-After.
 */
export interface RenderAdmissionOptions {
  gate: RenderGate;
  deskLane?: { gate: RenderGate; isDesk: (req: Request) => boolean };
  rendersPerMinute: number;
  db?: Database;
  busyRetryAfterSeconds?: number;
  log?: (fields: Record<string, unknown>) => void;
}

function sendRefusal(res: Response, status: 429 | 503, retryAfterSeconds: number) {
  const message = status === 429 ? overloadCopy.rateLimited : overloadCopy.busy;
  res
    .status(status)
    .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" })
    .type("html")
    .send(messagePage(message, overloadCopy.back));
}

/** An IPv6 address's /56, as the rate limits count it. */
const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");

export interface RenderAdmission {
  page: RequestHandler[];
  action: RequestHandler[];
}

export function renderAdmission(options: RenderAdmissionOptions): RenderAdmission {
  const log = options.log ?? logLine;
  const busyRetryAfter = options.busyRetryAfterSeconds ?? 2;
  const budget = rateLimit({
    windowMs: 60_000,
    limit: options.rendersPerMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: createRateLimitStore("renders", { db: options.db }),
    ...rateLimitStoreOptions("renders", log),
    keyGenerator: (req) => `${options.deskLane?.isDesk(req) ? "desk " : ""}${clientKey(req)}`,
    handler: (req, res) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : 60;
      sendRefusal(res, 429, Math.max(1, seconds));
    },
  });

  const laneOf = (req: Request) =>
    options.deskLane?.isDesk(req) ? options.deskLane.gate : options.gate;

  // Before the budget's database write: a flood past its share is refused for nothing.
  const share: RequestHandler = (req, res, next) => {
    if (renderSlotOf(res) || laneOf(req).admits(clientKey(req))) return next();
    sendRefusal(res, 503, busyRetryAfter);
  };

  const slot: RequestHandler = (req, res, next) => {
    // One slot per request: a data page whose cached render failed keeps the slot it holds.
    if (renderSlotOf(res)) return next();
    const lane = laneOf(req);
    lane.acquire(clientKey(req)).then(
      (release) => {
        // The client left while waiting: its 'close' has passed and would never give the slot back.
        if (res.closed) return release();
        const slot = new RenderSlot(lane, release);
        res.locals.renderSlot = slot;
        res.once("close", () => slot.close());
        next();
      },
      (error: unknown) => {
        if (!(error instanceof RenderGateFull)) return next(error);
        sendRefusal(res, 503, busyRetryAfter);
      },
    );
  };

  return { page: [share, budget, slot], action: [share, slot] };
}

export function admissionMiddleware(admission: RenderAdmission): RequestHandler {
  return (req, res, next) => {
    const read = req.method === "GET" || req.method === "HEAD";
    runAdmission(read ? admission.page : admission.action, req, res, next);
  };
}

export function runAdmission(
  handlers: RequestHandler[],
  ...[req, res, admitted]: [
    Parameters<RequestHandler>[0],
    Parameters<RequestHandler>[1],
    (error?: unknown) => void,
  ]
): void {
  const step = (index: number, error?: unknown): void => {
    if (error !== undefined || index === handlers.length) return admitted(error);
    void handlers[index]!(req, res, (next?: unknown) => step(index + 1, next));
  };
  step(0);
}
