import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";

import type { PurgeTarget } from "./content-change";

/**
 * A sync's NOTIFY is delivered only when its transaction commits; every instance LISTENs on a
 * connection of its own. PGlite is one process: nothing listens there.
 */
export const CONTENT_CHANNEL = "site_content_changed";

/** NOTIFY payloads stop at 8000 bytes; a larger change is "everything". */
const MAX_PAYLOAD = 7000;

const payloadSchema = z.union([
  z.object({ paths: z.array(z.string()) }),
  z.object({ everything: z.literal(true) }),
]);

export function encodeTarget(target: PurgeTarget): string {
  const payload = JSON.stringify(target);
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ everything: true });
}

export function decodeTarget(payload: string | undefined): PurgeTarget {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload ?? ""));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON
  }
  return { everything: true };
}

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

export async function announceChange(tx: Executor, target: PurgeTarget): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${encodeTarget(target)})`);
}

export interface ChangeListenerOptions {
  databaseUrl: string;
  onChange: (target: PurgeTarget) => void;
  log: (fields: Record<string, unknown>) => void;
  reconnectMs?: number;
  createClient?: () => pg.Client;
}

export interface ChangeListener {
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** A notification sent while not listening is lost, so a reconnect reports "everything changed". */
export function listenForChanges(options: ChangeListenerOptions): ChangeListener {
  const baseDelay = options.reconnectMs ?? 1000;
  const createClient =
    options.createClient ??
    (() =>
      new pg.Client({
        connectionString: options.databaseUrl,
        keepAlive: true,
        connectionTimeoutMillis: 5000,
      }));
  let client: pg.Client | undefined;
  let stopped = false;
  let missedPossible = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    missedPossible = true;
    const delay = Math.min(baseDelay * 2 ** failures, 30_000);
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  async function connect(): Promise<void> {
    const next = createClient();
    client = next;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || stopped) return;
      lost = true;
      options.log({
        level: "warn",
        message: "content change listener lost its database connection; reconnecting",
        ...(error ? { error: error.message } : {}),
      });
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL) options.onChange(decodeTarget(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    failures = 0;
    if (missedPossible) {
      missedPossible = false;
      options.log({
        level: "info",
        message: "content change listener reconnected; clearing everything it may have missed",
      });
      options.onChange({ everything: true });
    }
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
