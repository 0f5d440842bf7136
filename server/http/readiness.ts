import type { RequestHandler } from "express";

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

/** During a start-up re-seal the instance is ready and `pages.sealed` climbs to `pages.total`. */
export function readyzHandler(
  ping: () => Promise<boolean>,
  readiness: Readiness,
  pages?: () => PagesStatus,
): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const pageFields = pages ? { pages: pages() } : {};
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
