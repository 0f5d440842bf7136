import { banPatterns, purgeUrls, type PurgeTarget } from "./content-change";

/**
 * Bans a content change's URLs at CACHE_PURGE_URL: PURGE with `X-Ban-Url` (a regex) and the URLs
 * as JSON for CDNs that purge by URL (docs/decisions/0005-cache-purge.md). Never throws: the content
 * is stored already, and a missed ban only leaves pages until their TTL.
 */
export interface PurgeClientOptions {
  url: string;
  siteUrl: string;
  timeoutMs?: number;
  attempts?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log: (fields: Record<string, unknown>) => void;
}

export interface PurgeOutcome {
  banned: number;
  failed: number;
}

export interface PurgeClient {
  purge(target: PurgeTarget, reason: string): Promise<PurgeOutcome>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPurgeClient(options: PurgeClientOptions): PurgeClient {
  const timeoutMs = options.timeoutMs ?? 5000;
  const attempts = Math.max(1, options.attempts ?? 4);
  const backoffMs = options.backoffMs ?? 500;
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const { log } = options;

  async function banOnce(pattern: string, body: string): Promise<void> {
    const response = await send(options.url, {
      method: "PURGE",
      headers: { "X-Ban-Url": pattern, "Content-Type": "application/json" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      throw new Error(`HTTP ${response.status}${text ? `: ${text.trim().slice(0, 200)}` : ""}`);
    }
  }

  async function ban(pattern: string, body: string, reason: string): Promise<boolean> {
    const startedAt = Date.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await banOnce(pattern, body);
        log({
          level: "info",
          message: "cache purge sent",
          reason,
          pattern,
          attempt,
          durationMs: Date.now() - startedAt,
        });
        return true;
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        if (attempt >= attempts) {
          log({
            level: "error",
            message: "cache purge failed; the cache keeps these pages until their TTL",
            reason,
            pattern,
            attempts: attempt,
            error: detail,
          });
          return false;
        }
        const delayMs = backoffMs * 2 ** (attempt - 1);
        log({
          level: "warn",
          message: "cache purge failed; retrying",
          reason,
          pattern,
          attempt,
          retryInMs: delayMs,
          error: detail,
        });
        await sleep(delayMs);
      }
    }
  }

  return {
    async purge(target, reason) {
      const body = JSON.stringify(
        "everything" in target
          ? { everything: true }
          : { urls: purgeUrls(target, options.siteUrl) },
      );
      const results = await Promise.all(
        banPatterns(target).map((pattern) => ban(pattern, body, reason)),
      );
      const banned = results.filter(Boolean).length;
      return { banned, failed: results.length - banned };
    },
  };
}
