/**
 * `npm run content:sync` (CONTENT.md): `--check` only checks the files, `--force` rolls back.
 * PGlite allows one process per DATA_DIR, so it refuses while a server runs.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createCacheInvalidation } from "#server/cache-purge/invalidation";
import { ConfigError, parseConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { withDatabaseLock } from "#server/db/migration-lock";
import { DataDirLockedError, lockDataDir } from "#server/process/data-dir-lock";
import { logLine } from "#server/process/logging";
import { keepNewFilesPrivate } from "#server/process/private-files";
import { ContentFileError, defaultContentDir, readContentFiles } from "./files";
import type { SyncReport } from "./sync";
import { syncContent } from "./sync";
import { prepareMediaVariants } from "./media-variants";
import { describeVersion } from "./version";

export interface ContentSyncRun {
  args: readonly string[];
  env: Record<string, string | undefined>;
  contentDir?: string;
  print: (line: string) => void;
}

export async function runContentSync({
  args,
  env,
  contentDir,
  print,
}: ContentSyncRun): Promise<number> {
  const dir = contentDir ?? (env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : defaultContentDir);
  let files;
  try {
    files = readContentFiles(dir);
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    print(`content:sync: the content files have errors, nothing was changed:\n${error.message}`);
    return 1;
  }
  const published = files.posts.filter((post) => !post.draft);
  print(
    `content:sync: files OK: ${published.length} posts (${files.posts.length - published.length} drafts), ${files.templates.length} templates, ${files.categories.length} categories; version ${describeVersion(files.version)}`,
  );
  if (args.includes("--check")) return 0;

  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
  const embedded = !config.database.url && !config.database.dataDir.startsWith("memory://");
  let release = async () => {};
  if (embedded) {
    try {
      // A held lock means a server is running right now.
      release = await lockDataDir(config.database.dataDir, {
        waitMs: 0,
        onCompromised: (error) =>
          print(`content:sync: lost the lock on DATA_DIR: ${error.message}`),
      });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      print(
        `content:sync: another process (a running server) holds DATA_DIR ${config.database.dataDir}; the embedded database allows one process at a time. Restart the server instead: it syncs the content when it starts.`,
      );
      return 1;
    }
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.database.url,
      dataDir: config.database.dataDir,
    });
    // This process bans too, for when no instance is running.
    const invalidation = createCacheInvalidation({
      purgeUrl: config.cache.purgeUrl,
      siteUrl: config.http.siteUrl,
      timeoutMs: config.services.timeoutMs,
      log: logLine,
    });
    try {
      const report = await withDatabaseLock(database, "content-sync", () =>
        syncContent(database.db, files, {
          force: args.includes("--force"),
          onChange: invalidation.onSyncChange,
        }),
      );
      if (report.outcome === "refused") {
        print(
          `content:sync: nothing was changed: the database holds newer content (${describeVersion(report.previous!)}) than these files (${describeVersion(report.version)}). Update the checkout, or run with --force to roll the content back to these files.`,
        );
        return 1;
      }
      if (report.rolledBack) {
        print(`content:sync: rolled back from ${describeVersion(report.previous!)} (--force)`);
      }
      print(`content:sync: ${describe(report)}`);
      await invalidation.flush();
      const variants = await prepareMediaVariants({
        mediaDir: path.join(dir, "media"),
        outDir: config.content.variantsDir,
      });
      print(
        `content:sync: picture variants: ${variants.made} made, ${variants.kept} kept, ${variants.removed} removed for ${variants.pictures} pictures`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
  return 0;
}

function describe(report: SyncReport): string {
  return (["categories", "templates", "posts", "redirects"] as const)
    .map((table) => {
      const c = report[table];
      return `${table}: ${c.inserted} added, ${c.updated} changed, ${c.deleted} removed`;
    })
    .join("; ");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // The database files it may create in DATA_DIR are the owner's alone.
  keepNewFilesPrivate();
  process.exitCode = await runContentSync({
    args: process.argv.slice(2),
    env: process.env,
    print: (line) => console.log(line),
  });
}
