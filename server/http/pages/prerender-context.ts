import type { Logger, PublicConfig, SiteContext } from "#app/context";
import { PlatformError, type PlatformClient } from "#app/shared/platform/platform";
import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";

const unavailable = (): Promise<never> =>
  Promise.reject(
    new PlatformError(
      "No platform while prerendering: this page must render per request.",
      "unavailable",
    ),
  );

/** Build-time lines in the server's JSON shape (there is no request). */
function buildLog(level: "info" | "warn" | "error"): Logger[typeof level] {
  return (fields, message) => {
    const { err, ...rest } = fields;
    const error = err instanceof Error ? { error: err.message, stack: err.stack } : {};
    const line = { level, time: new Date().toISOString(), ...rest, ...error, message };
    (level === "error" ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
  };
}

/**
 * The context the build renders the static pages with: the build's public configuration, and
 * services that refuse (a prerendered page reads no platform data and takes no form posts).
 */
export function prerenderSiteContext(config: PublicConfig): SiteContext {
  const platform: PlatformClient = {
    getTemplates: unavailable,
    getBlogCategories: unavailable,
    getAllBlogs: unavailable,
    getBlogById: unavailable,
    createBuilderAgent: unavailable,
    sendInquiry: unavailable,
    getWhatsappScanner: unavailable,
  };
  return {
    config,
    platform,
    inquiries: { submit: () => Promise.reject(new Error("No inquiries while prerendering.")) },
    desk: { enabled: false },
    log: { info: buildLog("info"), warn: buildLog("warn"), error: buildLog("error") },
    requestId: "prerender",
    cspNonce: PRERENDER_NONCE_PLACEHOLDER,
    clientAddress: "",
  };
}
