import { announceChange, listenForChanges, type ChangeListener } from "./change-feed";
import { affectedPaths, type ContentChange, type PurgeTarget } from "./content-change";
import { createContentCaches, type ContentCaches } from "./content-caches";
import { createPurgeClient, type PurgeClient } from "./purge-client";

/**
 * What a process does when the content changes: clear its own caches, then ban at the shared
 * cache (docs/decisions/0005-cache-purge.md).
 */
export interface CacheInvalidationOptions {
  purgeUrl: string | undefined;
  siteUrl: string;
  listenTo?: string;
  timeoutMs?: number;
  log: (fields: Record<string, unknown>) => void;
  fetch?: typeof fetch;
  backoffMs?: number;
}

export interface CacheInvalidation {
  caches: ContentCaches;
  onSyncChange(tx: Parameters<typeof announceChange>[0], change: ContentChange): Promise<void>;
  start(): Promise<void>;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createCacheInvalidation(options: CacheInvalidationOptions): CacheInvalidation {
  const caches = createContentCaches();
  const purger: PurgeClient | undefined = options.purgeUrl
    ? createPurgeClient({
        url: options.purgeUrl,
        siteUrl: options.siteUrl,
        timeoutMs: options.timeoutMs,
        log: options.log,
        fetch: options.fetch,
        backoffMs: options.backoffMs,
      })
    : undefined;
  const pending: PurgeTarget[] = [];
  const purges = new Set<Promise<unknown>>();
  let listener: ChangeListener | undefined;

  /** Clear first, ban second: the cache cannot refill from this instance with old pages. */
  function invalidate(target: PurgeTarget, reason: string) {
    caches.clearAll();
    options.log({
      level: "info",
      message: "content changed; content caches cleared",
      reason,
      paths: "everything" in target ? "everything" : target.paths.length,
      purge: purger ? "sent" : "off (CACHE_PURGE_URL unset)",
    });
    if (!purger) return;
    const purge = purger.purge(target, reason).finally(() => purges.delete(purge));
    purges.add(purge);
  }

  function actOnOwnSync() {
    for (const target of pending.splice(0)) invalidate(target, "content sync");
  }

  return {
    caches,
    async onSyncChange(tx, change) {
      const target: PurgeTarget = { paths: affectedPaths(change) };
      await announceChange(tx, target);
      pending.push(target);
    },
    async start() {
      if (options.listenTo) {
        listener = listenForChanges({
          databaseUrl: options.listenTo,
          onChange: (target) => invalidate(target, "content changed in another process"),
          log: options.log,
        });
        await listener.ready;
      }
      actOnOwnSync();
    },
    async flush() {
      actOnOwnSync();
      await Promise.allSettled([...purges]);
    },
    async stop() {
      await listener?.stop();
    },
  };
}
