import { PRERENDER_NONCE_PLACEHOLDER } from "../../app/lib/nonce";
import { expect, test } from "./support/fixtures";
import { allPagePaths } from "./support/pages";
import {
  inlineHandlers,
  nonceOf,
  parseCsp,
  parsePermissions,
  executableScriptTags,
  scriptUrls,
  type Policy,
} from "./support/security";
import { BASE_URL, startSiteServer, type SiteServer } from "./support/servers";

/**
 * The security headers of every response (server/security.ts): an enforced nonce CSP, no HSTS
 * over plain http, and with an https SITE_URL and an external studio the stricter set.
 */

const localStudio = new URL(BASE_URL).origin;

function expectStrictPolicy(policy: Policy, studioOrigin: string) {
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.filter((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source))).toHaveLength(1);
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"]) {
    expect(scripts, `script-src allows ${loose}`).not.toContain(loose);
  }
  expect(policy.get("script-src-attr")).toEqual(["'none'"]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  // Forms post to this site; the studio may be added for the no-JavaScript agent creation,
  // which redirects there (browsers check form-action on a form's redirects).
  const formAction = policy.get("form-action") ?? [];
  expect(formAction).toContain("'self'");
  expect(formAction.filter((source) => source !== "'self'" && source !== studioOrigin)).toEqual([]);
  expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  expect(policy.get("frame-src")).toEqual([studioOrigin]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
}

function expectMicrophoneOnlyFor(header: string | undefined, studioOrigin: string) {
  const features = parsePermissions(header);
  expect(features.get("microphone")).toBe(`self "${studioOrigin}"`);
  for (const feature of ["camera", "geolocation", "payment", "usb"]) {
    expect(features.get(feature), feature).toBe("");
  }
}

test("the home page answers with an enforced nonce CSP and the other security headers", async ({
  request,
}, testInfo) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  await testInfo.attach("home-response-headers.json", {
    body: JSON.stringify(headers, null, 2),
    contentType: "application/json",
  });

  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  expectStrictPolicy(parseCsp(headers["content-security-policy"]), localStudio);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expectMicrophoneOnlyFor(headers["permissions-policy"], localStudio);
  // Plain http: no HSTS, no upgrade (a browser ignores HSTS over http; it would only confuse).
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(parseCsp(headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(false);
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("every page: each script that runs carries the response's nonce; no inline handlers or javascript: URLs", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of allPagePaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = parseCsp(response.headers()["content-security-policy"]);
    const nonce = (policy.get("script-src") ?? [])
      .find((source) => source.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1);
    if (!nonce) {
      problems.push(`${path}: no nonce in the CSP`);
      continue;
    }
    const html = await response.text();
    const scripts = executableScriptTags(html);
    if (scripts.length === 0) problems.push(`${path}: no scripts at all`);
    for (const tag of scripts) {
      if (nonceOf(tag) !== nonce) problems.push(`${path}: script without the nonce: ${tag}`);
    }
    for (const tag of inlineHandlers(html)) problems.push(`${path}: inline handler: ${tag}`);
    for (const tag of scriptUrls(html)) problems.push(`${path}: javascript: URL: ${tag}`);
  }
  expect(problems).toEqual([]);
});

test("the nonce is fresh for every response, prerendered or rendered per request", async ({
  request,
}) => {
  for (const path of ["/", "/pricing", "/templates", "/blog"]) {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      const response = await request.get(path);
      nonces.add(parseCsp(response.headers()["content-security-policy"]).get("script-src")?.[1]);
    }
    expect(nonces.size, path).toBe(3);
  }
});

test("API, health and static responses carry the headers too", async ({ request }) => {
  for (const path of ["/api/blogcategory/getCategories", "/healthz", "/readyz", "/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test.describe("with an https SITE_URL and an external studio", () => {
  const studio = "https://studio.example";
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // It still listens on plain http locally, as behind a TLS-terminating proxy.
    server = await startSiteServer({ SITE_URL: "https://site.example", STUDIO_URL: studio });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("HSTS for two years with subdomains, frames and microphone only for the studio", async ({
    request,
  }) => {
    for (const path of ["/", "/demo/VoiceDemo", "/api/blogs/getAllBlogs"]) {
      const response = await request.get(`${server.url}${path}`);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const hsts = headers["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain("includeSubDomains");
      const policy = parseCsp(headers["content-security-policy"]);
      expectStrictPolicy(policy, studio);
      expect(policy.has("upgrade-insecure-requests")).toBe(true);
      expectMicrophoneOnlyFor(headers["permissions-policy"], studio);
    }
  });
});

test.describe("prerendered pages (a server with the SITE_URL the build was made for)", () => {
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Whatever port the main test server has, this one serves the prerendered files.
    server = await startSiteServer({ SITE_URL: "http://localhost:3000" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("get a fresh nonce in the header and on every script that runs", async ({ request }) => {
    for (const path of ["/", "/pricing", "/contact", "/demo/VoiceDemo"]) {
      const nonces = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const response = await request.get(`${server.url}${path}`);
        expect(response.status(), path).toBe(200);
        // The prerendered handler's mark: revalidated, because the nonce changes.
        expect(response.headers()["cache-control"], path).toBe("no-cache");
        const policy = parseCsp(response.headers()["content-security-policy"]);
        expectStrictPolicy(policy, "http://localhost:3000");
        const nonce = policy.get("script-src")![1]!.slice("'nonce-".length, -1);
        nonces.add(nonce);
        const html = await response.text();
        expect(html, path).not.toContain(PRERENDER_NONCE_PLACEHOLDER);
        for (const tag of executableScriptTags(html))
          expect(nonceOf(tag), `${path}: ${tag}`).toBe(nonce);
      }
      expect(nonces.size, path).toBe(2);
    }
  });
});
