import type { RequestHandler } from "express";

import { bearerTokenIs } from "./guards/bearer-token";

/** After SIGTERM /readyz answers 503 so the load balancer stops sending; /healthz stays 200. */
export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

export interface PagesStatus {
  state: string;
  sealed: number;
  total: number;
}

/** Anyone gets the status; how far a re-seal is goes only to METRICS_TOKEN's bearer. */
export function readyzHandler(
  ping: () => Promise<boolean>,
  readiness: Readiness,
  pages?: () => PagesStatus,
  detailsToken?: string,
): RequestHandler {
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    const detailed = pages && detailsToken !== undefined && bearerTokenIs(req, detailsToken);
    const pageFields = detailed ? { pages: pages() } : {};
    if (readiness.draining) {
      res.status(503).json({ status: "draining", ...pageFields });
      return;
    }
    const ok = await ping();
    res
      .status(ok ? 200 : 503)
      .json({ status: ok ? "ready" : "database unavailable", ...pageFields });
  };
}
