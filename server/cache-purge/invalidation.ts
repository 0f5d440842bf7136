import { announceChange, listenForChanges, type ChangeListener } from "./change-feed";
import { affectedPaths, type ContentChange, type PurgeTarget } from "./content-change";
import { createContentCaches, type ContentCaches } from "./content-caches";
import { createPurgeClient, type PurgeClient } from "./purge-client";

/**
 * What a process does when the content changes (docs/decisions/0005-cache-purge.md):
 *
 * 1. the sync announces the change inside its transaction (change-feed.ts);
 * 2. every instance that hears it clears its own content caches, and only then
 * 3. bans the affected URLs at the shared cache (CACHE_PURGE_URL).
 *
 * Each instance bans after its own clear, so a page the cache fetches again after the last ban
 * comes from an instance that no longer holds the old content. The process that synced (an
 * instance at start, or `npm run content:sync`) bans as well, for the case where no instance
 * is listening (PGlite, or none running).
 */
export interface CacheInvalidationOptions {
  purgeUrl: string | undefined;
  siteUrl: string;
  /** PostgreSQL: listen for the changes other processes make. Unset: PGlite, or the CLI. */
  listenTo?: string;
  timeoutMs?: number;
  log: (fields: Record<string, unknown>) => void;
  /** Tests: the purge client's fetch and backoff. */
  fetch?: typeof fetch;
  backoffMs?: number;
}

export interface CacheInvalidation {
  /** The caches this process clears on a change; they join it when created. */
  caches: ContentCaches;
  /** syncContent's hook: announces the change in its transaction and keeps it for `start`. */
  onSyncChange(tx: Parameters<typeof announceChange>[0], change: ContentChange): Promise<void>;
  /** After this process's own sync: listen for other processes', and act on its own. */
  start(): Promise<void>;
  /** Acts on this process's own sync and waits for its purges (the CLI, before it exits). */
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

  /** Clear first, ban second: the order that keeps the cache from refilling with old pages. */
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
