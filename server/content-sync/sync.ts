import { desc, eq, inArray, sql } from "drizzle-orm";

import { contentChangeOf, type ContentChange } from "#server/cache-purge/content-change";
import type { Database } from "#server/db/client";
import { newId } from "#server/db/ids";
import { contentVersions } from "#server/db/schema";
import {
  agentTemplates,
  blogCategories,
  blogPosts,
  contentRedirects,
} from "#server/bundled-platform/schema";
import type { ContentFiles } from "./files";
import type { ContentVersion } from "./version";

export interface TableChanges {
  inserted: number;
  updated: number;
  deleted: number;
}
export interface AppliedVersion extends ContentVersion {
  appliedAt: Date;
  forced: boolean;
}

export interface SyncReport {
  categories: TableChanges;
  templates: TableChanges;
  posts: TableChanges;
  redirects: TableChanges;
  outcome: "applied" | "refused";
  version: ContentVersion;
  previous: AppliedVersion | null;
  rolledBack: boolean;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface SyncOptions {
  force?: boolean;
  /** Inside the transaction, so the change is announced exactly when it commits. */
  onChange?: (tx: Transaction, change: ContentChange) => Promise<void>;
}

/**
 * Makes the content tables match the files in one transaction, idempotently. Content only moves
 * forward: a database holding a later revision is left alone ("refused") unless forced.
 */
export async function syncContent(
  db: Database,
  files: ContentFiles,
  options: SyncOptions = {},
): Promise<SyncReport> {
  return db.transaction(async (tx) => {
    // One sync at a time, whoever holds the advisory lock: the version read stays the newest.
    await tx.execute(sql`lock table content_versions in share row exclusive mode`);
    const [latest] = await tx
      .select()
      .from(contentVersions)
      .orderBy(desc(contentVersions.appliedAt), desc(contentVersions.id))
      .limit(1);
    const previous: AppliedVersion | null = latest
      ? {
          hash: latest.hash,
          revision: latest.revision,
          source: latest.source as ContentVersion["source"],
          appliedAt: latest.appliedAt,
          forced: latest.forced,
        }
      : null;
    const older = previous !== null && files.version.revision < previous.revision;
    const base = { version: files.version, previous, rolledBack: older };
    if (older && !options.force) {
      return {
        categories: noChanges(),
        templates: noChanges(),
        posts: noChanges(),
        redirects: noChanges(),
        outcome: "refused" as const,
        ...base,
        rolledBack: false,
      };
    }
    if (previous?.hash !== files.version.hash || older) {
      await tx.insert(contentVersions).values({
        id: newId(),
        hash: files.version.hash,
        revision: files.version.revision,
        source: files.version.source,
        forced: Boolean(options.force && older),
      });
    }

    const wantedPosts = files.posts
      .filter((post) => !post.draft)
      .map(({ draft: _draft, ...row }) => row);

    const categoryPlan = plan(await tx.select().from(blogCategories), files.categories);
    for (const row of categoryPlan.inserts) await tx.insert(blogCategories).values(row);
    for (const row of categoryPlan.updates) {
      await tx.update(blogCategories).set(row).where(eq(blogCategories.id, row.id));
    }

    const templatePlan = plan(await tx.select().from(agentTemplates), files.templates);
    await deleteIds(tx, agentTemplates, templatePlan.deletes);
    for (const row of templatePlan.inserts) await tx.insert(agentTemplates).values(row);
    for (const row of templatePlan.updates) {
      await tx.update(agentTemplates).set(row).where(eq(agentTemplates.id, row.id));
    }

    const currentPosts = await tx.select().from(blogPosts);
    const postPlan = plan(currentPosts, wantedPosts);
    await deleteIds(tx, blogPosts, postPlan.deletes);
    // Slugs are unique per statement: free the changed ones first, so two posts can swap slugs.
    const currentSlug = new Map(currentPosts.map((post) => [post.id, post.slug]));
    const movedSlugs = postPlan.updates
      .filter((row) => row.slug !== currentSlug.get(row.id))
      .map((row) => row.id);
    if (movedSlugs.length > 0) {
      await tx.update(blogPosts).set({ slug: null }).where(inArray(blogPosts.id, movedSlugs));
    }
    for (const row of postPlan.updates) {
      await tx.update(blogPosts).set(row).where(eq(blogPosts.id, row.id));
    }
    for (const row of postPlan.inserts) await tx.insert(blogPosts).values(row);

    // Last: a removed category may still have been used by a post removed above.
    await deleteIds(tx, blogCategories, categoryPlan.deletes);

    const redirectPlan = plan(
      (await tx.select().from(contentRedirects)).map((row) => ({ ...row, id: row.fromPath })),
      files.redirects.map((row) => ({ ...row, id: row.fromPath })),
    );
    if (redirectPlan.deletes.length > 0) {
      await tx
        .delete(contentRedirects)
        .where(inArray(contentRedirects.fromPath, redirectPlan.deletes));
    }
    for (const { id: _id, ...row } of redirectPlan.inserts)
      await tx.insert(contentRedirects).values(row);
    for (const { id: _id, ...row } of redirectPlan.updates) {
      await tx.update(contentRedirects).set(row).where(eq(contentRedirects.fromPath, row.fromPath));
    }
    const change = contentChangeOf({
      before: currentPosts,
      after: wantedPosts,
      changedPostIds: [...postPlan.inserts, ...postPlan.updates]
        .map((row) => row.id)
        .concat(postPlan.deletes),
      templatesChanged: touches(templatePlan),
      categoriesChanged: touches(categoryPlan),
    });
    if (change && options.onChange) await options.onChange(tx, change);

    return {
      categories: counts(categoryPlan),
      templates: counts(templatePlan),
      posts: counts(postPlan),
      redirects: counts(redirectPlan),
      outcome: "applied" as const,
      ...base,
    };
  });
}

const noChanges = (): TableChanges => ({ inserted: 0, updated: 0, deleted: 0 });

interface Plan<T> {
  inserts: T[];
  updates: T[];
  deletes: string[];
}

function plan<T extends { id: string }>(current: Array<{ id: string }>, wanted: T[]): Plan<T> {
  const byId = new Map(current.map((row) => [row.id, row as Record<string, unknown>]));
  const wantedIds = new Set(wanted.map((row) => row.id));
  const inserts: T[] = [];
  const updates: T[] = [];
  for (const row of wanted) {
    const existing = byId.get(row.id);
    if (!existing) inserts.push(row);
    else if (!sameValues(existing, row)) updates.push(row);
  }
  const deletes = current.map((row) => row.id).filter((id) => !wantedIds.has(id));
  return { inserts, updates, deletes };
}

function sameValues(existing: Record<string, unknown>, wanted: object): boolean {
  return Object.entries(wanted).every(([field, value]) => {
    const stored = existing[field];
    if (value instanceof Date)
      return stored instanceof Date && stored.getTime() === value.getTime();
    if (Array.isArray(value) || (value !== null && typeof value === "object")) {
      return JSON.stringify(stored ?? null) === JSON.stringify(value);
    }
    return (stored ?? null) === (value ?? null);
  });
}

async function deleteIds(
  tx: Transaction,
  table: typeof agentTemplates | typeof blogCategories | typeof blogPosts,
  ids: string[],
) {
  if (ids.length > 0) await tx.delete(table).where(inArray(table.id, ids));
}

const touches = (plan: Plan<unknown>) =>
  plan.inserts.length + plan.updates.length + plan.deletes.length > 0;

const counts = (plan: Plan<unknown>): TableChanges => ({
  inserted: plan.inserts.length,
  updated: plan.updates.length,
  deleted: plan.deletes.length,
});
