import { LRUCache } from "lru-cache";

/**
 * Platform reads on lru-cache: fresh for `ttlMs`, then stale one more while it revalidates; a
 * failure kept `failureTtlMs`. One bound per segment, so 404s of made-up posts evict no real page.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
  now?: () => number;
  onBackgroundError?: (key: string, error: unknown) => void;
  group?: { add(cache: { clear(): void }): void };
  segmentOf?: (value: unknown) => string;
  segmentLimits?: Record<string, number>;
}

export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  wouldLoad(key: string): boolean;
  clear(): void;
}

/** lru-cache cannot hold undefined, which a load may return. */
type Box = { value: unknown };
type Load = { load: () => Promise<unknown>; background: boolean };
type Segment = LRUCache<string, Box, Load>;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlMs, failureTtlMs } = options;
  if (!(ttlMs > 0)) throw new RangeError("a read cache needs a positive ttlMs");
  const maxEntries = options.maxEntries ?? 1000;
  const limitOf = (segment: string) => options.segmentLimits?.[segment] ?? maxEntries;
  const clock = options.now ?? Date.now;
  // lru-cache takes a start time of 0 for "no TTL", and a test clock may start there.
  const perf = { now: () => clock() + 1 };
  // lru-cache keeps an entry while its age is at most `ttl`; ours end when the age reaches it.
  const ending = (ms: number) => Math.max(ms - 1, 1);
  const valueTtl = ending(ttlMs);
  const ageOf = (holder: Segment, key: string) => valueTtl - holder.getRemainingTTL(key);
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

  /** A value may change kind: a post that became a 404. */
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
