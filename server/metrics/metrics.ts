import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import type { RunQuery } from "#server/db/raw-query";
import { bearerTokenIs } from "#server/http/guards/bearer-token";
import type { DeliveryMetric } from "#server/inquiries/outbox";
import type { PagesStatus } from "#server/http/readiness";

/** /metrics: this instance's counters; the outbox gauges are read from the shared database. */
export type PageAnswer = "sealed" | "cached" | "rendered";

export interface SiteMetrics {
  readonly registry: Registry;
  watchPages(status: () => PagesStatus): void;
  pageAnswered(answer: PageAnswer): void;
  rateLimited(area: string): void;
  delivery(event: DeliveryMetric): void;
}

export function createMetrics(options: { run: RunQuery; processMetrics?: boolean }): SiteMetrics {
  const registry = new Registry();
  let pages: (() => PagesStatus) | undefined;
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });

  const pageAnswers = new Counter({
    name: "site_page_answers_total",
    help: "Pages answered: sealed (prerendered bytes), cached (data-page cache) or rendered per request",
    labelNames: ["answer"] as const,
    registers: [registry],
  });
  for (const answer of ["sealed", "cached", "rendered"] as const) pageAnswers.inc({ answer }, 0);

  const rateLimited = new Counter({
    name: "site_rate_limited_total",
    help: "Requests answered 429 Too Many Requests, by area (api, page, studio, admin)",
    labelNames: ["area"] as const,
    registers: [registry],
  });

  const deliverySeconds = new Histogram({
    name: "site_inquiry_delivery_seconds",
    help: "Duration of each call to the inquiry provider (INQUIRY_URL), by outcome",
    labelNames: ["outcome"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const deliveryDelay = new Histogram({
    name: "site_inquiry_delivery_delay_seconds",
    help: "Time from storing an inquiry to the provider accepting it (retries included)",
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 1800, 3600, 21600],
    registers: [registry],
  });

  new Gauge({
    name: "site_outbox_inquiries",
    help: "Inquiries waiting in the outbox (pending) or given up (failed), per channel: provider (INQUIRY_URL) or email (the sales team's e-mail); shared by every instance on the database",
    labelNames: ["channel", "state"] as const,
    registers: [registry],
    async collect() {
      const counts = await options.run(
        `select 'provider' as channel, status, count(*)::int as n from contact_inquiries where status in ('pending', 'failed') group by status
         union all
         select 'email' as channel, status, count(*)::int as n from inquiry_notifications where status in ('pending', 'failed') group by status`,
      );
      this.reset();
      for (const channel of ["provider", "email"]) {
        for (const state of ["pending", "failed"]) {
          const row = counts.find((r) => r.channel === channel && r.status === state);
          this.set({ channel, state }, Number(row?.n ?? 0));
        }
      }
    },
  });

  new Gauge({
    name: "site_prerendered_files",
    help: "Prerendered files served as sealed static bytes (sealed) out of all the build prerendered (total); below total during a start-up re-seal",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const status = pages?.();
      this.set({ state: "sealed" }, status?.sealed ?? 0);
      this.set({ state: "total" }, status?.total ?? 0);
    },
  });

  return {
    registry,
    watchPages: (status) => {
      pages = status;
    },
    pageAnswered: (answer) => pageAnswers.inc({ answer }),
    rateLimited: (area) => rateLimited.inc({ area }),
    delivery: (event) => {
      deliverySeconds.observe({ outcome: event.outcome }, event.sendMs / 1000);
      if (event.outcome === "delivered" && event.ageMs !== undefined) {
        deliveryDelay.observe(event.ageMs / 1000);
      }
    },
  };
}

/** Bounded labels: never the path itself. */
function areaOf(path: string): string {
  if (path.startsWith("/api/") || path === "/api") return "api";
  if (path.startsWith("/studio")) return "studio";
  if (path.startsWith("/admin")) return "admin";
  return "page";
}

export function countAnswers(metrics: SiteMetrics): RequestHandler {
  return (req, res, next) => {
    onHeaders(res, () => {
      if (res.statusCode === 429) metrics.rateLimited(areaOf(req.path));
      if (String(res.getHeader("Content-Type") ?? "").startsWith("text/html")) {
        metrics.pageAnswered((res.locals.pageAnswer as PageAnswer | undefined) ?? "rendered");
      }
    });
    next();
  };
}

export function metricsHandler(metrics: SiteMetrics, token: string): RequestHandler {
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!bearerTokenIs(req, token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain");
      res.send("Unauthorized\n");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
