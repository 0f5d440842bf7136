import { describe, expect, it, vi } from "vitest";

import { createReadCache } from "./read-cache";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("read cache", () => {
  it("makes one upstream call for 50 concurrent readers of a key", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 5_000, now: time.now });
    const upstream = deferred<string>();
    const load = vi.fn(() => upstream.promise);

    const readers = Array.from({ length: 50 }, () => cache.get("templates", load));
    upstream.resolve("list");

    expect(await Promise.all(readers)).toEqual(Array(50).fill("list"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers from memory within the TTL and calls upstream again after it", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 5_000, now: time.now });
    let version = 0;
    const load = vi.fn(async () => `v${++version}`);

    expect(await cache.get("blog", load)).toBe("v1");
    time.advance(59_999);
    expect(await cache.get("blog", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);

    // Stale: the old value is answered at once while one background call revalidates.
    time.advance(2);
    expect(await cache.get("blog", load)).toBe("v1");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get("blog", load)).toBe("v2");
  });

  it("never answers a value older than the TTL plus one revalidation", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 1_000, failureTtlMs: 100, now: time.now });
    let version = 0;
    const load = vi.fn(async () => `v${++version}`);

    await cache.get("post:a", load);
    time.advance(2_001);
    // Too old to serve stale: the reader waits for the new value.
    expect(await cache.get("post:a", load)).toBe("v2");
  });

  it("remembers a failure for the failure TTL only, then retries", async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 5_000, now: time.now });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("platform down"))
      .mockResolvedValue("back");

    await expect(cache.get("templates", load)).rejects.toThrow("platform down");
    time.advance(4_999);
    await expect(cache.get("templates", load)).rejects.toThrow("platform down");
    expect(load).toHaveBeenCalledTimes(1);

    time.advance(1);
    expect(await cache.get("templates", load)).toBe("back");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports a failed background revalidation without failing the reader", async () => {
    const time = clock();
    const onBackgroundError = vi.fn();
    const cache = createReadCache({
      ttlMs: 1_000,
      failureTtlMs: 100,
      now: time.now,
      onBackgroundError,
    });
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce("v1")
      .mockRejectedValueOnce(new Error("timeout"));

    await cache.get("blog", load);
    time.advance(1_500);
    expect(await cache.get("blog", load)).toBe("v1");
    await vi.waitFor(() =>
      expect(onBackgroundError).toHaveBeenCalledWith("blog", expect.any(Error)),
    );
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 5_000, maxEntries: 2 });
    const load = vi.fn(async () => "x");
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  describe("clear() while a load is in flight (the content changed)", () => {
    it("loads again for the callers of a load that started before it, and keeps only the new value", async () => {
      const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 5_000 });
      const first = deferred<string>();
      const load = vi
        .fn<() => Promise<string>>()
        .mockReturnValueOnce(first.promise)
        .mockResolvedValueOnce("new");

      const before = cache.get("post:a", load);
      cache.clear();
      // A caller after the change must not join the old load.
      const after = cache.get("post:a", load);
      first.resolve("old");

      expect(await before).toBe("new");
      expect(await after).toBe("new");
      expect(load).toHaveBeenCalledTimes(2);
      expect(await cache.get("post:a", load)).toBe("new");
      expect(load).toHaveBeenCalledTimes(2);
    });

    it("does not remember a failure of a load that started before it", async () => {
      const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 60_000 });
      const first = deferred<string>();
      const load = vi
        .fn<() => Promise<string>>()
        .mockReturnValueOnce(first.promise)
        .mockResolvedValueOnce("new");

      const before = cache.get("blog", load);
      cache.clear();
      first.reject(new Error("old read failed"));

      expect(await before).toBe("new");
      expect(await cache.get("blog", load)).toBe("new");
    });

    it("joins the group it is given, which clears it", async () => {
      const members: Array<{ clear(): void }> = [];
      const cache = createReadCache({
        ttlMs: 60_000,
        failureTtlMs: 5_000,
        group: { add: (member) => members.push(member) },
      });
      let version = 0;
      const load = async () => `v${++version}`;
      expect(await cache.get("k", load)).toBe("v1");
      expect(members).toEqual([cache]);
      members[0]!.clear();
      expect(await cache.get("k", load)).toBe("v2");
    });
  });
});

describe("segments and recency", () => {
  it("keeps each kind within its own bound: 404s never push out pages", async () => {
    const cache = createReadCache({
      ttlMs: 60_000,
      failureTtlMs: 1000,
      maxEntries: 2,
      segmentOf: (value) => ((value as { status: number }).status === 200 ? "page" : "missing"),
      segmentLimits: { missing: 3 },
    });
    await cache.get("/templates", async () => ({ status: 200 }));
    await cache.get("/blog", async () => ({ status: 200 }));
    for (let n = 0; n < 50; n++)
      await cache.get(`/blog/made-up-${n}`, async () => ({ status: 404 }));
    expect(cache.wouldLoad("/templates")).toBe(false);
    expect(cache.wouldLoad("/blog")).toBe(false);
    expect(cache.wouldLoad("/blog/made-up-49")).toBe(false);
    expect(cache.wouldLoad("/blog/made-up-46")).toBe(true);
  });

  it("evicts the least recently used entry, not the oldest stored", async () => {
    const cache = createReadCache({ ttlMs: 60_000, failureTtlMs: 1000, maxEntries: 2 });
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("a", async () => 1); // used again
    await cache.get("c", async () => 3);
    expect(cache.wouldLoad("a")).toBe(false);
    expect(cache.wouldLoad("b")).toBe(true);
  });
});
