import { MessageChannel, type MessagePort } from "node:worker_threads";

import { Piscina } from "piscina";

import type { PublicConfig, SiteContext } from "#app/context";
import type { PlatformClient } from "#app/shared/platform/platform";
import { PlatformError } from "#app/shared/platform/platform";
import { workerFile } from "#server/process/worker-file";

/** Pages rendered per request off the request thread (docs/decisions/0014-renders-off-the-request-thread.md). */
export interface RenderTask {
  url: string;
  method: string;
  headers: [string, string][];
  cspNonce: string;
  requestId: string;
  clientAddress: string;
  port: MessagePort;
}

export interface RenderResult {
  status: number;
  headers: [string, string][];
  cookies: string[];
  scriptHashes: string[];
  body: Uint8Array;
}

export interface PlatformCall {
  id: number;
  method: keyof PlatformClient;
  args: unknown[];
}

export interface PlatformReply {
  id: number;
  value?: unknown;
  error?: { message: string; kind?: string; status?: number; retryAfterMs?: number };
}

export interface RenderPool {
  render(request: Request, site: SiteContext): Promise<RenderResult>;
  close(): Promise<void>;
}

function servePlatform(port: MessagePort, platform: PlatformClient) {
  port.on("message", ({ id, method, args }: PlatformCall) => {
    const call = platform[method] as (...args: unknown[]) => Promise<unknown>;
    call(...args).then(
      (value) => port.postMessage({ id, value } satisfies PlatformReply),
      (error: unknown) => {
        const failure =
          error instanceof PlatformError
            ? {
                message: error.message,
                kind: error.kind,
                status: error.status,
                retryAfterMs: error.retryAfterMs,
              }
            : { message: error instanceof Error ? error.message : String(error) };
        port.postMessage({ id, error: failure } satisfies PlatformReply);
      },
    );
  });
}

export function createRenderPool(options: {
  entryFile: string;
  config: PublicConfig;
  threads: number;
}): RenderPool {
  const { filename, execArgv } = workerFile(
    import.meta.url,
    "./render-worker.ts",
    "./render-worker.mjs",
  );
  const pool = new Piscina({
    filename,
    execArgv,
    workerData: { entryFile: options.entryFile, config: options.config },
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    async render(request, site) {
      const { port1, port2 } = new MessageChannel();
      servePlatform(port1, site.platform);
      try {
        const task: RenderTask = {
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          cspNonce: site.cspNonce,
          requestId: site.requestId,
          clientAddress: site.clientAddress,
          port: port2,
        };
        return (await pool.run(task, { transferList: [port2] })) as RenderResult;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
