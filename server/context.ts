import type { Request, Response } from "express";
import type { Logger as PinoLogger } from "pino";

import type { SiteContext } from "#app/context";
import { publicConfig, type Config } from "./config";
import { logger } from "./process/logging";
import type { SiteServices } from "./services";
import type { Redirects } from "./http/redirects";
import { platformLendingSlot, renderSlotOf } from "./http/pages/render-slot";

/** What a request's context takes from the services (the desk is off when not given). */
export type RequestServices = Pick<SiteServices, "platform" | "inquiries"> &
  Partial<Pick<SiteServices, "desk">> & {
    /** The moved addresses (server/http/redirects.ts). */
    redirects?: Pick<Redirects, "target">;
  };

/**
 * The context of one request, for its Astro page: the long-lived services plus what
 * belongs to this request (its id, its logger with that id, its CSP nonce, the client address).
 */
export function siteContextFor(
  config: Config,
  services: RequestServices,
  req: Request,
  res: Response,
): SiteContext {
  const requestId = String(res.locals.requestId);
  const log = (res.locals.log as PinoLogger | undefined) ?? logger.child({ requestId });
  return {
    config: publicConfig(config),
    // A page waits on the platform with the render slot lent out.
    platform: platformLendingSlot(services.platform, renderSlotOf(res)),
    inquiries: services.inquiries,
    desk: services.desk ?? { enabled: false },
    log,
    requestId,
    cspNonce: String(res.locals.cspNonce),
    clientAddress: req.ip ?? "unknown",
    ...(services.redirects ? { movedTo: services.redirects.target } : {}),
  };
}
