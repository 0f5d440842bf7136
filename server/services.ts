import type { DeskService, InquiryService } from "#app/context";
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

/**
 * The long-lived services of one server process, created once at start and shared by every
 * request's context (server/context.ts). One platform client for the whole process, so that a
 * read cache in front of it sees every request.
 */
export interface SiteServices {
  platform: PlatformClient;
  inquiries: InquiryService;
  /** The sales team's inquiries desk (off without desk credentials). */
  desk: DeskService;
  /** The delivery worker; server/index.ts starts it and stops it on shutdown. */
  outbox: Outbox;
  /** Closes what the services hold open (the bundled services' private socket). */
  close(): Promise<void>;
}

export function createServices(
  config: Config,
  db: Database,
  tuning: Tuning = defaultTuning,
  /** Cleared together when the content changes (server/cache-purge/). */
  contentCaches?: ContentCaches,
  metrics?: SiteMetrics,
): SiteServices {
  // The bundled services answer the server's own calls outside the visitors' rate limit.
  const bundled = createBundledServiceFetch({ db, config });
  const http = createHttpPlatformClient(config, bundled.fetch);
  // The content reads are cached for every request of this process (server/platform/read-cache.ts).
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
  // The e-mail to the sales team, when SMTP_URL and INQUIRY_NOTIFY_TO are set.
  const mailer = config.mail
    ? createInquiryMailer({
        ...config.mail,
        siteUrl: config.http.siteUrl,
        timeoutMs: config.services.timeoutMs,
      })
    : undefined;
  // Delivers stored inquiries to INQUIRY_URL (and their e-mails), now and after failures.
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
