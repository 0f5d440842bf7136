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
 * Entries are bounded, least recently used first out, because keys can come from visitors (a
 * post id in the URL). With `segmentOf`, each kind of value has its own bound (`segmentLimits`),
 * so that kinds cannot push each other out: a flood of 404s for made-up posts evicts only other
 * 404s, never a real page. Failures are a segment of their own ("failure").
 *
 * `clear()` (the content changed: server/cache-purge/) also forgets the loads in flight: a load
 * that started before it is not stored, and its callers load again, so nothing read before the
 * change is answered after it.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Called when a background revalidation fails (the page itself already has its answer). */
  onBackgroundError?: (key: string, error: unknown) => void;
  /** The group of caches cleared together when the content changes (server/cache-purge/). */
  group?: { add(cache: { clear(): void }): void };
  /** The segment a value is kept in (default: one segment for all). */
  segmentOf?: (value: unknown) => string;
  /** Entries per segment at most; a segment not named here gets `maxEntries`. */
  segmentLimits?: Record<string, number>;
}

type Entry =
  | { state: "value"; value: unknown; storedAt: number }
  | { state: "failure"; error: unknown; storedAt: number };

export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** True when `get` would wait for `load` (nothing usable is kept and no load is running). */
  wouldLoad(key: string): boolean;
  /** Drops everything (content changed at the source, tests). */
  clear(): void;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  // One map per segment, each in order of use (least recent first); `segmentOfKey` finds a key.
  const segments = new Map<string, Map<string, Entry>>();
  const segmentOfKey = new Map<string, string>();
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by clear(): a load that started in an older generation read the old content.
  let generation = 0;
  const segmentFor = (entry: Entry) =>
    entry.state === "failure" ? "failure" : (options.segmentOf?.(entry.value) ?? "value");

  function lookup(key: string): Entry | undefined {
    const segment = segmentOfKey.get(key);
    const entry = segment === undefined ? undefined : segments.get(segment)?.get(key);
    if (entry) {
      // Used now: to the recent end.
      const map = segments.get(segment!)!;
      map.delete(key);
      map.set(key, entry);
    }
    return entry;
  }

  function store(key: string, entry: Entry) {
    const previous = segmentOfKey.get(key);
    if (previous !== undefined) segments.get(previous)?.delete(key);
    const segment = segmentFor(entry);
    let map = segments.get(segment);
    if (!map) segments.set(segment, (map = new Map()));
    map.set(key, entry);
    segmentOfKey.set(key, segment);
    const limit = options.segmentLimits?.[segment] ?? maxEntries;
    while (map.size > limit) {
      const oldest = map.keys().next().value!;
      map.delete(oldest);
      segmentOfKey.delete(oldest);
    }
  }

  function usable(entry: Entry | undefined, age: number): boolean {
    if (entry?.state === "failure") return age < options.failureTtlMs;
    return entry?.state === "value" && age < 2 * options.ttlMs;
  }

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const startedIn = generation;
    const call = load().then(
      (value) => {
        if (generation === startedIn) store(key, { state: "value", value, storedAt: now() });
        return value;
      },
      (error: unknown) => {
        if (generation === startedIn) store(key, { state: "failure", error, storedAt: now() });
        throw error;
      },
    );
    const tracked = call.finally(() => {
      if (inFlight.get(key) === tracked) inFlight.delete(key);
    });
    inFlight.set(key, tracked);
    return tracked;
  }

  async function getOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = lookup(key);
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
  }

  const cache: ReadCache = {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      for (;;) {
        const startedIn = generation;
        try {
          const value = await getOnce(key, load);
          if (generation === startedIn) return value;
        } catch (error) {
          if (generation === startedIn) throw error;
        }
        // Cleared while this was loading: what it got may predate the change.
      }
    },
    wouldLoad(key) {
      if (inFlight.has(key)) return false;
      const segment = segmentOfKey.get(key);
      const entry = segment === undefined ? undefined : segments.get(segment)?.get(key);
      return !usable(entry, entry ? now() - entry.storedAt : Infinity);
    },
    clear() {
      generation++;
      inFlight.clear();
      segments.clear();
      segmentOfKey.clear();
    },
  };
  options.group?.add(cache);
  return cache;
}
