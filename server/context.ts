import type { Request, Response } from "express";
import type { Logger as PinoLogger } from "pino";

import type { SiteContext } from "../app/context";
import { publicConfig, type Config } from "./config";
import { logger } from "./logging";
import type { SiteServices } from "./services";

/**
 * The context of one request, for its loaders and actions: the long-lived services plus what
 * belongs to this request (its id, its logger with that id, its CSP nonce, the client address).
 */
export function siteContextFor(
  config: Config,
  services: Pick<SiteServices, "platform" | "inquiries">,
  req: Request,
  res: Response,
): SiteContext {
  const requestId = String(res.locals.requestId);
  const log = (res.locals.log as PinoLogger | undefined) ?? logger.child({ requestId });
  return {
    config: publicConfig(config),
    platform: services.platform,
    inquiries: services.inquiries,
    log,
    requestId,
    cspNonce: String(res.locals.cspNonce),
    clientAddress: req.ip ?? "unknown",
  };
}
