import { Piscina } from "piscina";

/**
 * Social images are drawn off the main thread, in a pool of worker threads (piscina): one
 * worker by default (the machine's other core serves pages), a short queue, and a refusal
 * past it that the caller answers with 503 and Retry-After. Workers start on the first image
 * and stop when idle, so a process that draws none holds no fonts in memory.
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

/** The worker's module: the bundled file beside the built server, or the source under tsx. */
function workerFile(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts")) {
    return {
      filename: new URL("./worker.ts", import.meta.url).href,
      execArgv: ["--import", "tsx"],
    };
  }
  return { filename: new URL("./social-image-worker.mjs", import.meta.url).href, execArgv: [] };
}

export function createSocialImagePool(
  options: { threads?: number; queueLimit?: number } = {},
): SocialImagePool {
  const { filename, execArgv } = workerFile();
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
