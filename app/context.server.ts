import type { RouterContextProvider } from "react-router";

import { siteContextKey, type Logger, type PublicConfig, type SiteContext } from "./context";
import { PlatformError, type PlatformClient } from "./shared/platform/platform";
import { PRERENDER_NONCE_PLACEHOLDER } from "./shared/document/nonce-placeholder";

/**
 * The public configuration at build time, computed by server/config and written into the
 * bundle by vite.config.ts (and vitest.config.ts), so that prerendering needs no server code.
 */
declare const __PRERENDER_SITE_CONFIG__: PublicConfig;

type RouterContext = Readonly<RouterContextProvider> | undefined;

/** The server's context of this request; null while React Router prerenders (no request). */
function requestContext(context: RouterContext): SiteContext | null {
  return context?.get(siteContextKey) ?? null;
}

/**
 * True while a page is rendered to become static bytes: React Router's prerender at build (the
 * server put no context, there is no request), or the server's re-seal at start, which renders
 * with the nonce placeholder (server/http/pages/reseal.ts). Either way the whole document is
 * rendered at once, as sealing it needs.
 */
export function isPrerendering(context: RouterContext): boolean {
  const fromServer = requestContext(context);
  return fromServer === null || fromServer.cspNonce === PRERENDER_NONCE_PLACEHOLDER;
}

const unavailable = (): Promise<never> =>
  Promise.reject(
    new PlatformError(
      "No platform while prerendering: this page must render per request.",
      "unavailable",
    ),
  );

const prerenderPlatform: PlatformClient = {
  getTemplates: unavailable,
  getBlogCategories: unavailable,
  getAllBlogs: unavailable,
  getBlogById: unavailable,
  createBuilderAgent: unavailable,
  sendInquiry: unavailable,
  getWhatsappScanner: unavailable,
};

/** Build-time lines in the same JSON shape as the server's (there is no request id). */
function prerenderLog(level: "info" | "warn" | "error"): Logger[typeof level] {
  return (fields, message) => {
    const { err, ...rest } = fields;
    const error =
      err === undefined
        ? {}
        : err instanceof Error
          ? { error: err.message, stack: err.stack }
          : { error: String(err) };
    const line = { level, time: new Date().toISOString(), ...rest, ...error, message };
    (level === "error" ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
  };
}

let prerenderContext: SiteContext | undefined;

function buildPrerenderContext(): SiteContext {
  return {
    config: __PRERENDER_SITE_CONFIG__,
    platform: prerenderPlatform,
    inquiries: {
      submit: () => Promise.reject(new Error("No inquiries while prerendering.")),
    },
    desk: { enabled: false },
    log: { info: prerenderLog("info"), warn: prerenderLog("warn"), error: prerenderLog("error") },
    requestId: "prerender",
    cspNonce: PRERENDER_NONCE_PLACEHOLDER,
    clientAddress: "",
  };
}

/**
 * The context of a loader or action: the server's per-request context, or, while prerendering,
 * one with the build-time configuration, the nonce placeholder, and a platform that answers
 * every call with PlatformError("unavailable") (nothing prerendered calls it).
 */
export function siteContext(context: RouterContext): SiteContext {
  const fromServer = requestContext(context);
  if (fromServer) return fromServer;
  prerenderContext ??= buildPrerenderContext();
  return prerenderContext;
}
