import fs from "node:fs";
import path from "node:path";

import type { PublicConfig } from "#app/context";
import { publicConfig, type Config } from "#server/config";

/**
 * What the build baked into the prerendered pages: the whole public configuration, the same
 * object the prerender context got (server/http/pages/prerender-context.ts). Any value of it can
 * show in a page (links, logos, the analytics the cookie page names), so a server whose public
 * configuration differs in any field re-seals the pages at start (server/http/pages/reseal.ts).
 */
export type PrerenderStamp = PublicConfig;

export const PRERENDER_STAMP_FILE = "prerender-stamp.json";

export function prerenderStamp(config: Config): PrerenderStamp {
  return publicConfig(config);
}

/** The variables behind each field, for a log line an operator can act on. */
const VARIABLES: Record<keyof PublicConfig, string> = {
  siteUrl: "SITE_URL",
  studioUrl: "STUDIO_URL",
  logoCdnUrl: "LOGO_CDN_URL",
  analytics: "ANALYTICS_*",
};

/** JSON with sorted keys, so that two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined) return "(absent)";
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * How the running configuration differs from the build's, one line per field
 * (`LOGO_CDN_URL: null → "https://…"`); empty when the pages are current. Every field of either
 * side is compared, so a field added to PublicConfig is covered without a change here, and a
 * stamp from an older build that lacks a field counts as different.
 */
export function stampDifferences(built: unknown, running: PrerenderStamp): string[] {
  const before = (built && typeof built === "object" ? built : {}) as Record<string, unknown>;
  const after = running as unknown as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => canonical(before[field]) !== canonical(after[field]))
    .map((field) => {
      const name = VARIABLES[field as keyof PublicConfig] ?? field;
      return `${name}: ${canonical(before[field])} → ${canonical(after[field])}`;
    });
}

/** The build's stamp, or undefined when the build wrote none (or it cannot be read). */
export function readStamp(buildDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, PRERENDER_STAMP_FILE), "utf8"));
  } catch {
    return undefined;
  }
}
