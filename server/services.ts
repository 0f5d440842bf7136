import type { DeskService, InquiryService } from "../app/context";
import type { PlatformClient } from "../app/lib/platform";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createBundledServiceFetch } from "./bundled-service-fetch";
import type { ContentCaches } from "./cache-purge/content-caches";
import { withReadCache } from "./cached-platform";
import { createInquiryMailer } from "./inquiries/mailer";
import { queueNotification } from "./inquiries/notifications";
import { rawQuery } from "./db/raw-query";
import { createDeskService } from "./desk/service";
import { createInquiryService } from "./inquiries/service";
import { logLine } from "./logging";
import { createOutbox, type Outbox } from "./outbox";
import { createHttpPlatformClient } from "./platform/http-client";
import { createReadCache } from "./read-cache";

/**
 * The long-lived services of one server process, created once at start and shared by every
 * request's context (server/context.ts). One platform client for the whole process, so that a
 * read cache in front of it sees every request.
 */
export interface SiteServices {
  platform: PlatformClient;
  inquiries: InquiryService;
  /** The sales team's inquiries desk (off without admin credentials). */
  desk: DeskService;
  /** The delivery worker; server/index.ts starts it and stops it on shutdown. */
  outbox: Outbox;
  /** Closes what the services hold open (the bundled services' private socket). */
  close(): Promise<void>;
}

export function createServices(
  config: Config,
  db: Database,
  /** Cleared together when the content changes (server/cache-purge/). */
  contentCaches?: ContentCaches,
): SiteServices {
  // The bundled services answer the server's own calls outside the visitors' rate limit.
  const bundled = createBundledServiceFetch({ db, config });
  const http = createHttpPlatformClient(config, bundled.fetch);
  // The content reads are cached for every request of this process (server/read-cache.ts).
  const platform =
    config.DATA_CACHE_TTL_SECONDS > 0
      ? withReadCache(
          http,
          createReadCache({
            ttlMs: config.DATA_CACHE_TTL_SECONDS * 1000,
            failureTtlMs: config.DATA_CACHE_FAILURE_TTL_SECONDS * 1000,
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
  const mailer = config.inquiryMail
    ? createInquiryMailer({
        ...config.inquiryMail,
        siteUrl: config.siteUrl,
        timeoutMs: config.OUTBOUND_TIMEOUT_MS,
      })
    : undefined;
  // Delivers stored inquiries to INQUIRY_URL (and their e-mails), now and after failures.
  const outbox = createOutbox({
    db,
    send: (payload, delivery) => http.sendInquiry(payload, { idempotencyKey: delivery?.id }),
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
    maxAttempts: config.INQUIRY_MAX_ATTEMPTS,
    leaseMs: Math.max(config.OUTBOX_LEASE_MS, config.OUTBOUND_TIMEOUT_MS * 4),
    log: (fields) => logLine(fields),
    ...(mailer ? { notify: mailer.send } : {}),
  });
  return {
    platform,
    inquiries: createInquiryService(db, outbox, mailer ? { queueNotification } : {}),
    desk: createDeskService({ config, run: rawQuery(db), outbox, db }),
    outbox,
    close: async () => {
      mailer?.close();
      await bundled.close();
    },
  };
}
