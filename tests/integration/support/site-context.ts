import { vi } from "vitest";

import type { SiteContext } from "#app/context";
import { parseConfig, publicConfig } from "#server/config";
import { createHttpPlatformClient } from "#server/platform/http-client";

/** A logger whose calls a test can inspect. */
export function fakeLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/**
 * A request context as server/context.ts builds it, from environment-like settings: the real
 * HTTP platform client, a fake logger, and an inquiry service that must not be called unless a
 * test passes one.
 */
export function testSiteContext(
  env: Record<string, string> = {},
  overrides: Partial<SiteContext> = {},
): SiteContext & { log: ReturnType<typeof fakeLogger> } {
  const config = parseConfig(env);
  return {
    config: publicConfig(config),
    platform: createHttpPlatformClient(config),
    inquiries: { submit: () => Promise.reject(new Error("no inquiries in this test")) },
    desk: { enabled: false },
    requestId: "test-request",
    cspNonce: "test-nonce",
    clientAddress: "127.0.0.1",
    ...overrides,
    log: fakeLogger(),
  };
}
