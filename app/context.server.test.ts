import { afterEach, describe, expect, it, vi } from "vitest";

import { RouterContextProvider } from "react-router";

import { routerContextWith, type SiteContext } from "./context";
import { isPrerendering, siteContext } from "./context.server";
import { PRERENDER_NONCE_PLACEHOLDER } from "./shared/document/nonce-placeholder";
import { PlatformError } from "./shared/platform/platform";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("siteContext", () => {
  it("hands a loader the server's request context as it is", () => {
    const site = { platform: {}, requestId: "r1" } as unknown as SiteContext;
    const context = routerContextWith(site);
    expect(isPrerendering(context)).toBe(false);
    expect(siteContext(context)).toBe(site);
  });

  it("while prerendering: the build-time configuration and the nonce placeholder", () => {
    for (const none of [undefined, new RouterContextProvider()]) {
      expect(isPrerendering(none)).toBe(true);
      const context = siteContext(none);
      expect(context.cspNonce).toBe(PRERENDER_NONCE_PLACEHOLDER);
      expect(Object.keys(context.config).sort()).toEqual([
        "analytics",
        "logoCdnUrl",
        "siteUrl",
        "studioUrl",
      ]);
      expect(context.config.siteUrl).toMatch(/^https?:\/\//);
      expect(context.config.studioUrl).toMatch(/^https?:\/\//);
    }
  });

  it("while prerendering: the platform is unavailable, and says so", async () => {
    const { platform } = siteContext(undefined);
    const error = await platform.getAllBlogs().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).kind).toBe("unavailable");
  });

  it("while prerendering: log lines are single JSON lines", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    siteContext(undefined).log.error({ err: new Error("boom"), page: "/x" }, "it failed");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      message: "it failed",
      error: "boom",
      page: "/x",
    });
  });
});
