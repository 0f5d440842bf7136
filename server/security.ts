import { randomBytes } from "node:crypto";

import type { RequestHandler } from "express";
import helmet from "helmet";

import type { Config } from "./config";

/** A fresh nonce per response, for the CSP and for `<Scripts nonce>`. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const origin = (url: string) => new URL(url).origin;

/**
 * Security headers: an enforced nonce-based CSP (no inline script without the nonce), frames
 * only from the studio, forms only to this site or redirected to the studio; HSTS when the
 * site is served over https.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const studioOrigin = origin(config.studioUrl);
  const logoOrigin = config.logoCdnUrl ? origin(config.logoCdnUrl) : undefined;
  const https = config.siteUrl.startsWith("https://");

  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        scriptSrcAttr: ["'none'"],
        // React renders style attributes; styles cannot run code, scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:", ...(logoOrigin ? [logoOrigin] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [studioOrigin],
        frameAncestors: ["'self'"],
        // Forms post to this site; a plain (no-JavaScript) agent creation is then redirected
        // to the studio, and browsers check form-action on that redirect too.
        formAction: ["'self'", studioOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
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
