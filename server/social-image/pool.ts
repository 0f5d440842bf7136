import { Piscina } from "piscina";
import { workerFile } from "#server/process/worker-file";

/**
 * Worker threads (one by default: the other core serves pages), started on the first image and
 * stopped when idle; past a short queue the caller answers 503.
 */
export interface SocialImagePool {
  draw(title: string, line: string): Promise<Buffer>;
  close(): Promise<void>;
}

export class SocialImageQueueFull extends Error {
  constructor() {
    super("social image queue full");
  }
}

export function createSocialImagePool(
  options: { threads?: number; queueLimit?: number } = {},
): SocialImagePool {
  const { filename, execArgv } = workerFile(
    import.meta.url,
    "./worker.ts",
    "./social-image-worker.mjs",
  );
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: options.threads ?? 1,
    maxQueue: options.queueLimit ?? 8,
    idleTimeout: 60_000,
  });
  return {
    async draw(title, line) {
      try {
        return Buffer.from((await pool.run({ title, line })) as Uint8Array);
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new SocialImageQueueFull();
        }
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
