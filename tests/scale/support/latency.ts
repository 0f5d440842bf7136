import os from "node:os";

import { expect } from "vitest";

/** Requests one after the other, as a person clicking through pages (or a probe) would. */
export interface Loads {
  statuses: number[];
  latencies: number[];
}

export async function keepLoading(
  origin: string,
  until: number,
  next: () => { path: string; headers?: Record<string, string> },
  pauseMs = 0,
): Promise<Loads> {
  const loads: Loads = { statuses: [], latencies: [] };
  while (Date.now() < until) {
    if (pauseMs > 0 && loads.statuses.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    const { path, headers } = next();
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    loads.latencies.push(performance.now() - started);
    loads.statuses.push(response.status);
  }
  return loads;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};

export interface Figures {
  count: number;
  ok: number;
  p50: number;
  p99: number;
  max: number;
}

export const figuresOf = (loads: Loads, okStatus = 200): Figures => ({
  count: loads.statuses.length,
  ok: loads.statuses.filter((status) => status === okStatus).length,
  p50: percentile(loads.latencies, 50),
  p99: percentile(loads.latencies, 99),
  max: Math.round(Math.max(...loads.latencies)),
});

export const describeFigures = (figures: Figures) =>
  `${figures.ok}/${figures.count} ok, p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms`;

/** The machine's one-minute load average, printed beside every figure (the machine is shared). */
export const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/** Signs in at the desk as `email`; the signed-in cookie. */
export async function deskSignIn(
  origin: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const form = await fetch(`${origin}/admin/sign-in`, { headers });
  const cookie = (form.headers.get("set-cookie") ?? "").split(";")[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
  const signedIn = await fetch(`${origin}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...credentials, csrf }).toString(),
  });
  expect(signedIn.status, "sign-in").toBe(302);
  return (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
}
