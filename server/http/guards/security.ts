import { randomBytes } from "node:crypto";

import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

import type { Config } from "#server/config";

/** A fresh nonce per response, for the CSP and for `<Scripts nonce>`. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const origin = (url: string) => new URL(url).origin;

type Directives = Record<string, string[]>;

/**
 * The analytics provider's script (its exact path; a source cannot name a query) and the
 * origins it sends to, only when one is configured. Sealed pages get them too: their CSP is
 * assembled at start from the stored hashes and this configuration (server/http/pages/prerendered.ts).
 */
function analyticsSources(config: Config): { script: string[]; connect: string[] } {
  if (!config.analytics) return { script: [], connect: [] };
  const script = new URL(config.analytics.scriptUrl);
  return {
    script: [`${script.origin}${script.pathname}`],
    connect: config.analytics.collectOrigins,
  };
}

/**
 * The site's Content-Security-Policy without its script sources: scripts are `'self'` plus
 * either a fresh nonce (pages rendered per request) or the hashes of a prerendered page's inline
 * scripts (server/http/pages/prerendered.ts), never `'unsafe-inline'`.
 */
function cspDirectives(config: Config): Directives {
  const studioOrigin = origin(config.services.studioUrl);
  const logoOrigin = config.services.logoCdnUrl ? origin(config.services.logoCdnUrl) : undefined;
  const analytics = analyticsSources(config);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...analytics.script],
    "script-src-attr": ["'none'"],
    // React renders style attributes; styles cannot run code, scripts stay nonce- or hash-only.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:", ...(logoOrigin ? [logoOrigin] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...analytics.connect],
    "frame-src": [studioOrigin],
    "frame-ancestors": ["'self'"],
    // Forms post to this site; a plain (no-JavaScript) agent creation is then redirected
    // to the studio, and browsers check form-action on that redirect too.
    "form-action": ["'self'", studioOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    ...(config.http.siteUrl.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** The header value of a policy whose scripts are `'self'` plus the given sources. */
export function cspHeader(config: Config, scriptSources: readonly string[]): string {
  const directives = cspDirectives(config);
  directives["script-src"] = [...directives["script-src"]!, ...scriptSources];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Security headers: an enforced CSP (no inline script without the nonce), frames only from the
 * studio, forms only to this site or redirected to the studio; HSTS when the site is served
 * over https.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const studioOrigin = origin(config.services.studioUrl);
  const https = config.http.siteUrl.startsWith("https://");
  const directives = cspDirectives(config);

  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        "script-src": [
          ...directives["script-src"]!,
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
      },
    },
    strictTransportSecurity: https
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: false }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // The studio stand-in's embed script is loaded by other sites.
    crossOriginResourcePolicy: { policy: "same-site" },
  });

  const permissions: RequestHandler = (_req, res, next) => {
    // The microphone only for this site and the studio's chat frames (voice demos).
    const micOrigins = new Set(["self", `"${studioOrigin}"`]);
    res.set(
      "Permissions-Policy",
      `microphone=(${[...micOrigins].join(" ")}), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()`,
    );
    next();
  };

  return [csp, permissions];
}

/**
 * The security headers that do not change per response (everything but the CSP), computed once
 * from the same middleware, for answers sent without Express (server/http/pages/sealed-fast-path.ts).
 */
export function staticSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const put = (name: string, value: unknown) => {
    headers[name.toLowerCase()] = String(value);
  };
  const response = {
    locals: { cspNonce: "unused" },
    setHeader: put,
    set: put,
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  for (const middleware of securityHeaders(config)) {
    middleware({} as Request, response as unknown as Response, () => {});
  }
  delete headers["content-security-policy"];
  return headers;
}
