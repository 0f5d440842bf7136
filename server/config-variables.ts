import { type ConfigVariable, configVariables, schemaDefault } from "./config";

/**
 * Each variable of server/config.ts for people: `.env.example` is written from this, and a test
 * holds it and the README's table to the schema.
 */
interface VariableDoc {
  meaning: string;
  unset?: string;
}

const docs: Record<ConfigVariable, VariableDoc> = {
  NODE_ENV: { meaning: "`development` under `npm run dev`; otherwise leave it" },
  PORT: { meaning: "the port the server listens on" },
  HOST: { meaning: "the address the server listens on" },
  SITE_URL: {
    meaning: "public origin: canonical links, sitemap, Open Graph and social image URLs",
    unset: "`http://localhost:$PORT`",
  },
  STUDIO_URL: {
    meaning: "the studio app: links, chat frames, embed script, `?builderid=` redirect",
    unset: "the bundled studio, `$SITE_URL/studio`",
  },
  API_URL: {
    meaning: "the platform API the templates and the blog are read from",
    unset: "bundled, `http://127.0.0.1:$PORT/api`",
  },
  BUILDER_API_URL: {
    meaning: "base URL of `POST /builderagent/createBuilderAgent`",
    unset: "bundled",
  },
  INQUIRY_URL: {
    meaning: "full URL the contact inquiry is POSTed to",
    unset: "bundled, `http://127.0.0.1:$PORT/api/users/inquiry-form/`",
  },
  PRODUCT_API_URL: {
    meaning: "base URL of `GET /whatsapp/get-scanner/{site}`",
    unset: "bundled",
  },
  LOGO_CDN_URL: {
    meaning: "integration logos, `{LOGO_CDN_URL}/{lowercase name without spaces}.png`",
    unset: "each platform's own mark, built into `public/integration-logos.svg` (`npm run icons`)",
  },
  DATABASE_URL: {
    meaning: "`postgres://…` uses PostgreSQL (same schema and migrations)",
    unset: "embedded PGlite in `DATA_DIR`",
  },
  DATABASE_POOL_MAX: { meaning: "PostgreSQL connections per instance at most" },
  DATA_DIR: { meaning: "where PGlite keeps its files (`memory://` for a throw-away database)" },
  CONTENT_DIR: {
    meaning: "the content checkout synced into the database at start (CONTENT.md)",
    unset: "the repository's `content/`",
  },
  WHATSAPP_NUMBER: {
    meaning: "the number the bundled platform's WhatsApp scanner answers with (7 to 15 digits)",
    unset: '"no contact"',
  },
  OUTBOUND_TIMEOUT_MS: { meaning: "timeout of every call to the platform's services" },
  RATE_LIMIT_WRITES_PER_MINUTE: {
    meaning: "writes (API POSTs, forms) per client address per minute",
  },
  RATE_LIMIT_RENDERS_PER_MINUTE: {
    meaning: "pages rendered per request per client address per minute, then 429",
  },
  OUTBOX_RETRY_MAX_MS: { meaning: "longest wait between retries of a failed inquiry delivery" },
  INQUIRY_MAX_ATTEMPTS: { meaning: "attempts after which a failing inquiry delivery is given up" },
  INQUIRY_SIGNING_SECRET: {
    meaning: "at least 16 characters: each delivery carries X-Signature and its timestamp",
    unset: "deliveries are not signed",
  },
  ANALYTICS_PROVIDER: {
    meaning: "`plausible`, `umami` or `ga4`, loaded only after the visitor's consent",
    unset: "no analytics",
  },
  ANALYTICS_SITE_ID: {
    meaning: "Plausible's domain, Umami's website id or GA4's measurement id",
    unset: "required with a provider",
  },
  ANALYTICS_SCRIPT_URL: {
    meaning: "the provider's script, for self-hosted Plausible or Umami",
    unset: "the provider's own",
  },
  ANALYTICS_COLLECT_URL: {
    meaning: "where the script sends its events, when that differs (the CSP's `connect-src`)",
    unset: "the script's origin",
  },
  SMTP_URL: {
    meaning: "`smtp://` or `smtps://`: with INQUIRY_NOTIFY_TO, each inquiry is e-mailed to sales",
    unset: "no inquiry e-mails",
  },
  INQUIRY_NOTIFY_TO: {
    meaning: "addresses of the inquiry e-mails, separated by commas",
    unset: "no inquiry e-mails",
  },
  INQUIRY_NOTIFY_FROM: {
    meaning: "the sender of the inquiry e-mails",
    unset: "`noreply@<SITE_URL host>`",
  },
  TRUST_PROXY: { meaning: "reverse-proxy hops to trust for the client address" },
  CDN_MAX_AGE_SECONDS: { meaning: "how long a CDN may keep a prerendered page (`s-maxage`)" },
  CDN_STALE_WHILE_REVALIDATE_SECONDS: {
    meaning: "how long a CDN may serve a prerendered page stale while it revalidates",
  },
  DATA_CACHE_TTL_SECONDS: {
    meaning: "how long platform content and the data pages are kept; `0` turns the caches off",
  },
  CACHE_PURGE_URL: {
    meaning: "the shared cache in front of the instances, purged after a content change",
    unset: "no purges are sent",
  },
  DESK_SESSION_SECRET: {
    meaning: "at least 32 characters: turns the inquiries desk on and signs its cookie",
    unset: "the desk is off",
  },
  DESK_EMAIL: {
    meaning: "the e-mail of the desk's first admin (with DESK_PASSWORD_HASH)",
    unset: "no environment account",
  },
  DESK_PASSWORD_HASH: {
    meaning: "the scrypt hash of that admin's password (`npm run desk:password`)",
    unset: "no environment account",
  },
  DESK_SESSION_HOURS: { meaning: "how long a desk sign-in lasts" },
  DESK_SESSION_IDLE_MINUTES: {
    meaning: "a desk session without a request for this long ends (within its DESK_SESSION_HOURS)",
  },
  LOG_REQUESTS: { meaning: "one JSON line per request on stdout" },
  METRICS_TOKEN: {
    meaning: "at least 16 characters: turns on `/metrics` for `Authorization: Bearer <token>`",
    unset: "`/metrics` is off",
  },
};

export interface DocumentedVariable {
  name: ConfigVariable;
  default: string;
  value: string;
  meaning: string;
}

export function documentedVariables(): DocumentedVariable[] {
  return (Object.keys(docs) as ConfigVariable[]).map((name) => {
    const value = schemaDefault(name);
    const { meaning, unset } = docs[name];
    if ((value === undefined) === (unset === undefined)) {
      throw new Error(`${name}: give \`unset\` exactly when the schema has no default`);
    }
    return value === undefined
      ? { name, default: unset!, value: "", meaning }
      : { name, default: `\`${String(value)}\``, value: String(value), meaning };
  });
}

export function undocumented(): { missing: string[]; unknown: string[] } {
  const described = Object.keys(docs);
  return {
    missing: configVariables.filter((name) => !described.includes(name)),
    unknown: described.filter((name) => !(configVariables as string[]).includes(name)),
  };
}

const plain = (text: string) => text.replaceAll("`", "");

export function envExample(): string {
  const blocks = documentedVariables().map((variable) => {
    const meaning = plain(variable.meaning);
    return [
      `# ${meaning[0]!.toUpperCase()}${meaning.slice(1)}.`,
      `# Default: ${plain(variable.default)}`,
      `# ${variable.name}=${variable.value}`,
    ].join("\n");
  });
  return [
    "# Every variable the server reads, at its default. Copy to .env and set what you change;",
    "# a blank value means unset. Written by `npm run env:example` from",
    "# server/config-variables.ts; the README's Configuration table says more.",
    "",
    blocks.join("\n\n"),
    "",
  ].join("\n");
}
