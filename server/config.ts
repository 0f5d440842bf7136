import os from "node:os";
import path from "node:path";

import { z } from "zod";

import type { AnalyticsConfig, PublicConfig } from "#app/context";
import { fromRoot } from "./paths";

/** The environment, validated once at start; each variable's meaning is in config-variables.ts. */
const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

const optionalUrl = httpUrl.optional();

const analyticsProviders = ["plausible", "umami", "ga4"] as const;

// The analytics script is loaded by visitors' browsers: https, or http on loopback for tests.
const optionalAnalyticsUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .refine(
    (url) => url.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url),
    "must be an https URL (http only on localhost)",
  )
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: optionalUrl,
    STUDIO_URL: optionalUrl,
    API_URL: optionalUrl,
    BUILDER_API_URL: optionalUrl,
    // The inquiry endpoint is a full URL (with its trailing slash), not a base.
    INQUIRY_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    PRODUCT_API_URL: optionalUrl,
    LOGO_CDN_URL: optionalUrl,
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    CONTENT_DIR: z.string().optional(),
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\d{7,15}$/, "must be 7 to 15 digits")
      .optional(),
    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    RATE_LIMIT_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(300_000),
    INQUIRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(8),
    INQUIRY_SIGNING_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(300),
    CDN_STALE_WHILE_REVALIDATE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(31_536_000)
      .default(86_400),
    DATA_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    CACHE_PURGE_URL: optionalUrl,
    ANALYTICS_PROVIDER: z.enum(analyticsProviders).optional(),
    ANALYTICS_SITE_ID: z
      .string()
      .regex(/^[\w.:-]{1,200}$/, "must be letters, digits, '.', ':', '_' or '-'")
      .optional(),
    ANALYTICS_SCRIPT_URL: optionalAnalyticsUrl,
    ANALYTICS_COLLECT_URL: optionalAnalyticsUrl,
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    INQUIRY_NOTIFY_TO: z
      .string()
      .transform((value) => value.split(",").map((address) => address.trim()))
      .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" })).min(1))
      .optional(),
    INQUIRY_NOTIFY_FROM: z.email({ error: "must be an e-mail address" }).optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    DESK_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    DESK_PASSWORD_HASH: z
      .string()
      .regex(
        /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
        "must be a hash made by `npm run desk:password` (scrypt$N$r$p$salt$hash)",
      )
      .optional(),
    DESK_SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    DESK_SESSION_HOURS: z.coerce.number().min(0.1).max(720).default(8),
    DESK_SESSION_IDLE_MINUTES: z.coerce.number().min(1).max(43_200).default(60),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    LOG_REQUESTS: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
  })
  .refine((env) => !env.ANALYTICS_PROVIDER || env.ANALYTICS_SITE_ID, {
    path: ["ANALYTICS_SITE_ID"],
    message: "is required when ANALYTICS_PROVIDER is set",
  })
  .refine((env) => !env.SMTP_URL === !env.INQUIRY_NOTIFY_TO, {
    path: ["INQUIRY_NOTIFY_TO"],
    message: "SMTP_URL and INQUIRY_NOTIFY_TO are set together (or neither)",
  });

type Env = z.infer<typeof envSchema>;

export type ConfigVariable = keyof typeof envSchema.shape;
export const configVariables = Object.keys(envSchema.shape) as ConfigVariable[];

export function schemaDefault(name: ConfigVariable): unknown {
  return envSchema.shape[name].parse(undefined);
}

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
