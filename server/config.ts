import { z } from "zod";

import type { PublicConfig } from "../app/context";

/**
 * Runtime configuration, read once at start from the environment (DESIGN.md, "Configuration").
 * A bad value stops the start with a message naming the variable; nothing here needs a rebuild.
 */
const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), httpUrl.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: optionalUrl,
  STUDIO_URL: optionalUrl,
  API_URL: optionalUrl,
  BUILDER_API_URL: optionalUrl,
  // The inquiry endpoint is a full URL (with its trailing slash), not a base.
  INQUIRY_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  PRODUCT_API_URL: optionalUrl,
  LOGO_CDN_URL: optionalUrl,
  DATABASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Number the bundled WhatsApp scanner answers with; unset means "no contact". */
  WHATSAPP_NUMBER: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^\d{7,15}$/, "must be 7 to 15 digits")
      .optional(),
  ),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Writes (API POSTs and form actions) per client address per minute. */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * The inquiry outbox: the first retry waits this long, each further one twice as
   * long, up to OUTBOX_RETRY_MAX_MS. Tests make the base small to run fast.
   */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
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
  INQUIRY_SIGNING_SECRET: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
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
   * one request refreshes them); 0 turns both caches off. A failed read is kept for
   * DATA_CACHE_FAILURE_TTL_SECONDS, so an outage is not hammered and recovery shows quickly.
   */
  DATA_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  DATA_CACHE_FAILURE_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(5),
  /** Hops of reverse proxies to trust for the client address (rate limits, logs). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The sales team's inquiries desk (/admin/inquiries). Off unless both credentials are set:
   * the e-mail to sign in with and the scrypt hash of the password (`npm run admin:hash`).
   */
  ADMIN_EMAIL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.email({ error: "must be an e-mail address" }).optional(),
  ),
  ADMIN_PASSWORD_HASH: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(
        /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
        "must be a hash made by `npm run admin:hash` (scrypt$N$r$p$salt$hash)",
      )
      .optional(),
  ),
  /** Signs the desk's session cookie; required when the desk is on. */
  ADMIN_SESSION_SECRET: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** How long a desk sign-in lasts. */
  ADMIN_SESSION_HOURS: z.coerce.number().min(0.1).max(720).default(8),
  LOG_REQUESTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  siteUrl: string;
  /** Where this process answers on loopback: the default for the bundled services. */
  internalOrigin: string;
  studioUrl: string;
  /** True when STUDIO_URL is unset and the local stand-in under /studio serves the demos. */
  studioIsLocal: boolean;
  apiUrl: string;
  builderApiUrl: string;
  inquiryUrl: string;
  productApiUrl: string;
  logoCdnUrl: string | undefined;
}

export class ConfigError extends Error {}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(source);
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
    ...env,
    siteUrl,
    internalOrigin,
    studioUrl: env.STUDIO_URL ?? `${siteUrl}/studio`,
    studioIsLocal: env.STUDIO_URL === undefined,
    apiUrl: env.API_URL ?? bundledApi,
    builderApiUrl: env.BUILDER_API_URL ?? bundledApi,
    inquiryUrl: env.INQUIRY_URL ?? `${bundledApi}/users/inquiry-form/`,
    productApiUrl: env.PRODUCT_API_URL ?? bundledApi,
    logoCdnUrl: env.LOGO_CDN_URL,
  };
}

/** The desk needs both credentials or neither, and a session secret when it is on. */
function deskConfigProblem(env: Env): string | undefined {
  const email = env.ADMIN_EMAIL !== undefined;
  const hash = env.ADMIN_PASSWORD_HASH !== undefined;
  if (email !== hash) {
    return "ADMIN_EMAIL and ADMIN_PASSWORD_HASH: set both to turn the inquiries desk on, or neither";
  }
  if (email && env.ADMIN_SESSION_SECRET === undefined) {
    return "ADMIN_SESSION_SECRET: required when the inquiries desk is on (at least 32 characters)";
  }
  return undefined;
}

/** True when the sales desk is configured (both credentials and the session secret). */
export function deskEnabled(config: Config): boolean {
  return config.ADMIN_EMAIL !== undefined && config.ADMIN_PASSWORD_HASH !== undefined;
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
    siteUrl: config.siteUrl,
    studioUrl: config.studioUrl,
    logoCdnUrl: config.logoCdnUrl ?? null,
  };
}
