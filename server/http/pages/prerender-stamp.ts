import fs from "node:fs";
import path from "node:path";

import type { PublicConfig } from "#app/context";
import { publicConfig, type Config } from "#server/config";

/**
 * The public configuration the build baked in: any field can show in a page, so a server whose
 * configuration differs in any field re-seals the pages at start.
 */
export type PrerenderStamp = PublicConfig;

export const PRERENDER_STAMP_FILE = "prerender-stamp.json";

export function prerenderStamp(config: Config): PrerenderStamp {
  return publicConfig(config);
}

const VARIABLES: Record<keyof PublicConfig, string> = {
  siteUrl: "SITE_URL",
  studioUrl: "STUDIO_URL",
  logoCdnUrl: "LOGO_CDN_URL",
  analytics: "ANALYTICS_*",
};

function canonical(value: unknown): string {
  if (value === undefined) return "(absent)";
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Every field of either side is compared, so a field added to PublicConfig is covered. */
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

export function readStamp(buildDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, PRERENDER_STAMP_FILE), "utf8"));
  } catch {
    return undefined;
  }
}
