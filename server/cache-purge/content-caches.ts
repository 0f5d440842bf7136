/**
 * Cleared all at once, synchronously: no request sees one cleared while another holds old content.
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
