import path from "node:path";
import { pathToFileURL } from "node:url";
import { workerData, type MessagePort } from "node:worker_threads";

import type { InquiryService, PublicConfig, SiteContext } from "#app/context";
import type { PlatformClient } from "#app/shared/platform/platform";
import { PlatformError } from "#app/shared/platform/platform";
import { logger } from "#server/process/logging";
import { answeredBy, renderResultOf } from "./astro-pages";
import type { PlatformCall, PlatformReply, RenderResult, RenderTask } from "./render-pool";

/** The platform stays the main thread's (one read cache, purged with the content). */
interface AstroEntry {
  configure(config: PublicConfig): void;
  render(request: Request, site: SiteContext): Promise<Response>;
}

const { entryFile, config } = workerData as { entryFile: string; config: PublicConfig };
const entry = (async () => {
  const loaded = (await import(pathToFileURL(path.resolve(entryFile)).href)) as AstroEntry;
  loaded.configure(config);
  return loaded;
})();

const METHODS: (keyof PlatformClient)[] = [
  "getTemplates",
  "getBlogCategories",
  "getAllBlogs",
  "getBlogById",
  "createBuilderAgent",
  "sendInquiry",
  "getWhatsappScanner",
];

function remotePlatform(port: MessagePort): PlatformClient {
  let next = 0;
  const waiting = new Map<number, (reply: PlatformReply) => void>();
  port.on("message", (reply: PlatformReply) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const call =
    (method: keyof PlatformClient) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, (reply) => {
          if (!reply.error) return resolve(reply.value);
          const { message, kind, status, retryAfterMs } = reply.error;
          reject(
            kind
              ? new PlatformError(message, kind as never, status, retryAfterMs)
              : new Error(message),
          );
        });
        port.postMessage({ id, method, args } satisfies PlatformCall);
      });
  return Object.fromEntries(
    METHODS.map((method) => [method, call(method)]),
  ) as unknown as PlatformClient;
}

/** What no page rendered here does (forms post to the main thread). */
const noInquiries = new Proxy({} as InquiryService, {
  get: () => () => Promise.reject(new Error("inquiries are taken on the main thread")),
});

export default async function render(task: RenderTask): Promise<RenderResult> {
  const pages = await entry;
  const site: SiteContext = {
    config,
    platform: remotePlatform(task.port),
    inquiries: noInquiries,
    desk: { enabled: false },
    log: logger.child({ requestId: task.requestId }),
    requestId: task.requestId,
    cspNonce: task.cspNonce,
    clientAddress: task.clientAddress,
  };
  try {
    // Aliases (/privacy) here too: a page not yet re-sealed renders on a worker.
    return await renderResultOf(
      await pages.render(
        answeredBy(new Request(task.url, { method: task.method, headers: task.headers })),
        site,
      ),
    );
  } finally {
    task.port.close();
  }
}
