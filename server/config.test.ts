import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig, publicConfig } from "./config";

describe("parseConfig", () => {
  it("defaults to the bundled platform on this port", () => {
    const config = parseConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.http.host).toBe("0.0.0.0");
    expect(config.http.siteUrl).toBe("http://localhost:3000");
    expect(config.services.studioUrl).toBe("http://localhost:3000/studio");
    expect(config.services.studioIsBundled).toBe(true);
    expect(config.services.apiUrl).toBe("http://127.0.0.1:3000/api");
    expect(config.services.builderApiUrl).toBe("http://127.0.0.1:3000/api");
    expect(config.services.inquiryUrl).toBe("http://127.0.0.1:3000/api/users/inquiry-form/");
    expect(config.services.productApiUrl).toBe("http://127.0.0.1:3000/api");
    expect(config.services.logoCdnUrl).toBeUndefined();
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe("./data");
    expect(config.services.timeoutMs).toBe(5000);
  });

  it("follows PORT and SITE_URL, and strips trailing slashes from base URLs", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://www.example.com/",
      STUDIO_URL: "https://studio.example.com/",
      API_URL: "https://api.example.com/v1/",
    });
    expect(config.http.siteUrl).toBe("https://www.example.com");
    expect(config.services.studioUrl).toBe("https://studio.example.com");
    expect(config.services.studioIsBundled).toBe(false);
    expect(config.services.apiUrl).toBe("https://api.example.com/v1");
    expect(config.services.builderApiUrl).toBe("http://127.0.0.1:8080/api");
  });

  it("keeps INQUIRY_URL whole, trailing slash included", () => {
    const config = parseConfig({ INQUIRY_URL: "https://forms.example.com/users/inquiry-form/" });
    expect(config.services.inquiryUrl).toBe("https://forms.example.com/users/inquiry-form/");
  });

  it("treats empty values as unset, for every variable", () => {
    expect(parseConfig({ STUDIO_URL: "", DATABASE_URL: "" }).services.studioIsBundled).toBe(true);
    const blank = parseConfig({ PORT: "", HOST: "", OUTBOUND_TIMEOUT_MS: "", ADMIN_EMAIL: "" });
    expect(blank.http.port).toBe(3000);
    expect(blank.http.host).toBe("0.0.0.0");
    expect(blank.services.timeoutMs).toBe(5000);
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["SITE_URL", "localhost:3000"],
    ["STUDIO_URL", "ftp://studio.example.com"],
    ["API_URL", "javascript:alert(1)"],
    ["DATABASE_URL", "mysql://db.example.com/site"],
    ["OUTBOUND_TIMEOUT_MS", "5"],
    ["WHATSAPP_NUMBER", "+1 555"],
    ["NODE_ENV", "staging"],
    ["ANALYTICS_PROVIDER", "matomo"],
    ["ANALYTICS_SCRIPT_URL", "http://stats.example.com/script.js"],
    ["SMTP_URL", "https://mail.example.com"],
  ])("rejects a bad %s and names it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads the delivery limits and the signing secret", () => {
    expect(parseConfig({}).outbox.maxAttempts).toBe(8);
    expect(parseConfig({}).outbox.signingSecret).toBeUndefined();
    expect(parseConfig({ INQUIRY_SIGNING_SECRET: "" }).outbox.signingSecret).toBeUndefined();
    const config = parseConfig({
      INQUIRY_MAX_ATTEMPTS: "3",
      INQUIRY_SIGNING_SECRET: "0123456789abcdef",
    });
    expect(config.outbox.maxAttempts).toBe(3);
    expect(config.outbox.signingSecret).toBe("0123456789abcdef");
    expect(() => parseConfig({ INQUIRY_MAX_ATTEMPTS: "0" })).toThrow(/INQUIRY_MAX_ATTEMPTS/);
    expect(() => parseConfig({ INQUIRY_SIGNING_SECRET: "short" })).toThrow(
      /INQUIRY_SIGNING_SECRET: must be at least 16 characters/,
    );
  });

  it("reads the database pool size within bounds", () => {
    expect(parseConfig({}).database.poolMax).toBe(10);
    expect(parseConfig({ DATABASE_POOL_MAX: "4" }).database.poolMax).toBe(4);
    expect(() => parseConfig({ DATABASE_POOL_MAX: "0" })).toThrow(ConfigError);
  });

  it("reads the shared cache's purge URL, unset by default", () => {
    expect(parseConfig({}).cache.purgeUrl).toBeUndefined();
    expect(parseConfig({ CACHE_PURGE_URL: "" }).cache.purgeUrl).toBeUndefined();
    expect(parseConfig({ CACHE_PURGE_URL: "http://varnish:6081/" }).cache.purgeUrl).toBe(
      "http://varnish:6081",
    );
    expect(() => parseConfig({ CACHE_PURGE_URL: "varnish:6081" })).toThrow(
      /CACHE_PURGE_URL: must be an http\(s\) URL/,
    );
  });

  it("sends only public values to the browser", () => {
    const config = parseConfig({ DATABASE_URL: "postgres://user:secret@db/site" });
    const visible = JSON.stringify(publicConfig(config));
    expect(visible).not.toContain("secret");
    expect(Object.keys(publicConfig(config)).sort()).toEqual([
      "analytics",
      "logoCdnUrl",
      "siteUrl",
      "studioUrl",
    ]);
  });

  it("keeps /metrics off without METRICS_TOKEN, and wants a long one", () => {
    expect(parseConfig({}).metrics).toBeNull();
    expect(parseConfig({ METRICS_TOKEN: "0123456789abcdef" }).metrics).toEqual({
      token: "0123456789abcdef",
    });
    expect(() => parseConfig({ METRICS_TOKEN: "short" })).toThrow(
      "METRICS_TOKEN: must be at least 16 characters",
    );
  });

  it("reads the content checkout from CONTENT_DIR, the repository's content/ by default", () => {
    expect(parseConfig({}).content.dir).toMatch(/[\\/]content$/);
    expect(parseConfig({ CONTENT_DIR: "/srv/content" }).content.dir).toBe("/srv/content");
  });

  it("configures no analytics and no e-mail by default", () => {
    expect(parseConfig({}).analytics).toBeNull();
    expect(publicConfig(parseConfig({})).analytics).toBeNull();
    expect(parseConfig({}).mail).toBeNull();
  });

  it("fills in each analytics provider's documented script and collector", () => {
    expect(
      parseConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "example.com" }).analytics,
    ).toEqual({
      provider: "plausible",
      siteId: "example.com",
      scriptUrl: "https://plausible.io/js/script.manual.js",
      collectOrigins: ["https://plausible.io"],
    });
    expect(
      parseConfig({ ANALYTICS_PROVIDER: "umami", ANALYTICS_SITE_ID: "abc-123" }).analytics,
    ).toMatchObject({
      scriptUrl: "https://cloud.umami.is/script.js",
      collectOrigins: ["https://cloud.umami.is"],
    });
    const ga4 = parseConfig({
      ANALYTICS_PROVIDER: "ga4",
      ANALYTICS_SITE_ID: "G-ABC123",
    }).analytics!;
    expect(ga4.scriptUrl).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(ga4.collectOrigins).toContain("https://www.google-analytics.com");
    const selfHosted = parseConfig({
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_SITE_ID: "abc",
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/u.js",
      ANALYTICS_COLLECT_URL: "https://collect.example.com/api/send",
    });
    expect(selfHosted.analytics).toMatchObject({
      scriptUrl: "https://stats.example.com/u.js",
      collectOrigins: ["https://collect.example.com"],
    });
    expect(publicConfig(selfHosted).analytics).toEqual({
      provider: "umami",
      siteId: "abc",
      scriptUrl: "https://stats.example.com/u.js",
    });
  });

  it("requires a site id with a provider", () => {
    expect(() => parseConfig({ ANALYTICS_PROVIDER: "ga4" })).toThrow(/ANALYTICS_SITE_ID/);
  });

  it("configures the inquiry e-mails only with SMTP_URL and INQUIRY_NOTIFY_TO together", () => {
    const config = parseConfig({
      SITE_URL: "https://www.example.com",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      INQUIRY_NOTIFY_TO: "sales@example.com, leads@example.com",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      to: ["sales@example.com", "leads@example.com"],
      from: "noreply@www.example.com",
    });
    expect(JSON.stringify(publicConfig(config))).not.toContain("pass");
    expect(() => parseConfig({ SMTP_URL: "smtp://mail.example.com" })).toThrow(/INQUIRY_NOTIFY_TO/);
    expect(() =>
      parseConfig({ SMTP_URL: "smtp://m.example.com", INQUIRY_NOTIFY_TO: "not an address" }),
    ).toThrow(/INQUIRY_NOTIFY_TO/);
  });

  it("refuses the desk's old ADMIN_* names and says what they are called now", () => {
    expect(() => parseConfig({ ADMIN_EMAIL: "sales@example.com" })).toThrow(
      /ADMIN_EMAIL: renamed to DESK_EMAIL/,
    );
    expect(() => parseConfig({ ADMIN_SESSION_HOURS: "2" })).toThrow(
      /ADMIN_SESSION_HOURS: renamed to DESK_SESSION_HOURS/,
    );
    expect(parseConfig({ ADMIN_EMAIL: "" }).desk).toBeNull();
  });

  it("turns the inquiries desk on with a session secret; the environment account is optional", () => {
    const hash =
      "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=";
    const secret = "x".repeat(32);
    expect(parseConfig({}).desk).toBeNull();
    const on = parseConfig({
      DESK_EMAIL: "sales@example.com",
      DESK_PASSWORD_HASH: hash,
      DESK_SESSION_SECRET: secret,
    });
    expect(on.desk).toEqual({
      account: { email: "sales@example.com", passwordHash: hash },
      sessionSecret: secret,
      sessionHours: 8,
      sessionIdleMinutes: 60,
    });
    // After the first admin exists, the account's variables can go: the desk stays on.
    expect(parseConfig({ DESK_SESSION_SECRET: secret }).desk).toEqual({
      account: null,
      sessionSecret: secret,
      sessionHours: 8,
      sessionIdleMinutes: 60,
    });
    expect(() => parseConfig({ DESK_EMAIL: "sales@example.com" })).toThrow(
      /DESK_EMAIL and DESK_PASSWORD_HASH: set both/,
    );
    expect(() => parseConfig({ DESK_PASSWORD_HASH: hash })).toThrow(/set both/);
    expect(() =>
      parseConfig({ DESK_EMAIL: "sales@example.com", DESK_PASSWORD_HASH: hash }),
    ).toThrow(/DESK_SESSION_SECRET: required/);
    expect(() =>
      parseConfig({
        DESK_EMAIL: "sales@example.com",
        DESK_PASSWORD_HASH: hash,
        DESK_SESSION_SECRET: "short",
      }),
    ).toThrow(/DESK_SESSION_SECRET: must be at least 32 characters/);
    expect(() =>
      parseConfig({
        DESK_EMAIL: "sales@example.com",
        DESK_PASSWORD_HASH: "hunter2",
        DESK_SESSION_SECRET: secret,
      }),
    ).toThrow(/DESK_PASSWORD_HASH: must be a hash made by `npm run desk:password`/);
    expect(() => parseConfig({ DESK_EMAIL: "not an address" })).toThrow(/DESK_EMAIL/);
  });
});
