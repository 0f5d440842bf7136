import type { Database } from "#server/db/client";
import { deliverClaimed, inquiryQueue, type InquiryRow, type SendInquiry } from "./store";
import type { InquiryOutbox } from "./service";
import { PlatformError } from "#app/shared/platform/platform";
import { giveUpAfter } from "./delivery-failure";
import { recordDeliveryEvent, type DeliveryEvent } from "./delivery-history";
import { createProviderThrottle, releaseUntil } from "./outbox-throttle";
import {
  claimDueNotifications,
  claimNotification,
  type ClaimedNotification,
  deliverNotification,
  nextNotificationDueAt,
  type SendNotification,
} from "./notifications";

/** What /metrics counts of each delivery (server/metrics/metrics.ts). */
export interface DeliveryMetric {
  outcome: "delivered" | "retry" | "failed" | "throttled";
  sendMs: number;
  ageMs?: number;
}

/** Delivers stored inquiries to INQUIRY_URL (docs/decisions/0001-outbox.md). */
export interface OutboxOptions {
  db: Database;
  send: SendInquiry;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts?: number;
  /** Must exceed the send timeout by a wide margin. */
  leaseMs: number;
  /** So rows of a crashed instance are picked up in time. */
  maxIdleMs?: number;
  batchSize?: number;
  concurrency?: number;
  log?: (fields: Record<string, unknown>) => void;
  /** Never paused by the inquiry provider's state. */
  notify?: SendNotification;
  onDelivery?: (event: DeliveryMetric) => void;
}

export interface Outbox extends InquiryOutbox {
  start(): void;
  stop(): Promise<void>;
}

const MIN_SLEEP_MS = 20;
const DEFAULT_MAX_ATTEMPTS = 8;

/** SMTP 5xx is permanent (bad recipient, refused sender); the rest is retried. */
const isPermanentSmtpError = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

export function createOutbox(options: OutboxOptions): Outbox {
  const {
    db,
    send,
    leaseMs,
    maxIdleMs = 30_000,
    batchSize = 20,
    concurrency = 5,
    log = () => {},
  } = options;
  const retry = {
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
    giveUp: giveUpAfter(options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
  };

  const giveUpNotification = (error: unknown, attempts: number) =>
    isPermanentSmtpError(error) || attempts >= (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeAt = Infinity;
  let ticking: Promise<void> | undefined;
  let tickRequested = false;
  const inFlight = new Set<Promise<unknown>>();
  const throttle = createProviderThrottle({ baseMs: retry.retryBaseMs, maxMs: retry.retryMaxMs });

  const history = (event: Omit<DeliveryEvent, "id">) =>
    recordDeliveryEvent(db, event, (error) =>
      logFailure("recording an inquiry's delivery history failed", error, event.inquiryId),
    );

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  async function deliver(row: InquiryRow) {
    if (throttle.remainingMs() > 0) return releaseUntil(db, row.id, throttle.resumeAt());
    let throttled = false;
    let rateLimited = false;
    let sendMs = 0;
    const observed: typeof send = (payload, delivery) => {
      const started = performance.now();
      return send(payload, delivery)
        .catch((error: unknown) => {
          throttled = throttle.observe(error);
          rateLimited = throttled && error instanceof PlatformError && error.status === 429;
          throw error;
        })
        .finally(() => (sendMs = performance.now() - started));
    };
    const outcome = await deliverClaimed(db, observed, row, retry);
    const result = outcome.done
      ? "delivered"
      : outcome.failed
        ? "failed"
        : throttled
          ? "paused"
          : "retry";
    await history({
      inquiryId: row.id,
      channel: "provider",
      attempt: row.attempts,
      outcome: result,
      error: outcome.done ? null : outcome.error,
    });
    options.onDelivery?.({
      outcome: result === "paused" ? "throttled" : result,
      sendMs,
      ageMs: outcome.done ? Date.now() - row.createdAt.getTime() : undefined,
    });
    if (!outcome.done && !outcome.failed && throttled) {
      // A 429 is flow control and uses no attempt; a 503 counts, so a provider that stays down ends it.
      await releaseUntil(db, row.id, throttle.resumeAt(), { refundAttempt: rateLimited });
      log({
        level: "warn",
        message: "inquiry provider asked to wait; outbox paused",
        inquiry: row.id,
        pauseMs: throttle.remainingMs(),
        error: outcome.error,
      });
      wake(throttle.remainingMs());
      return;
    }
    if (outcome.done) {
      throttle.succeeded();
      log({ level: "info", message: "inquiry delivered", inquiry: row.id, attempts: row.attempts });
    } else if (outcome.failed) {
      // A lead that will not arrive is an error, not a warning nobody reads.
      log({
        level: "error",
        message:
          "inquiry delivery failed; giving up until it is retried (npm run desk -- retry <id>)",
        inquiry: row.id,
        attempts: outcome.attempts,
        error: outcome.error,
      });
    } else {
      log({
        level: "warn",
        message: "inquiry delivery failed; will retry",
        inquiry: row.id,
        attempts: outcome.attempts,
        retryInMs: outcome.retryInMs,
        error: outcome.error,
      });
      wake(outcome.retryInMs);
    }
  }

  async function notify(claimed: ClaimedNotification) {
    if (!options.notify) return;
    const outcome = await deliverNotification(db, options.notify, claimed, {
      ...retry,
      giveUp: giveUpNotification,
    });
    await history({
      inquiryId: claimed.inquiryId,
      channel: "email",
      attempt: claimed.attempts,
      outcome: outcome.done ? "sent" : outcome.failed ? "failed" : "retry",
      error: outcome.done ? null : outcome.error,
    });
    if (outcome.done) {
      log({ level: "info", message: "inquiry e-mail sent", inquiry: claimed.inquiryId });
    } else if (outcome.failed) {
      log({
        level: "error",
        message: "inquiry e-mail failed; giving up",
        inquiry: claimed.inquiryId,
        attempts: claimed.attempts,
        error: outcome.error,
      });
    } else {
      log({
        level: "warn",
        message: "inquiry e-mail failed; will retry",
        inquiry: claimed.inquiryId,
        attempts: claimed.attempts,
        retryInMs: outcome.retryInMs,
        error: outcome.error,
      });
      wake(outcome.retryInMs);
    }
  }

  function logFailure(message: string, error: unknown, inquiry?: string) {
    log({
      level: "error",
      message,
      ...(inquiry ? { inquiry } : {}),
      error: error instanceof Error ? error.message : String(error),
    });
  }

  function wake(delayMs: number) {
    if (!running) return;
    const at = Date.now() + Math.max(MIN_SLEEP_MS, delayMs);
    if (timer && at >= wakeAt) return;
    clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      wakeAt = Infinity;
      tick();
    }, at - Date.now());
    timer.unref();
  }

  function tick() {
    if (!running) return;
    if (ticking) {
      tickRequested = true;
      return;
    }
    ticking = track(runTick()).finally(() => {
      ticking = undefined;
      if (tickRequested) {
        tickRequested = false;
        tick();
      }
    });
  }

  async function runTick() {
    try {
      while (running && throttle.remainingMs() === 0) {
        const rows = await inquiryQueue.claimDue(db, new Date(), leaseMs, batchSize);
        await mapWithConcurrency(rows, concurrency, (row) =>
          deliver(row).catch((error: unknown) =>
            logFailure("inquiry delivery crashed", error, row.id),
          ),
        );
        if (rows.length < batchSize) break;
      }
      while (running && options.notify) {
        const claimed = await claimDueNotifications(db, new Date(), leaseMs, batchSize);
        await mapWithConcurrency(claimed, concurrency, (row) =>
          notify(row).catch((error: unknown) =>
            logFailure("inquiry e-mail crashed", error, row.inquiryId),
          ),
        );
        if (claimed.length < batchSize) break;
      }
      if (!running) return;
      const next = await inquiryQueue.nextDueAt(db);
      const untilDue = next ? Math.min(next.getTime() - Date.now(), maxIdleMs) : maxIdleMs;
      const nextMail = options.notify ? await nextNotificationDueAt(db) : null;
      const untilMail = nextMail ? nextMail.getTime() - Date.now() : maxIdleMs;
      wake(Math.min(Math.max(untilDue, throttle.remainingMs()), untilMail));
    } catch (error) {
      logFailure("inquiry outbox tick failed", error);
      wake(Math.min(maxIdleMs, 1000));
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    deliverNow(id) {
      if (running && options.notify) {
        track(
          (async () => {
            const claimed = await claimNotification(db, id, new Date(), leaseMs);
            if (claimed) await notify(claimed);
          })().catch((error: unknown) => {
            logFailure("immediate inquiry e-mail crashed", error, id);
            wake(retry.retryBaseMs);
          }),
        );
      }
      if (!running || throttle.remainingMs() > 0) return;
      track(
        (async () => {
          const row = await inquiryQueue.claim(db, id, new Date(), leaseMs);
          if (row) await deliver(row);
        })().catch((error: unknown) => {
          logFailure("immediate inquiry delivery crashed", error, id);
          wake(retry.retryBaseMs);
        }),
      );
    },
  };
}

async function mapWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
