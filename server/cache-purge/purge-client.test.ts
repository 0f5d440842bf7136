import { afterEach, describe, expect, it, vi } from "vitest";

import { createPurgeClient } from "./purge-client";

interface Call {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers with the given statuses in turn (an Error is a network failure). */
function fakeFetch(answers: Array<number | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)),
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(answer === 200 ? "Banned" : "no", { status: answer });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(answers: Array<number | Error>, options: { attempts?: number } = {}) {
  const { fetch, calls } = fakeFetch(answers);
  const logs: Array<Record<string, unknown>> = [];
  const sleeps: number[] = [];
  const client = createPurgeClient({
    url: "http://cache.internal:6081/",
    siteUrl: "https://example.com",
    fetch,
    sleep: async (ms) => void sleeps.push(ms),
    log: (fields) => logs.push(fields),
    ...options,
  });
  return { client, calls, logs, sleeps };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("purge client", () => {
  it("sends one PURGE with the pattern in X-Ban-Url and the URLs in the body", async () => {
    const { client, calls, logs } = setup([200]);
    const outcome = await client.purge({ paths: ["/blog", "/blog/a-post"] }, "content sync");

    expect(outcome).toEqual({ banned: 1, failed: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("http://cache.internal:6081/");
    expect(calls[0]!.method).toBe("PURGE");
    expect(calls[0]!.headers["x-ban-url"]).toBe("(?i)^(/blog|/blog/a-post)/?(\\?.*)?$");
    expect(calls[0]!.body).toEqual({
      urls: ["https://example.com/blog", "https://example.com/blog/a-post"],
    });
    expect(logs).toEqual([
      expect.objectContaining({
        level: "info",
        message: "cache purge sent",
        reason: "content sync",
        attempt: 1,
      }),
    ]);
  });

  it("asks to ban everything with a body that says so", async () => {
    const { client, calls } = setup([200]);
    await client.purge({ everything: true }, "missed changes");
    expect(calls[0]!.body).toEqual({ everything: true });
  });

  it("retries a failed call with a doubling backoff, logging each failure", async () => {
    const { client, calls, logs, sleeps } = setup([503, new Error("ECONNREFUSED"), 200]);
    const outcome = await client.purge({ paths: ["/blog"] }, "content sync");

    expect(outcome).toEqual({ banned: 1, failed: 0 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
    expect(logs.map((line) => [line.level, line.attempt, line.error])).toEqual([
      ["warn", 1, "HTTP 503: no"],
      ["warn", 2, "ECONNREFUSED"],
      ["info", 3, undefined],
    ]);
  });

  it("gives up after its attempts with an error line, and never throws", async () => {
    const { client, calls, logs, sleeps } = setup([new Error("ECONNREFUSED")], { attempts: 4 });
    const outcome = await client.purge({ paths: ["/blog"] }, "content sync");

    expect(outcome).toEqual({ banned: 0, failed: 1 });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(logs.at(-1)).toEqual(
      expect.objectContaining({
        level: "error",
        message: "cache purge failed; the cache keeps these pages until their TTL",
        attempts: 4,
        error: "ECONNREFUSED",
      }),
    );
  });

  it("gives every call a 5 s timeout by default", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const { client } = setup([200]);
    await client.purge({ paths: ["/blog"] }, "content sync");
    expect(timeout).toHaveBeenCalledWith(5000);
  });

  it("abandons a call that does not answer in time and retries it", async () => {
    const logs: Array<Record<string, unknown>> = [];
    let calls = 0;
    const hanging = (async (_input: string | URL | Request, init?: RequestInit) => {
      calls++;
      if (calls > 1) return new Response("Banned");
      // Never answers: only the timeout's abort ends it.
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    }) as typeof fetch;
    const client = createPurgeClient({
      url: "http://cache.internal/",
      siteUrl: "https://example.com",
      timeoutMs: 50,
      fetch: hanging,
      sleep: async () => {},
      log: (fields) => logs.push(fields),
    });
    const outcome = await client.purge({ paths: ["/blog"] }, "content sync");
    expect(outcome).toEqual({ banned: 1, failed: 0 });
    expect(logs[0]).toEqual(expect.objectContaining({ level: "warn", attempt: 1 }));
    expect(String(logs[0]!.error)).toMatch(/timeout|aborted/i);
  });

  it("sends one PURGE per pattern when the list is long, each retried on its own", async () => {
    const { client, calls } = setup([200]);
    const paths = Array.from({ length: 300 }, (_, index) => `/blog/a-rather-long-slug-${index}`);
    const outcome = await client.purge({ paths }, "content sync");
    expect(outcome.failed).toBe(0);
    expect(outcome.banned).toBeGreaterThan(1);
    expect(calls).toHaveLength(outcome.banned);
  });
});
