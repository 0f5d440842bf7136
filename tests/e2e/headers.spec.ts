import { createHash } from "node:crypto";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";
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
 * The security headers of every response (server/http/guards/security.ts): an enforced CSP whose scripts
 * are allowed by a fresh nonce (pages rendered per request) or by the hashes of exactly the
 * page's inline scripts (prerendered pages, the same bytes for everyone), no HSTS over plain
 * http, and with an https SITE_URL and an external studio the stricter set.
 */

const localStudio = new URL(BASE_URL).origin;

const isNonce = (source: string) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source);
const isHash = (source: string) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source);

/** The CSP hash sources of a document's inline scripts, computed here independently. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const [, tag = "", body = ""] = match;
    if (/\ssrc=/i.test(tag) || !executableScriptTags(tag).length) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

function expectStrictPolicy(policy: Policy, studioOrigin: string) {
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  // Either one nonce (rendered per request) or hashes only (prerendered), never both.
  const nonces = scripts.filter(isNonce);
  const hashes = scripts.filter(isHash);
  if (hashes.length > 0) expect(nonces).toHaveLength(0);
  else expect(nonces).toHaveLength(1);
  expect(
    scripts.filter((source) => source !== "'self'" && !isNonce(source) && !isHash(source)),
  ).toEqual([]);
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

test("the home page answers with an enforced CSP and the other security headers", async ({
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

test("every page: each script that runs carries the response's nonce or is allowed by its hash; no inline handlers or javascript: URLs", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of allPagePaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const sources = parseCsp(response.headers()["content-security-policy"]).get("script-src") ?? [];
    const nonce = sources.find(isNonce)?.slice("'nonce-".length, -1);
    const html = await response.text();
    const scripts = executableScriptTags(html);
    if (scripts.length === 0) problems.push(`${path}: no scripts at all`);
    if (nonce) {
      for (const tag of scripts) {
        if (nonceOf(tag) !== nonce) problems.push(`${path}: script without the nonce: ${tag}`);
      }
    } else {
      // A prerendered page: the policy lists exactly the hashes of its inline scripts, so a
      // changed inline script without a new hash would be blocked (and fail here).
      const listed = sources.filter(isHash).sort();
      const needed = inlineScriptHashes(html).sort();
      if (JSON.stringify(listed) !== JSON.stringify(needed))
        problems.push(
          `${path}: CSP hashes ${listed.join(" ")} != inline scripts ${needed.join(" ")}`,
        );
    }
    for (const tag of inlineHandlers(html)) problems.push(`${path}: inline handler: ${tag}`);
    for (const tag of scriptUrls(html)) problems.push(`${path}: javascript: URL: ${tag}`);
  }
  expect(problems).toEqual([]);
});

test("a page rendered per request allows exactly its own inline scripts, by hash, never a nonce", async ({
  request,
}) => {
  // A query parameter the page reads (route-table.ts queryParams) makes even a prerendered or
  // cached page render per request. Astro's island runtime cannot carry a nonce, so those pages
  // are allowed their inline scripts by hash, computed from the page itself.
  for (const path of ["/integrations?q=shop", "/templates?category=hr", "/blog?q=agent"]) {
    const response = await request.get(path);
    const sources = parseCsp(response.headers()["content-security-policy"]).get("script-src") ?? [];
    expect(sources.filter(isNonce), path).toEqual([]);
    expect(sources.filter(isHash).sort(), path).toEqual(
      inlineScriptHashes(await response.text()).sort(),
    );
    expect(sources, path).not.toContain("'unsafe-inline'");
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
  // One worker for these tests: beforeAll's server starts once, not once a worker.
  test.describe.configure({ mode: "default" });
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
  // One worker for these tests: beforeAll's server starts once, not once a worker.
  test.describe.configure({ mode: "default" });
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Whatever port the main test server has, this one serves the prerendered files.
    server = await startSiteServer({ SITE_URL: BASE_URL });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("are the same bytes for every visitor, allowed by the hashes of their inline scripts", async ({
    request,
  }) => {
    for (const path of ["/", "/pricing", "/contact", "/demo/VoiceDemo"]) {
      const bodies = new Set<string>();
      const etags = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const response = await request.get(`${server.url}${path}`);
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        // A CDN may keep it; browsers revalidate with the ETag.
        expect(headers["cache-control"], path).toMatch(
          /^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/,
        );
        const policy = parseCsp(headers["content-security-policy"]);
        expectStrictPolicy(policy, BASE_URL);
        const html = await response.text();
        expect(html, path).not.toContain(PRERENDER_NONCE_PLACEHOLDER);
        expect(html, path).not.toMatch(/\snonce=/);
        expect((policy.get("script-src") ?? []).filter(isHash).sort(), path).toEqual(
          inlineScriptHashes(html).sort(),
        );
        bodies.add(html);
        etags.add(headers["etag"]!);
      }
      expect(bodies.size, `${path} bytes`).toBe(1);
      expect(etags.size, `${path} ETag`).toBe(1);
    }
  });

  test("a matching If-None-Match gets 304, and HEAD the same headers as GET", async ({
    request,
  }) => {
    const get = await request.get(`${server.url}/pricing`, {
      headers: { "accept-encoding": "br" },
    });
    const etag = get.headers()["etag"]!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await request.get(`${server.url}/pricing`, {
      headers: { "accept-encoding": "br", "if-none-match": etag, "cache-control": "max-age=0" },
    });
    expect(revalidated.status()).toBe(304);
    const head = await request.head(`${server.url}/pricing`, {
      headers: { "accept-encoding": "br" },
    });
    for (const name of ["cache-control", "etag", "content-security-policy", "content-encoding"])
      expect(head.headers()[name], name).toBe(get.headers()[name]);
  });
});
