import { z } from "zod";

// Each variable once: its schema with the default, its meaning, what unset means (config-docs.ts).
interface Variable {
  schema: z.ZodType;
  meaning: string;
  unset?: string;
}

const anyHttpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const httpUrl = anyHttpUrl.transform((url) => url.replace(/\/+$/, ""));

const optionalUrl = httpUrl.optional();

export const analyticsProviders = ["plausible", "umami", "ga4"] as const;

// The analytics script is loaded by visitors' browsers: https, or http on loopback for tests.
const optionalAnalyticsUrl = anyHttpUrl
  .refine(
    (url) => url.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url),
    "must be an https URL (http only on localhost)",
  )
  .optional();

export const variables = {
  NODE_ENV: {
    schema: z.enum(["development", "production", "test"]).default("production"),
    meaning:
      "`development` under `npm run dev` (Astro's dev server, no sealed pages); the tests set `test`",
  },
  PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(3000),
    meaning: "the port the server listens on",
  },
  HOST: {
    schema: z.string().min(1).default("0.0.0.0"),
    meaning: "the address the server listens on",
  },
  SITE_URL: {
    schema: optionalUrl,
    meaning:
      "public origin: canonical links, sitemap, Open Graph and each page's social image URL (`/og/<path>.png`); a form post with an `Origin` header is accepted only from this origin (400 otherwise)",
    unset: "`http://localhost:$PORT`",
  },
  STUDIO_URL: {
    schema: optionalUrl,
    meaning:
      "the studio app: links, chat frames `/chat/{agent}`, embed script, `?builderid=` redirect, template pages `/template/{id}`",
    unset: "the bundled studio, `$SITE_URL/studio`",
  },
  API_URL: {
    schema: optionalUrl,
    meaning: "templates and blog ([calls 3 to 6](docs/requirements/platform-api.md))",
    unset: "bundled, `http://127.0.0.1:$PORT/api`",
  },
  BUILDER_API_URL: {
    schema: optionalUrl,
    meaning: "`POST /builderagent/createBuilderAgent`",
    unset: "bundled",
  },
  INQUIRY_URL: {
    // The inquiry endpoint is a full URL (with its trailing slash), not a base.
    schema: anyHttpUrl.optional(),
    meaning: "full URL the contact inquiry is POSTed to",
    unset: "bundled, `http://127.0.0.1:$PORT/api/users/inquiry-form/`",
  },
  PRODUCT_API_URL: {
    schema: optionalUrl,
    meaning: "`GET /whatsapp/get-scanner/{site}`",
    unset: "bundled",
  },
  LOGO_CDN_URL: {
    schema: optionalUrl,
    meaning:
      "integration logos, `{LOGO_CDN_URL}/{lowercase name without spaces}.png`; the built-in mark when an image fails",
    unset: "each platform's own mark, built into `public/integration-logos.svg` (`npm run icons`)",
  },
  DATABASE_URL: {
    schema: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    meaning:
      "`postgres://…` uses PostgreSQL (same schema and migrations); see [Many instances on one PostgreSQL](docs/OPERATING.md#many-instances-on-one-postgresql) for TLS and timeouts in the URL",
    unset: "embedded PGlite in `DATA_DIR`",
  },
  DATABASE_POOL_MAX: {
    schema: z.coerce.number().int().min(1).max(200).default(10),
    meaning:
      "PostgreSQL connections per instance at most; instances × this must stay under the server's `max_connections`",
  },
  DATA_DIR: {
    schema: z.string().min(1).default("./data"),
    meaning:
      "where PGlite keeps its files (`memory://` for a throw-away database); the server and the npm scripts create everything in it for their own user only (folders 0700, files 0600), and a start finding it open to group or others says so in one warning line",
  },
  CONTENT_DIR: {
    schema: z.string().optional(),
    meaning:
      "the content checkout the server syncs into the database at start (and serves `/media` from); see CONTENT.md",
    unset: "the repository's `content/`",
  },
  WHATSAPP_NUMBER: {
    schema: z
      .string()
      .regex(/^\d{7,15}$/, "must be 7 to 15 digits")
      .optional(),
    meaning: "the number the bundled platform's WhatsApp scanner answers with (7 to 15 digits)",
    unset: '"no contact"',
  },
  OUTBOUND_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(60_000).default(5000),
    meaning: "timeout of every call to the platform's services",
  },
  RATE_LIMIT_WRITES_PER_MINUTE: {
    schema: z.coerce.number().int().min(1).max(100_000).default(20),
    meaning: "writes (API POSTs, forms) per client address per minute",
  },
  RATE_LIMIT_RENDERS_PER_MINUTE: {
    schema: z.coerce.number().int().min(1).max(1_000_000).default(300),
    meaning:
      "pages rendered per request (a query the page reads, an unknown path, a post not yet cached) per client address per minute, then 429; prerendered and cached pages are not counted. Past one render at a time and eight waiting, a render request gets 503 with `Retry-After`; the waiting places are shared between addresses (one address's flood is refused past its own share), and the desk (`/admin`) has a render lane and a budget of its own",
  },
  OUTBOX_RETRY_MAX_MS: {
    schema: z.coerce.number().int().min(10).max(86_400_000).default(300_000),
    meaning: "backoff of inquiry deliveries that failed: from 1 s, doubling up to this",
  },
  INQUIRY_MAX_ATTEMPTS: {
    schema: z.coerce.number().int().min(1).max(1000).default(8),
    meaning:
      "attempts after which an inquiry whose delivery keeps failing (timeout, 5xx, 408, 429) is marked `failed` and logged at error level; any other 4xx fails it at once. `npm run desk -- retry <id>` sends it again",
  },
  INQUIRY_SIGNING_SECRET: {
    schema: z.string().min(16, "must be at least 16 characters").optional(),
    meaning:
      "at least 16 characters; each delivery then carries `X-Signature` and `X-Signature-Timestamp` (see [Verifying inquiry deliveries](docs/OPERATING.md#verifying-inquiry-deliveries))",
    unset: "deliveries are not signed",
  },
  CDN_MAX_AGE_SECONDS: {
    schema: z.coerce.number().int().min(0).max(31_536_000).default(300),
    meaning:
      "how long a CDN may keep a prerendered page (`s-maxage`); browsers always revalidate with its ETag",
  },
  CDN_STALE_WHILE_REVALIDATE_SECONDS: {
    schema: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
    meaning: "how long a CDN may serve a prerendered page stale while it revalidates",
  },
  DATA_CACHE_TTL_SECONDS: {
    schema: z.coerce.number().int().min(0).max(86_400).default(60),
    meaning:
      "how long the platform's content and the data pages built from it (/templates, /blog, posts, RSS, sitemap) are kept before they are read again (served stale at most as long again while one request refreshes them); `0` turns the caches off",
  },
  CACHE_PURGE_URL: {
    schema: optionalUrl,
    meaning:
      "the shared cache in front of the instances, e.g. `http://varnish:6081`: after a content change every instance sends it `PURGE` requests for the affected URLs (see [Deploy behind a CDN](docs/OPERATING.md#deploy-behind-a-cdn))",
    unset: "no purges are sent",
  },
  ANALYTICS_PROVIDER: {
    schema: z.enum(analyticsProviders).optional(),
    meaning:
      '`plausible`, `umami` or `ga4`; its script is loaded only after "Accept All" on the cookie banner (see [Analytics](docs/OPERATING.md#analytics))',
    unset: "no analytics",
  },
  ANALYTICS_SITE_ID: {
    schema: z
      .string()
      .regex(/^[\w.:-]{1,200}$/, "must be letters, digits, '.', ':', '_' or '-'")
      .optional(),
    meaning: "Plausible's domain, Umami's website id or GA4's measurement id (`G-…`)",
    unset: "required with a provider",
  },
  ANALYTICS_SCRIPT_URL: {
    schema: optionalAnalyticsUrl,
    meaning:
      "the provider's script, for self-hosted Plausible or Umami (https; http only on localhost); by default `https://plausible.io/js/script.manual.js`, `https://cloud.umami.is/script.js` or `https://www.googletagmanager.com/gtag/js?id=<id>`",
    unset: "the provider's own",
  },
  ANALYTICS_COLLECT_URL: {
    schema: optionalAnalyticsUrl,
    meaning:
      "where the script sends its events, when that differs from the script's origin (the CSP's `connect-src`; GA4 by default: `https://www.google-analytics.com` and its region hosts)",
    unset: "the script's origin",
  },
  SMTP_URL: {
    schema: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    meaning:
      "`smtp://` or `smtps://` (credentials in the URL); with `INQUIRY_NOTIFY_TO`, each stored inquiry is also e-mailed to the sales team",
    unset: "no inquiry e-mails",
  },
  INQUIRY_NOTIFY_TO: {
    schema: z
      .string()
      .transform((value) => value.split(",").map((address) => address.trim()))
      .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" })).min(1))
      .optional(),
    meaning: "one or more addresses, separated by commas; set together with `SMTP_URL`",
    unset: "no inquiry e-mails",
  },
  INQUIRY_NOTIFY_FROM: {
    schema: z.email({ error: "must be an e-mail address" }).optional(),
    meaning: "the sender of the inquiry e-mails",
    unset: "`noreply@<SITE_URL host>`",
  },
  TRUST_PROXY: {
    schema: z.coerce.number().int().min(0).max(10).default(0),
    meaning: "reverse-proxy hops to trust for the client address",
  },
  DESK_EMAIL: {
    schema: z.email({ error: "must be an e-mail address" }).optional(),
    meaning:
      "the environment account's e-mail: with `DESK_PASSWORD_HASH` it signs in **only while the desk has no user**, and becomes its first admin; both or neither, and they need `DESK_SESSION_SECRET` (see [docs/desk.md](docs/desk.md))",
    unset: "no environment account",
  },
  DESK_PASSWORD_HASH: {
    schema: z
      .string()
      .regex(
        /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
        "must be a hash made by `npm run desk:password` (scrypt$N$r$p$salt$hash)",
      )
      .optional(),
    meaning: "the environment account's scrypt hash (`npm run desk:password`)",
    unset: "no environment account",
  },
  DESK_SESSION_SECRET: {
    schema: z.string().min(32, "must be at least 32 characters").optional(),
    meaning:
      "at least 32 characters; turns the desk on and signs its cookie (changing it signs everyone out)",
    unset: "the desk is off",
  },
  DESK_SESSION_HOURS: {
    schema: z.coerce.number().min(0.1).max(720).default(8),
    meaning: "how long a desk sign-in lasts",
  },
  DESK_SESSION_IDLE_MINUTES: {
    schema: z.coerce.number().min(1).max(43_200).default(60),
    meaning:
      "a desk session without a request for this long ends (within its `DESK_SESSION_HOURS`)",
  },
  METRICS_TOKEN: {
    schema: z.string().min(16, "must be at least 16 characters").optional(),
    meaning:
      "at least 16 characters; turns on `/metrics` (Prometheus text format) for scrapers that send `Authorization: Bearer <token>` (see [Metrics](docs/OPERATING.md#metrics)), and `/readyz`'s details for them",
    unset: "`/metrics` is off",
  },
  LOG_REQUESTS: {
    schema: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    meaning: "one JSON line per request on stdout",
  },
} satisfies Record<string, Variable>;

export type ConfigVariable = keyof typeof variables;
export const configVariables = Object.keys(variables) as ConfigVariable[];

export function schemaDefault(name: ConfigVariable): unknown {
  return variables[name].schema.parse(undefined);
}

export function variableDoc(name: ConfigVariable): { meaning: string; unset?: string } {
  return variables[name] as Variable;
}
