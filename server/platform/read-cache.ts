/**
 * A cache for what the data pages read from the platform (templates, posts, categories), so a
 * page is not rebuilt from the platform for every visitor:
 *
 * - fresh for `ttlMs`: answered from memory;
 * - then stale for at most one more `ttlMs`: answered from memory while one background call
 *   revalidates it, so nobody waits and nothing shown is older than the TTL plus one
 *   revalidation; older than that, the caller waits for the new value;
 * - single-flight: however many callers ask for a key at once, one upstream call runs;
 * - a failure is remembered for `failureTtlMs` only (an outage is not hammered, and recovery
 *   shows quickly), and the callers get the error, so pages show their error state.
 *
 * Entries are bounded (`maxEntries`, oldest first out), because keys can come from visitors
 * (a post id in the URL).
 */
interface ReadCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Called when a background revalidation fails (the page itself already has its answer). */
  onBackgroundError?: (key: string, error: unknown) => void;
}

type Entry =
  | { state: "value"; value: unknown; storedAt: number }
  | { state: "failure"; error: unknown; storedAt: number };

export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops everything (content changed at the source, tests). */
  clear(): void;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const call = load().then(
      (value) => {
        store(key, { state: "value", value, storedAt: now() });
        return value;
      },
      (error: unknown) => {
        store(key, { state: "failure", error, storedAt: now() });
        throw error;
      },
    );
    const tracked = call.finally(() => inFlight.delete(key));
    inFlight.set(key, tracked);
    return tracked;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry?.state === "failure" && age < options.failureTtlMs) throw entry.error;
      if (entry?.state === "value") {
        if (age < options.ttlMs) return entry.value as T;
        if (age < 2 * options.ttlMs) {
          refresh(key, load).catch((error: unknown) => options.onBackgroundError?.(key, error));
          return entry.value as T;
        }
      }
      return refresh(key, load);
    },
    clear() {
      entries.clear();
    },
  };
}
