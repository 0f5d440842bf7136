import type { Logger } from "pino";

import { logger } from "./logging";

type ProcessLike = Pick<NodeJS.Process, "on" | "exit">;

/**
 * A crash is logged as one JSON line with its stack and exits 1, so the supervisor restarts a
 * known state: carrying on would leave the server half-broken, leaving silently lose the reason.
 */
export function exitOnCrash(target: ProcessLike, log: Logger = logger): void {
  target.on("uncaughtException", (error: Error) => {
    log.fatal({ err: error }, "uncaught exception; exiting");
    target.exit(1);
  });
  target.on("unhandledRejection", (reason: unknown) => {
    log.fatal({ err: reason }, "unhandled promise rejection; exiting");
    target.exit(1);
  });
}
