import { expect } from "vitest";

import type { ContentCopy } from "#tests/cdn/support/content-edit";
import { DATA_TTL_SECONDS, type Stack } from "#tests/cdn/support/stack";
import type { Summary } from "#tests/cdn/support/summary";
import { isHit, sleep, type Through } from "#tests/cdn/support/through";

/**
 * A post edited and synced (`npm run content:sync`'s code, another process than the
 * instances) shows through the cache within a second (the instances clear their caches, then
 * ban), and stays new: after the bans settle no URL of the post serves the old title in any
 * encoding. Without purges it shows within the TTL.
 */
const ENCODINGS = ["br", "gzip", "identity"] as const;

/** The URLs the edit changes and the title each must show (the sitemap has no titles). */
function affected(postPath: string) {
  return [
    { path: postPath, titled: true },
    { path: "/blog", titled: true },
    { path: "/blog/rss.xml", titled: true },
    { path: "/sitemap.xml", titled: false },
  ];
}

export async function editedPostShowsWithinASecond(
  stack: Stack,
  site: Through,
  content: ContentCopy,
  postPath: string,
  syncEnv: Record<string, string>,
  summary: Summary,
): Promise<string> {
  const urls = affected(postPath);
  // Every URL of the post is in the cache, in every encoding, before the edit.
  for (const { path } of urls) {
    for (const encoding of ENCODINGS) {
      await site.get(path, { encoding });
      expect(isHit(await site.get(path, { encoding })), `${path} ${encoding}`).toBe(true);
    }
  }

  const title = `Edited behind the cache ${Date.now()}`;
  content.retitle(postPath.split("/").pop()!, title);
  let visibleAt = 0;
  let polling = true;
  const poller = (async () => {
    while (polling && !visibleAt) {
      if ((await site.get(postPath)).text().includes(title)) visibleAt = Date.now();
      else await sleep(20);
    }
  })();
  const bansBefore = stack.relay.received.length;
  const { committedAt } = await content.sync(syncEnv);
  await Promise.race([poller, sleep(3000)]);
  polling = false;
  await poller;
  expect(visibleAt, "the edited post never showed through the cache").toBeGreaterThan(0);
  const visibleMs = visibleAt - committedAt;

  // The bans of the sync's process and of both instances; then nothing old may remain.
  await sleep(1500);
  const stale: string[] = [];
  for (const { path, titled } of urls) {
    for (const encoding of ENCODINGS) {
      const answer = await site.get(path, { encoding });
      const fresh = titled
        ? answer.text().includes(title)
        : answer.age * 1000 <= Date.now() - committedAt;
      if (answer.status !== 200 || !fresh) stale.push(`${path} (${encoding}, ${answer.cache})`);
    }
  }
  summary.purge = {
    visibleMs,
    bans: stack.relay.received
      .slice(bansBefore)
      .map((ban) => ({ afterMs: ban.at - committedAt, status: ban.status })),
    staleAfterSettle: stale,
  };
  expect(visibleMs).toBeLessThanOrEqual(1000);
  expect(summary.purge.bans.filter((ban) => ban.status === 200).length).toBeGreaterThanOrEqual(3);
  expect(stale).toEqual([]);
  return title;
}

export async function editedPostShowsWithinTheTtlWithoutPurges(
  stack: Stack,
  site: Through,
  content: ContentCopy,
  postPath: string,
  previousTitle: string,
  syncEnv: Record<string, string>,
  summary: Summary,
) {
  const title = `Edited without a purge ${Date.now()}`;
  content.retitle(postPath.split("/").pop()!, title);
  // The bans are sent as before, and dropped on their way: the cache expires the page itself.
  stack.relay.forwarding = false;
  try {
    const { committedAt } = await content.sync(syncEnv);
    // Still the old copy: nothing but the TTL can change it now.
    expect((await site.get(postPath)).text()).toContain(previousTitle);
    let visibleMs = 0;
    while (!visibleMs && Date.now() - committedAt < (DATA_TTL_SECONDS + 3) * 1000) {
      if ((await site.get(postPath)).text().includes(title)) visibleMs = Date.now() - committedAt;
      else await sleep(200);
    }
    summary.ttlOnly = { visibleMs, ttlSeconds: DATA_TTL_SECONDS };
    expect(visibleMs, "the edit never showed").toBeGreaterThan(0);
    // One TTL, plus the poll interval and the background refresh it triggers.
    expect(visibleMs).toBeLessThanOrEqual(DATA_TTL_SECONDS * 1000 + 1000);
  } finally {
    stack.relay.forwarding = true;
  }
}
