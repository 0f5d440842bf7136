/**
 * The figures the CDN test prints at its end (docs/OPERATING.md, "Deploy behind a CDN", quotes them):
 * the second crawl's hit ratio, each never-stored check, the purge latency, failover.
 */
export interface Summary {
  startup: Record<string, number>;
  crawl?: { pages: number; hits: number; staleHits: number; misses: string[] };
  encodings?: { pages: number; checked: number };
  neverStored: Array<{ check: string; ok: boolean; detail: string }>;
  purge?: {
    visibleMs: number;
    bans: Array<{ afterMs: number; status: number }>;
    staleAfterSettle: string[];
  };
  ttlOnly?: { visibleMs: number; ttlSeconds: number };
  failover?: {
    oneDown: { requests: number; errors: number; detectedMs: number };
    bothDown: {
      detectedMs: number;
      cachedPages: number;
      served: number;
      /** The Age of a data page served past its TTL and stale-while-revalidate. */
      oldestSeconds: number;
      formStatus: number;
      duringDetection: { requests: number; errors: number };
    };
  };
  totalMs?: number;
}

export function createSummary(): Summary {
  return { startup: {}, neverStored: [] };
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

export function formatSummary(summary: Summary): string {
  const lines = ["", "=== CDN test (Varnish in front of two instances) ==="];
  lines.push(
    `start: ${Object.entries(summary.startup)
      .map(([name, value]) => `${name} ${ms(value)}`)
      .join(", ")}`,
  );
  if (summary.crawl) {
    const { pages, hits, staleHits, misses } = summary.crawl;
    lines.push(
      `second crawl of the sitemap: ${hits + staleHits}/${pages} served from the cache ` +
        `(${((100 * (hits + staleHits)) / pages).toFixed(1)} %; ${staleHits} of them stale while revalidating)` +
        (misses.length ? `; not hits: ${misses.join(", ")}` : ""),
    );
  }
  if (summary.encodings) {
    lines.push(
      `encodings: ${summary.encodings.checked} answers over ${summary.encodings.pages} pages in br, gzip and identity: the encoding asked for, Vary: Accept-Encoding, same page text`,
    );
  }
  lines.push("never stored:");
  for (const check of summary.neverStored) {
    lines.push(`  ${check.ok ? "ok  " : "FAIL"} ${check.check}: ${check.detail}`);
  }
  if (summary.purge) {
    const bans = summary.purge.bans.map((ban) => `+${ban.afterMs} ms (${ban.status})`).join(", ");
    lines.push(
      `purge: edited post visible through the cache ${summary.purge.visibleMs} ms after the sync committed; bans arrived ${bans}; ` +
        `stale after 1.5 s: ${summary.purge.staleAfterSettle.length ? summary.purge.staleAfterSettle.join(", ") : "none"}`,
    );
  }
  if (summary.ttlOnly) {
    lines.push(
      `without purges: visible after ${ms(summary.ttlOnly.visibleMs)} (TTL ${summary.ttlOnly.ttlSeconds} s)`,
    );
  }
  if (summary.failover) {
    const { oneDown, bothDown } = summary.failover;
    lines.push(
      `one instance killed: ${oneDown.errors} errors in ${oneDown.requests} requests; probes marked it sick after ${ms(oneDown.detectedMs)}`,
    );
    lines.push(
      `both killed: ${bothDown.duringDetection.errors} errors in ${bothDown.duringDetection.requests} requests for cached pages before the probes noticed (${ms(bothDown.detectedMs)}); ` +
        `then ${bothDown.served}/${bothDown.cachedPages} cached pages served (grace: a data page ${bothDown.oldestSeconds} s old, past its TTL and stale-while-revalidate); a form post answered ${bothDown.formStatus}`,
    );
  }
  if (summary.totalMs !== undefined) lines.push(`total: ${ms(summary.totalMs)}`);
  return lines.join("\n");
}
