import type { Logger } from "pino";

import { logger } from "./logging";

type ProcessLike = Pick<NodeJS.Process, "on" | "exit">;

/**
 * A crash is logged as one JSON line with its stack, then the process exits with 1, so the
 * supervisor restarts it in a known state. Carrying on after an uncaught exception would leave
 * the server half-broken; leaving silently would lose the reason.
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
