import fs from "node:fs";

import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";
import { fromRoot } from "#server/paths";

const journal = JSON.parse(
  fs.readFileSync(fromRoot("server/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: Array<{ tag: string }> };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describeEachDatabase("the migrations", (kind) => {
  const database = useTestDatabase(kind);

  it("apply every migration once, and opening the database again applies none", async () => {
    const count = async () =>
      Number(
        rowsOf<{ n: number | string }>(
          await database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
        )[0]!.n,
      );
    expect(await count()).toBe(journal.entries.length);
    // A second instance starting on the same database (PGlite: the same handle).
    await database.openAnother();
    expect(await count()).toBe(journal.entries.length);
  });

  it("create the site's tables, the shared rate-limit counters included", async () => {
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(["contact_inquiries", "rate_limit_hits", "blog_posts"]),
    );
  });
});
