import { describe, expect, it } from "vitest";

import { ConfigError, deskEnabled, parseConfig, publicConfig } from "./config";

describe("parseConfig", () => {
  it("defaults to the bundled services on this port", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.studioUrl).toBe("http://localhost:3000/studio");
    expect(config.studioIsLocal).toBe(true);
    expect(config.apiUrl).toBe("http://127.0.0.1:3000/api");
    expect(config.builderApiUrl).toBe("http://127.0.0.1:3000/api");
    expect(config.inquiryUrl).toBe("http://127.0.0.1:3000/api/users/inquiry-form/");
    expect(config.productApiUrl).toBe("http://127.0.0.1:3000/api");
    expect(config.logoCdnUrl).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
    expect(config.OUTBOUND_TIMEOUT_MS).toBe(5000);
  });

  it("follows PORT and SITE_URL, and strips trailing slashes from base URLs", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://www.example.com/",
      STUDIO_URL: "https://studio.example.com/",
      API_URL: "https://api.example.com/v1/",
    });
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.studioUrl).toBe("https://studio.example.com");
    expect(config.studioIsLocal).toBe(false);
    expect(config.apiUrl).toBe("https://api.example.com/v1");
    expect(config.builderApiUrl).toBe("http://127.0.0.1:8080/api");
  });

  it("keeps INQUIRY_URL whole, trailing slash included", () => {
    const config = parseConfig({ INQUIRY_URL: "https://forms.example.com/users/inquiry-form/" });
    expect(config.inquiryUrl).toBe("https://forms.example.com/users/inquiry-form/");
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ STUDIO_URL: "", DATABASE_URL: "" }).studioIsLocal).toBe(true);
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
    expect(parseConfig({}).INQUIRY_MAX_ATTEMPTS).toBe(8);
    expect(parseConfig({}).INQUIRY_SIGNING_SECRET).toBeUndefined();
    expect(parseConfig({ INQUIRY_SIGNING_SECRET: "" }).INQUIRY_SIGNING_SECRET).toBeUndefined();
    const config = parseConfig({
      INQUIRY_MAX_ATTEMPTS: "3",
      INQUIRY_SIGNING_SECRET: "0123456789abcdef",
    });
    expect(config.INQUIRY_MAX_ATTEMPTS).toBe(3);
    expect(config.INQUIRY_SIGNING_SECRET).toBe("0123456789abcdef");
    expect(() => parseConfig({ INQUIRY_MAX_ATTEMPTS: "0" })).toThrow(/INQUIRY_MAX_ATTEMPTS/);
    expect(() => parseConfig({ INQUIRY_SIGNING_SECRET: "short" })).toThrow(
      /INQUIRY_SIGNING_SECRET: must be at least 16 characters/,
    );
  });

  it("reads the database pool size and the outbox lease, within bounds", () => {
    expect(parseConfig({}).DATABASE_POOL_MAX).toBe(10);
    expect(parseConfig({}).OUTBOX_LEASE_MS).toBe(60_000);
    const config = parseConfig({ DATABASE_POOL_MAX: "4", OUTBOX_LEASE_MS: "5000" });
    expect(config.DATABASE_POOL_MAX).toBe(4);
    expect(config.OUTBOX_LEASE_MS).toBe(5000);
    expect(() => parseConfig({ DATABASE_POOL_MAX: "0" })).toThrow(ConfigError);
    // A lease shorter than a second would let another instance take an inquiry mid-send.
    expect(() => parseConfig({ OUTBOX_LEASE_MS: "10" })).toThrow(ConfigError);
  });

  it("reads the shared cache's purge URL, unset by default", () => {
    expect(parseConfig({}).CACHE_PURGE_URL).toBeUndefined();
    expect(parseConfig({ CACHE_PURGE_URL: "" }).CACHE_PURGE_URL).toBeUndefined();
    expect(parseConfig({ CACHE_PURGE_URL: "http://varnish:6081/" }).CACHE_PURGE_URL).toBe(
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

  it("configures no analytics and no e-mail by default", () => {
    expect(parseConfig({}).analytics).toBeNull();
    expect(publicConfig(parseConfig({})).analytics).toBeNull();
    expect(parseConfig({}).inquiryMail).toBeNull();
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
    expect(config.inquiryMail).toEqual({
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

  it("turns the inquiries desk on only with both credentials and a session secret", () => {
    const hash =
      "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=";
    const secret = "x".repeat(32);
    expect(deskEnabled(parseConfig({}))).toBe(false);
    const on = parseConfig({
      ADMIN_EMAIL: "sales@example.com",
      ADMIN_PASSWORD_HASH: hash,
      ADMIN_SESSION_SECRET: secret,
    });
    expect(deskEnabled(on)).toBe(true);
    expect(on.ADMIN_SESSION_HOURS).toBe(8);
    expect(() => parseConfig({ ADMIN_EMAIL: "sales@example.com" })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD_HASH: set both/,
    );
    expect(() => parseConfig({ ADMIN_PASSWORD_HASH: hash })).toThrow(/set both/);
    expect(() =>
      parseConfig({ ADMIN_EMAIL: "sales@example.com", ADMIN_PASSWORD_HASH: hash }),
    ).toThrow(/ADMIN_SESSION_SECRET: required/);
    expect(() =>
      parseConfig({
        ADMIN_EMAIL: "sales@example.com",
        ADMIN_PASSWORD_HASH: hash,
        ADMIN_SESSION_SECRET: "short",
      }),
    ).toThrow(/ADMIN_SESSION_SECRET: must be at least 32 characters/);
    expect(() =>
      parseConfig({
        ADMIN_EMAIL: "sales@example.com",
        ADMIN_PASSWORD_HASH: "hunter2",
        ADMIN_SESSION_SECRET: secret,
      }),
    ).toThrow(/ADMIN_PASSWORD_HASH: must be a hash made by `npm run admin:hash`/);
    expect(() => parseConfig({ ADMIN_EMAIL: "not an address" })).toThrow(/ADMIN_EMAIL/);
  });
});
