import os from "node:os";
import path from "node:path";

import { z } from "zod";

import type { AnalyticsConfig, PublicConfig } from "#app/context";
import { fromRoot } from "./paths";
import {
  type analyticsProviders,
  configVariables,
  type ConfigVariable,
  variables,
} from "./config-variables";

type Shape = { [Name in ConfigVariable]: (typeof variables)[Name]["schema"] };
const shape = Object.fromEntries(
  configVariables.map((name) => [name, variables[name].schema]),
) as Shape;

/** The environment, validated once at start: each variable is one entry of config-variables.ts. */
const envSchema = z
  .object(shape)
  .refine((env) => !env.ANALYTICS_PROVIDER || env.ANALYTICS_SITE_ID, {
    path: ["ANALYTICS_SITE_ID"],
    message: "is required when ANALYTICS_PROVIDER is set",
  })
  .refine((env) => !env.SMTP_URL === !env.INQUIRY_NOTIFY_TO, {
    path: ["INQUIRY_NOTIFY_TO"],
    message: "SMTP_URL and INQUIRY_NOTIFY_TO are set together (or neither)",
  });

type Env = z.infer<typeof envSchema>;

/** A blank value (`NAME=` in .env) means unset, for every variable: its default applies. */
function withoutBlanks(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

/** Grouped by concern, camelCase, defaults already derived from other values. */
export interface Config {
  nodeEnv: Env["NODE_ENV"];
  http: {
    port: number;
    host: string;
    siteUrl: string;
    /** The loopback origin: the default for the bundled platform. */
    internalOrigin: string;
    trustProxy: number;
    logRequests: boolean;
    writesPerMinute: number;
    rendersPerMinute: number;
  };
  services: {
    studioUrl: string;
    studioIsBundled: boolean;
    apiUrl: string;
    builderApiUrl: string;
    inquiryUrl: string;
    productApiUrl: string;
    logoCdnUrl: string | undefined;
    timeoutMs: number;
    whatsappNumber: string | undefined;
  };
  database: { url: string | undefined; poolMax: number; dataDir: string };
  /** Absolute; the pictures' AVIF and WebP variants go to DATA_DIR (or a temporary folder). */
  content: { dir: string; variantsDir: string };
  cache: {
    cdnMaxAgeSeconds: number;
    cdnStaleWhileRevalidateSeconds: number;
    dataTtlSeconds: number;
    purgeUrl: string | undefined;
  };
  outbox: {
    retryMaxMs: number;
    maxAttempts: number;
    signingSecret: string | undefined;
  };
  desk: DeskConfig | null;
  analytics: AnalyticsSetup | null;
  mail: { smtpUrl: string; to: string[]; from: string } | null;
  metrics: { token: string } | null;
}

export interface DeskConfig {
  account: { email: string; passwordHash: string } | null;
  sessionSecret: string;
  sessionHours: number;
  /** A session without a desk request for this long ends, whatever its lifetime left. */
  sessionIdleMinutes: number;
}

export interface AnalyticsSetup extends AnalyticsConfig {
  collectOrigins: string[];
}

export class ConfigError extends Error {}

const renamedVariables: Record<string, string> = {
  ADMIN_EMAIL: "DESK_EMAIL",
  ADMIN_PASSWORD_HASH: "DESK_PASSWORD_HASH",
  ADMIN_SESSION_SECRET: "DESK_SESSION_SECRET",
  ADMIN_SESSION_HOURS: "DESK_SESSION_HOURS",
};

export function parseConfig(source: Record<string, string | undefined>): Config {
  const values = withoutBlanks(source);
  const renamed = Object.entries(renamedVariables)
    .filter(([old]) => values[old] !== undefined)
    .map(([old, now]) => `  ${old}: renamed to ${now}`);
  if (renamed.length > 0) throw new ConfigError(`Invalid configuration:\n${renamed.join("\n")}`);
  const result = envSchema.safeParse(values);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const deskProblem = deskConfigProblem(env);
  if (deskProblem) throw new ConfigError(`Invalid configuration:\n  ${deskProblem}`);
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  const internalOrigin = `http://127.0.0.1:${env.PORT}`;
  const bundledApi = `${internalOrigin}/api`;
  return {
    nodeEnv: env.NODE_ENV,
    http: {
      port: env.PORT,
      host: env.HOST,
      siteUrl,
      internalOrigin,
      trustProxy: env.TRUST_PROXY,
      logRequests: env.LOG_REQUESTS,
      writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
      rendersPerMinute: env.RATE_LIMIT_RENDERS_PER_MINUTE,
    },
    services: {
      studioUrl: env.STUDIO_URL ?? `${siteUrl}/studio`,
      studioIsBundled: env.STUDIO_URL === undefined,
      apiUrl: env.API_URL ?? bundledApi,
      builderApiUrl: env.BUILDER_API_URL ?? bundledApi,
      inquiryUrl: env.INQUIRY_URL ?? `${bundledApi}/users/inquiry-form/`,
      productApiUrl: env.PRODUCT_API_URL ?? bundledApi,
      logoCdnUrl: env.LOGO_CDN_URL,
      timeoutMs: env.OUTBOUND_TIMEOUT_MS,
      whatsappNumber: env.WHATSAPP_NUMBER,
    },
    database: { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, dataDir: env.DATA_DIR },
    content: {
      dir: env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : fromRoot("content"),
      variantsDir: env.DATA_DIR.startsWith("memory://")
        ? path.join(os.tmpdir(), `site-media-variants-${env.PORT}`)
        : path.resolve(env.DATA_DIR, "media-variants"),
    },
    cache: {
      cdnMaxAgeSeconds: env.CDN_MAX_AGE_SECONDS,
      cdnStaleWhileRevalidateSeconds: env.CDN_STALE_WHILE_REVALIDATE_SECONDS,
      dataTtlSeconds: env.DATA_CACHE_TTL_SECONDS,
      purgeUrl: env.CACHE_PURGE_URL,
    },
    outbox: {
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
      maxAttempts: env.INQUIRY_MAX_ATTEMPTS,
      signingSecret: env.INQUIRY_SIGNING_SECRET,
    },
    desk: env.DESK_SESSION_SECRET
      ? {
          account:
            env.DESK_EMAIL && env.DESK_PASSWORD_HASH
              ? { email: env.DESK_EMAIL, passwordHash: env.DESK_PASSWORD_HASH }
              : null,
          sessionSecret: env.DESK_SESSION_SECRET,
          sessionHours: env.DESK_SESSION_HOURS,
          sessionIdleMinutes: env.DESK_SESSION_IDLE_MINUTES,
        }
      : null,
    analytics: analyticsSetup(env),
    mail:
      env.SMTP_URL && env.INQUIRY_NOTIFY_TO
        ? {
            smtpUrl: env.SMTP_URL,
            to: env.INQUIRY_NOTIFY_TO,
            from: env.INQUIRY_NOTIFY_FROM ?? `noreply@${new URL(siteUrl).hostname}`,
          }
        : null,
    metrics: env.METRICS_TOKEN ? { token: env.METRICS_TOKEN } : null,
  };
}

/** GA4 sends to google-analytics.com and its region hosts, hence the wildcards. */
const analyticsDefaults = {
  plausible: { script: () => "https://plausible.io/js/script.manual.js", collect: null },
  umami: { script: () => "https://cloud.umami.is/script.js", collect: null },
  ga4: {
    script: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    collect: [
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
  },
} satisfies Record<
  (typeof analyticsProviders)[number],
  { script: (id: string) => string; collect: string[] | null }
>;

function analyticsSetup(env: Env): AnalyticsSetup | null {
  const provider = env.ANALYTICS_PROVIDER;
  const siteId = env.ANALYTICS_SITE_ID;
  if (!provider || !siteId) return null;
  const defaults = analyticsDefaults[provider];
  const scriptUrl = env.ANALYTICS_SCRIPT_URL ?? defaults.script(siteId);
  const collectOrigins = env.ANALYTICS_COLLECT_URL
    ? [new URL(env.ANALYTICS_COLLECT_URL).origin]
    : (defaults.collect ?? [new URL(scriptUrl).origin]);
  return { provider, siteId, scriptUrl, collectOrigins };
}

/** The environment account is both variables or neither, and needs the session secret. */
function deskConfigProblem(env: Env): string | undefined {
  const email = env.DESK_EMAIL !== undefined;
  const hash = env.DESK_PASSWORD_HASH !== undefined;
  if (email !== hash) {
    return "DESK_EMAIL and DESK_PASSWORD_HASH: set both to turn the inquiries desk on, or neither";
  }
  if (email && env.DESK_SESSION_SECRET === undefined) {
    return "DESK_SESSION_SECRET: required when the inquiries desk is on (at least 32 characters)";
  }
  return undefined;
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** What the browser may see: nothing secret or internal. */
export function publicConfig(config: Config): PublicConfig {
  return {
    siteUrl: config.http.siteUrl,
    studioUrl: config.services.studioUrl,
    logoCdnUrl: config.services.logoCdnUrl ?? null,
    analytics: config.analytics
      ? {
          provider: config.analytics.provider,
          siteId: config.analytics.siteId,
          scriptUrl: config.analytics.scriptUrl,
        }
      : null,
  };
}
