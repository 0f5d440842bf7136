/**
 * The caches of one process that hold the platform's content or pages built from it: the
 * platform read cache (server/services.ts), the data pages (server/data-page-cache.ts) and
 * their social images (server/social-image/on-demand.ts). They join this group when they are
 * created; a content change clears them all at once, synchronously, so no request runs
 * between two of the clears and sees one cleared while another still holds the old content.
 */
export interface Clearable {
  clear(): void;
}

export interface ContentCaches {
  add(cache: Clearable): void;
  clearAll(): void;
}

export function createContentCaches(): ContentCaches {
  const caches: Clearable[] = [];
  return {
    add: (cache) => void caches.push(cache),
    clearAll() {
      for (const cache of caches) cache.clear();
    },
  };
}
