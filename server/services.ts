import type { InquiryService } from "#app/context";
import type { DeskService } from "#app/features/desk/desk-service";
import type { PlatformClient } from "#app/shared/platform/platform";
import type { Config } from "./config";
import { defaultTuning, type Tuning } from "./tuning";
import type { Database } from "./db/client";
import { createBundledServiceFetch } from "./platform/bundled-service-fetch";
import type { ContentCaches } from "./cache-purge/content-caches";
import { withReadCache } from "./platform/cached-platform";
import { createInquiryMailer } from "./inquiries/mailer";
import { queueNotification } from "./inquiries/notifications";
import { createDeskService } from "./desk/service";
import { createInquiryService } from "./inquiries/service";
import { logLine } from "./process/logging";
import { createOutbox, type Outbox } from "./inquiries/outbox";
import { createHttpPlatformClient } from "./platform/http-client";
import { createReadCache } from "./platform/read-cache";
import type { SiteMetrics } from "./metrics/metrics";

/** One platform client per process, so the read cache in front of it sees every request. */
export interface SiteServices {
  platform: PlatformClient;
  inquiries: InquiryService;
  desk: DeskService;
  outbox: Outbox;
  close(): Promise<void>;
}

export function createServices(
  config: Config,
  db: Database,
  tuning: Tuning = defaultTuning,
  contentCaches?: ContentCaches,
  metrics?: SiteMetrics,
): SiteServices {
  const bundled = createBundledServiceFetch({ db, config });
  const http = createHttpPlatformClient(config, bundled.fetch);
  const platform =
    config.cache.dataTtlSeconds > 0
      ? withReadCache(
          http,
          createReadCache({
            ttlMs: config.cache.dataTtlSeconds * 1000,
            failureTtlMs: tuning.dataFailureTtlMs,
            group: contentCaches,
            onBackgroundError: (key, error) =>
              logLine({
                level: "warn",
                message: "refreshing cached platform content failed",
                key,
                error: error instanceof Error ? error.message : String(error),
              }),
          }),
        )
      : http;
  const mailer = config.mail
    ? createInquiryMailer({
        ...config.mail,
        siteUrl: config.http.siteUrl,
        timeoutMs: config.services.timeoutMs,
      })
    : undefined;
  const outbox = createOutbox({
    db,
    send: (payload, delivery) => http.sendInquiry(payload, { idempotencyKey: delivery?.id }),
    retryBaseMs: tuning.outboxRetryBaseMs,
    retryMaxMs: config.outbox.retryMaxMs,
    maxAttempts: config.outbox.maxAttempts,
    leaseMs: Math.max(tuning.outboxLeaseMs, config.services.timeoutMs * 4),
    log: (fields) => logLine(fields),
    ...(mailer ? { notify: mailer.send } : {}),
    ...(metrics ? { onDelivery: metrics.delivery } : {}),
  });
  return {
    platform,
    inquiries: createInquiryService(db, outbox, mailer ? { queueNotification } : {}),
    desk: createDeskService({
      config,
      db,
      outbox,
      log: (fields) => logLine(fields),
      signInDelayBaseMs: tuning.deskSignInDelayBaseMs,
    }),
    outbox,
    close: async () => {
      mailer?.close();
      await bundled.close();
    },
  };
}
