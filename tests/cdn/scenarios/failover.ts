import { expect } from "vitest";

import { validContact } from "#tests/e2e/support/contact";
import { inParallel, request } from "#tests/cdn/support/http";
import { DATA_TTL_SECONDS, type Stack } from "#tests/cdn/support/stack";
import type { Summary } from "#tests/cdn/support/summary";
import { isHit, sleep, type Through } from "#tests/cdn/support/through";

/**
 * Instances die (SIGKILL, no draining) while visitors keep asking. With one left, nobody sees
 * an error: Varnish retries a failed fetch on the other instance until the probes take the
 * dead one out. With none left, cached pages are still served (grace) and a form gets the
 * VCL's 503 page.
 */

/** Requests from `workers` clients in a loop until stopped; counts answers and errors. */
function load(site: Through, paths: () => string, workers = 4) {
  let running = true;
  const counts = {
    requests: 0,
    errors: 0,
    statuses: new Map<number, number>(),
    /** What went wrong, for the assertion's message. */
    failures: [] as string[],
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      counts.requests++;
      const path = paths();
      try {
        const answer = await site.get(path);
        counts.statuses.set(answer.status, (counts.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) {
          counts.errors++;
          counts.failures.push(`${path}: ${answer.status} ${answer.cache}`);
        }
      } catch (error) {
        counts.errors++;
        counts.failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  });
  return {
    counts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}

export async function oneInstanceDown(
  stack: Stack,
  site: Through,
  pages: string[],
  summary: Summary,
) {
  let turn = 0;
  // Cached pages, and pages rendered per request (a query the renderer reads), in turn.
  const running = load(site, () =>
    turn++ % 2 ? pages[turn % pages.length]! : `/roi-calculator?employees=${turn}`,
  );
  await sleep(500);
  await stack.a.stop("SIGKILL");
  const detectedMs = await stack.varnish.waitForHealth({ site_1: false, site_2: true });
  await sleep(1000);
  const counts = await running.stop();
  summary.failover = {
    oneDown: { requests: counts.requests, errors: counts.errors, detectedMs },
    bothDown: {
      detectedMs: 0,
      cachedPages: 0,
      oldestSeconds: 0,
      served: 0,
      formStatus: 0,
      duringDetection: { requests: 0, errors: 0 },
    },
  };
  expect(counts.errors, counts.failures.slice(0, 10).join("\n")).toBe(0);
}

/**
 * `untouched` is a data page nobody asked for since `untouchedSince`: once it is older than
 * its TTL and stale-while-revalidate together, only the grace for dead instances serves it.
 */
export async function bothInstancesDown(
  stack: Stack,
  site: Through,
  pages: string[],
  untouched: { path: string; since: number },
  summary: Summary,
) {
  const beyondSwrMs = (2 * DATA_TTL_SECONDS + 1) * 1000;
  await sleep(untouched.since + beyondSwrMs - Date.now());
  let turn = 0;
  const running = load(site, () => pages[turn++ % pages.length]!);
  await sleep(300);
  await stack.b.stop("SIGKILL");
  // Before the probes notice: the instances look healthy, the fetch fails, the old copy serves.
  const beforeDetection = await site.get(untouched.path);
  const detectedMs = await stack.varnish.waitForHealth({ site_1: false, site_2: false });
  const during = await running.stop();
  const afterDetection = await site.get(untouched.path);

  const answers = await inParallel(pages, 6, (path) => site.get(path));
  const served = answers.filter((answer) => answer.status === 200 && isHit(answer)).length;
  const oldest = Math.max(beforeDetection.age, afterDetection.age);
  const forms = [
    await site.post("/contact", validContact("While the site is down")),
    await site.post("/contact", validContact("While the site is down")),
  ];
  // The page's sentence comes from a header of the VCL's own; a visitor's copy is dropped.
  const forged = await request(`${stack.varnish.url}/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-cache-unavailable": "<script>alert(1)</script>",
    },
    body: new URLSearchParams(validContact("Forged")).toString(),
  });
  expect(forged.status).toBe(503);
  expect(forged.text()).not.toContain("<script>");
  const uncached = await site.get("/roi-calculator?employees=77", { encoding: "identity" });
  const contactPage = await site.get("/contact");

  summary.failover!.bothDown = {
    detectedMs,
    cachedPages: pages.length,
    served,
    oldestSeconds: oldest,
    formStatus: forms[0]!.status,
    duringDetection: { requests: during.requests, errors: during.errors },
  };
  expect(during.errors, during.failures.slice(0, 10).join("\n")).toBe(0);
  expect(served).toBe(pages.length);
  for (const answer of [beforeDetection, afterDetection]) {
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("HIT-STALE");
    expect(answer.age).toBeGreaterThan(2 * DATA_TTL_SECONDS);
  }
  for (const form of forms) {
    expect(form.status).toBe(503);
    expect(form.cache).toBe("SYNTH");
    expect(form.headers["cache-control"]).toBe("no-store");
    expect(form.headers["content-type"]).toMatch(/^text\/html/);
    expect(form.text()).toContain("Error: Something went wrong. Please try again.");
    expect(form.text()).toContain("nothing was sent");
  }
  expect(uncached.status).toBe(503);
  expect(uncached.headers["cache-control"]).toBe("no-store");
  expect(uncached.text()).toContain("The site is temporarily unavailable.");
  // The form's 503 did not replace the cached page.
  expect(contactPage.status).toBe(200);
  expect(isHit(contactPage)).toBe(true);
}
