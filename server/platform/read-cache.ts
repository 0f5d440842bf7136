import { LRUCache } from "lru-cache";

/**
 * A cache for what the data pages read from the platform (templates, posts, categories), so a
 * page is not rebuilt from the platform for every visitor. lru-cache does the work:
 *
 * - fresh for `ttlMs`; then, for at most one more `ttlMs`, the stale value is answered while one
 *   background call revalidates it (`allowStale`); older than that, the caller waits;
 * - one upstream call per key however many callers ask at once (`fetchMethod`);
 * - a failure is remembered for `failureTtlMs` and thrown to the callers, so an outage is not
 *   hammered and pages show their error state.
 *
 * Keys can come from visitors (a post id in the URL), so entries are bounded, least recently
 * used out first. With `segmentOf`, each kind of value has its own bound (`segmentLimits`): a
 * flood of 404s for made-up posts evicts only other 404s, never a real page. A new key is
 * loaded apart ("landing") and then stored in its value's segment. Failures are the segment
 * "failure".
 *
 * `clear()` (the content changed: server/cache-purge/) also aborts the loads in flight; their
 * callers load again, so nothing read before the change is answered after it.
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

export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** True when `get` would wait for `load` (nothing usable is kept and no load is running). */
  wouldLoad(key: string): boolean;
  /** Drops everything (content changed at the source, tests). */
  clear(): void;
}

/** lru-cache cannot hold undefined, which a load may return (a page that does not exist). */
type Box = { value: unknown };
type Load = { load: () => Promise<unknown>; background: boolean };
type Segment = LRUCache<string, Box, Load>;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlMs, failureTtlMs } = options;
  if (!(ttlMs > 0)) throw new RangeError("a read cache needs a positive ttlMs");
  const maxEntries = options.maxEntries ?? 1000;
  const limitOf = (segment: string) => options.segmentLimits?.[segment] ?? maxEntries;
  const clock = options.now ?? Date.now;
  // ttlResolution 0: read the clock on every check. The + 1: lru-cache takes a start time of 0
  // for "no TTL", and a test clock may start there.
  const perf = { now: () => clock() + 1 };
  // lru-cache keeps an entry while its age is at most `ttl`; ours end when the age reaches it.
  const ending = (ms: number) => Math.max(ms - 1, 1);
  const valueTtl = ending(ttlMs);
  const ageOf = (holder: Segment, key: string) => valueTtl - holder.getRemainingTTL(key);
  // Bumped by clear(): a load that started in an older generation read the old content.
  let generation = 0;
  const loading = new Set<string>();

  const failures = new LRUCache<string, { error: unknown }>({
    max: limitOf("failure"),
    ttl: ending(failureTtlMs),
    ttlResolution: 0,
    perf,
  });

  const newSegment = (max: number): Segment =>
    new LRUCache<string, Box, Load>({
      max,
      ttl: valueTtl,
      ttlResolution: 0,
      perf,
      fetchMethod: async (key, _stale, { signal, context }) => {
        const startedIn = generation;
        loading.add(key);
        try {
          return { value: await context.load() };
        } catch (error) {
          if (generation === startedIn && !signal.aborted) {
            if (failureTtlMs > 0) failures.set(key, { error });
            if (context.background) options.onBackgroundError?.(key, error);
          }
          throw error;
        } finally {
          if (generation === startedIn) loading.delete(key);
        }
      },
    });

  const landing = newSegment(Math.max(maxEntries, 1000));
  const segments = new Map<string, Segment>();
  const segmentNamed = (name: string) => {
    let segment = segments.get(name);
    if (!segment) segments.set(name, (segment = newSegment(limitOf(name))));
    return segment;
  };
  const holderOf = (key: string) =>
    [...segments.values()].find((segment) => segment.peek(key, { allowStale: true }));

  /** Keeps a loaded value in its segment (it may have changed kind: a post became a 404). */
  function settle(key: string, box: Box) {
    const target = segmentNamed(options.segmentOf?.(box.value) ?? "value");
    const holder = holderOf(key);
    if (holder === target) return;
    target.set(key, box);
    holder?.delete(key);
    landing.delete(key);
  }

  async function getOnce(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const failure = failures.get(key);
    if (failure) throw failure.error;
    const holder = holderOf(key);
    const age = holder ? ageOf(holder, key) : Infinity;
    const servesStale = age > valueTtl && age < 2 * ttlMs;
    const box = await (holder ?? landing).fetch(key, {
      allowStale: servesStale,
      context: { load, background: servesStale },
    });
    if (!box) throw new Error(`read cache: no value for ${key}`);
    settle(key, box);
    return box.value;
  }

  const cache: ReadCache = {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      for (;;) {
        const startedIn = generation;
        try {
          const value = await getOnce(key, load);
          if (generation === startedIn) return value as T;
        } catch (error) {
          if (generation === startedIn) throw error;
        }
        // Cleared while this was loading: what it got may predate the change.
      }
    },
    wouldLoad(key) {
      if (loading.has(key) || failures.has(key)) return false;
      const holder = holderOf(key);
      return !holder || ageOf(holder, key) >= 2 * ttlMs;
    },
    clear() {
      generation++;
      loading.clear();
      failures.clear();
      landing.clear();
      for (const segment of segments.values()) segment.clear();
    },
  };
  options.group?.add(cache);
  return cache;
}
