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

/** /readyz: 503 while draining or while the database does not answer, else 200. */
export function readyzHandler(ping: () => Promise<boolean>, readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (readiness.draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const ok = await ping();
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "database unavailable" });
  };
}
