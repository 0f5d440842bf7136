import { randomBytes } from "node:crypto";

import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

import type { Config } from "#server/config";

export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const origin = (url: string) => new URL(url).origin;

type Directives = Record<string, string[]>;

/** A source cannot name a query, so the script's exact path. */
function analyticsSources(config: Config): { script: string[]; connect: string[] } {
  if (!config.analytics) return { script: [], connect: [] };
  const script = new URL(config.analytics.scriptUrl);
  return {
    script: [`${script.origin}${script.pathname}`],
    connect: config.analytics.collectOrigins,
  };
}

/** Scripts are `'self'` plus a nonce or a sealed page's hashes, never `'unsafe-inline'`. */
function cspDirectives(config: Config): Directives {
  const studioOrigin = origin(config.services.studioUrl);
  const logoOrigin = config.services.logoCdnUrl ? origin(config.services.logoCdnUrl) : undefined;
  const analytics = analyticsSources(config);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...analytics.script],
    "script-src-attr": ["'none'"],
    // React renders style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:", ...(logoOrigin ? [logoOrigin] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...analytics.connect],
    "frame-src": [studioOrigin],
    "frame-ancestors": ["'self'"],
    // A plain agent creation is redirected to the studio; browsers check form-action on it too.
    "form-action": ["'self'", studioOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    ...(config.http.siteUrl.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export function cspHeader(config: Config, scriptSources: readonly string[]): string {
  const directives = cspDirectives(config);
  directives["script-src"] = [...directives["script-src"]!, ...scriptSources];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

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
    // The bundled studio's embed script is loaded by other sites.
    crossOriginResourcePolicy: { policy: "same-site" },
  });

  const permissions: RequestHandler = (_req, res, next) => {
    const micOrigins = new Set(["self", `"${studioOrigin}"`]);
    res.set(
      "Permissions-Policy",
      `microphone=(${[...micOrigins].join(" ")}), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()`,
    );
    next();
  };

  return [csp, permissions];
}

/** For answers sent without Express (sealed-fast-path.ts). */
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
