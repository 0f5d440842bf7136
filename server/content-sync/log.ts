import { logLine } from "#server/process/logging";
import type { MediaVariantsReport } from "./media-variants";
import type { SyncReport } from "./sync";
import { describeVersion } from "./version";

/** The log line of a sync at start (or in the dev server's watch): what changed, or why not. */
export function logContentSync(report: SyncReport, contentDir: string): void {
  const { categories, templates, posts, redirects } = report;
  const versions = {
    version: describeVersion(report.version),
    previous: report.previous ? describeVersion(report.previous) : null,
  };
  if (report.outcome === "refused") {
    logLine({
      level: "warn",
      message: `content not synced: the database holds newer content than ${contentDir} (an older checkout?); the newer content stays. \`npm run content:sync -- --force\` rolls it back on purpose`,
      ...versions,
    });
    return;
  }
  logLine({
    level: report.rolledBack ? "warn" : "info",
    message: report.rolledBack
      ? `content rolled back to an older version from ${contentDir} (forced)`
      : `content synced from ${contentDir}`,
    categories,
    templates,
    posts,
    redirects,
    ...versions,
  });
}

/** The log line of the pictures' variants made at a sync. */
export function logMediaVariants(report: MediaVariantsReport): void {
  logLine({
    level: "info",
    message: `picture variants: ${report.made} made, ${report.kept} kept, ${report.removed} removed for ${report.pictures} pictures`,
    durationMs: Math.round(report.durationMs),
  });
}
