import os from "node:os";
import path from "node:path";

import { z } from "zod";

import type { AnalyticsConfig, PublicConfig } from "#app/context";
import { fromRoot } from "./paths";

/**
 * Runtime configuration, read once at start from the environment. A bad value stops the start
 * with a message naming the variable; nothing here needs a rebuild. Each variable's default and
 * meaning for people: config-variables.ts (the README's table and .env.example).
 */
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
    /**
     * Connections each instance keeps to PostgreSQL at most. Instances × this must stay under
     * the server's max_connections (minus what other clients need).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    /** The content checkout the sync reads (CONTENT.md); the repository's content/ by default. */
    CONTENT_DIR: z.string().optional(),
    /** Number the bundled WhatsApp scanner answers with; unset means "no contact". */
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\d{7,15}$/, "must be 7 to 15 digits")
      .optional(),
    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Writes (API POSTs and form actions) per client address per minute. */
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    /**
     * Pages rendered per request (a query the page reads, an unknown path, a post not yet
     * cached) per client address per minute; prerendered and cached pages are not counted.
     */
    RATE_LIMIT_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** The inquiry outbox's backoff: each retry waits twice as long as the last, up to this. */
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(300_000),
    /**
     * Attempts after which an inquiry the provider keeps refusing (timeouts, 5xx, 408, 429) is
     * given up and marked failed. A permanent answer (any other 4xx) fails it at once.
     */
    INQUIRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(8),
    /**
     * When set, each delivery carries X-Signature (HMAC-SHA256 of "<timestamp>.<body>" with this
     * secret) and X-Signature-Timestamp, so the receiver can check it came from this site.
     */
    INQUIRY_SIGNING_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /**
     * How long a CDN may keep a prerendered page (s-maxage) and serve it stale while it
     * revalidates (stale-while-revalidate). Browsers always revalidate (max-age=0) with the
     * page's ETag, which costs a 304 and no body when nothing changed.
     */
    CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(300),
    CDN_STALE_WHILE_REVALIDATE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(31_536_000)
      .default(86_400),
    /**
     * How long the platform's content (templates, posts, categories) and the data pages built
     * from it are kept before they are read again (then served stale for at most as long while
     * one request refreshes them); 0 turns both caches off.
     */
    DATA_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * The shared cache in front of the instances (deploy/varnish/default.vcl): after a content
     * change each instance sends it PURGE requests for the affected URLs. Unset: none are sent
     * and cached pages expire with their TTL (server/cache-purge/).
     */
    CACHE_PURGE_URL: optionalUrl,
    /** Web analytics, loaded in the browser only after "Accept All"; unset means none. */
    ANALYTICS_PROVIDER: z.enum(analyticsProviders).optional(),
    ANALYTICS_SITE_ID: z
      .string()
      .regex(/^[\w.:-]{1,200}$/, "must be letters, digits, '.', ':', '_' or '-'")
      .optional(),
    /** The provider's script, for self-hosted Plausible or Umami (and the tests' fake one). */
    ANALYTICS_SCRIPT_URL: optionalAnalyticsUrl,
    /** Where the script posts its events, when that is not the script's own origin. */
    ANALYTICS_COLLECT_URL: optionalAnalyticsUrl,
    /** Inquiry e-mails to the sales team: smtp:// or smtps:// with credentials if needed. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    /** One or more addresses, separated by commas. */
    INQUIRY_NOTIFY_TO: z
      .string()
      .transform((value) => value.split(",").map((address) => address.trim()))
      .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" })).min(1))
      .optional(),
    INQUIRY_NOTIFY_FROM: z.email({ error: "must be an e-mail address" }).optional(),
    /** Hops of reverse proxies to trust for the client address (rate limits, logs). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * The environment account of the sales desk (/admin/inquiries): the e-mail and the scrypt
     * hash of the password (`npm run desk:password`) that create the desk's first admin.
     */
    DESK_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    DESK_PASSWORD_HASH: z
      .string()
      .regex(
        /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
        "must be a hash made by `npm run desk:password` (scrypt$N$r$p$salt$hash)",
      )
      .optional(),
    /** Signs the desk's cookie; the desk is on when it is set. */
    DESK_SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** How long a desk sign-in lasts. */
    DESK_SESSION_HOURS: z.coerce.number().min(0.1).max(720).default(8),
    /** Turns /metrics on, for scrapers that send `Authorization: Bearer <this>`. */
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

/** The variables the server reads, by name. */
export type ConfigVariable = keyof typeof envSchema.shape;
export const configVariables = Object.keys(envSchema.shape) as ConfigVariable[];

/** The value a variable takes when it is unset: its schema default, or undefined. */
export function schemaDefault(name: ConfigVariable): unknown {
  return envSchema.shape[name].parse(undefined);
}

/** A blank value (`NAME=` in .env) means unset, for every variable: its default applies. */
function withoutBlanks(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

/**
 * The configuration, grouped by concern. Values are camelCase and already derived (defaults
 * filled in from other values); the variable names stay in the schema above and in the README.
 */
export interface Config {
  nodeEnv: Env["NODE_ENV"];
  http: {
    port: number;
    host: string;
    /** The public origin: canonical links, sitemap, Open Graph. */
    siteUrl: string;
    /** Where this process answers on loopback: the default for the bundled services. */
    internalOrigin: string;
    trustProxy: number;
    logRequests: boolean;
    /** Writes (API POSTs and form actions) per client address per minute. */
    writesPerMinute: number;
    rendersPerMinute: number;
  };
  /** The platform's services the site calls, and the studio it links to. */
  services: {
    studioUrl: string;
    /** True when STUDIO_URL is unset and the local stand-in under /studio serves the demos. */
    studioIsLocal: boolean;
    apiUrl: string;
    builderApiUrl: string;
    inquiryUrl: string;
    productApiUrl: string;
    logoCdnUrl: string | undefined;
    timeoutMs: number;
    /** What the bundled WhatsApp scanner answers with; undefined means "no contact". */
    whatsappNumber: string | undefined;
  };
  database: { url: string | undefined; poolMax: number; dataDir: string };
  /**
   * Where the content files are (absolute): synced into the database, media served from it; and
   * where the sync puts the pictures' AVIF and WebP variants (in DATA_DIR, or a temporary
   * folder for an in-memory database).
   */
  content: { dir: string; variantsDir: string };
  cache: {
    cdnMaxAgeSeconds: number;
    cdnStaleWhileRevalidateSeconds: number;
    /** How long platform content and the data pages built from it are kept; 0: no caching. */
    dataTtlSeconds: number;
    /** Where purges go after a content change (Varnish or a CDN adapter); undefined: none. */
    purgeUrl: string | undefined;
  };
  outbox: {
    retryMaxMs: number;
    maxAttempts: number;
    signingSecret: string | undefined;
  };
  /** The sales desk; null when it is off (no credentials). */
  desk: DeskConfig | null;
  /** The analytics provider, its script and where it sends; null when none is configured. */
  analytics: AnalyticsSetup | null;
  /** The inquiry e-mails; null when SMTP_URL and INQUIRY_NOTIFY_TO are unset. */
  mail: { smtpUrl: string; to: string[]; from: string } | null;
  /** /metrics (Prometheus); null when METRICS_TOKEN is unset (then /metrics is the 404 page). */
  metrics: { token: string } | null;
}

export interface DeskConfig {
  /** The environment account: signs in only while the desk has no user, as its first admin. */
  account: { email: string; passwordHash: string } | null;
  sessionSecret: string;
  sessionHours: number;
}

export interface AnalyticsSetup extends AnalyticsConfig {
  /** The origins the script sends to (the CSP's connect-src). */
  collectOrigins: string[];
}

export class ConfigError extends Error {}

/** Variables renamed since an earlier release: a start with the old name says what to use. */
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
      studioIsLocal: env.STUDIO_URL === undefined,
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

/**
 * The provider's documented script and collector. GA4 sends to google-analytics.com or its
 * region hosts (region1.google-analytics.com, …analytics.google.com), hence the wildcards.
 */
const analyticsDefaults = {
  // The manual variant: page views are sent by the site on each navigation, counted once.
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

/**
 * The environment account is both variables or neither, and needs the session secret (which
 * alone turns the desk on: after the first admin, the account's variables can go).
 */
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

/** The process-wide configuration (parsed from process.env on first use). */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** The values the browser may see. Nothing secret or internal goes here. */
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
