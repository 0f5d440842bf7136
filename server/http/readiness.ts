import type { RequestHandler } from "express";

/**
 * Whether this instance should get new traffic. After SIGTERM it drains: in-flight requests
 * finish, and /readyz answers 503 so that a load balancer stops sending more (/healthz keeps
 * answering 200: the process is alive, just leaving).
 */
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

/** How many prerendered files are static bytes (server/http/pages/prerendered.ts). */
export interface PagesStatus {
  state: string;
  sealed: number;
  total: number;
}

/**
 * /readyz: 503 while draining or while the database does not answer, else 200. It also says
 * how many prerendered files are sealed: during a start-up re-seal the instance is ready (it
 * renders those pages per request) and `pages.sealed` climbs to `pages.total`.
 */
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
