import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";

import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";
import { fromRoot } from "#server/paths";
import * as siteSchema from "#server/db/schema";
import * as bundledPlatformSchema from "#server/bundled-platform/schema";

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

describe("the schema files", () => {
  it("match the last migration's snapshot: `npm run db:generate` has nothing to write", async () => {
    const snapshots = fs.readdirSync(fromRoot("server/db/migrations/meta")).filter((name) => {
      return name.endsWith("_snapshot.json");
    });
    const last = JSON.parse(
      fs.readFileSync(fromRoot(`server/db/migrations/meta/${snapshots.sort().at(-1)}`), "utf8"),
    );
    const current = generateDrizzleJson({ ...siteSchema, ...bundledPlatformSchema }, last.id);
    expect(await generateMigration(last, current)).toEqual([]);
  });
});

describe("renaming the contact fields' columns (0007)", () => {
  it("keeps every stored inquiry, searchable as before", async () => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
    try {
      fs.cpSync(fromRoot("server/db/migrations"), before, { recursive: true });
      const entries = journal.entries.filter((entry) => entry.tag < "0007");
      fs.writeFileSync(
        path.join(before, "meta/_journal.json"),
        JSON.stringify({ ...journal, entries }),
      );
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `insert into contact_inquiries (id, idempotency_key, full_name, email_add, company, subject, message, country, phone_num, type)
         values ('aaaaaaaaaaaaaaaaaaaaaaaa', 'key-before-rename-0001', 'Ada Lovelace', 'ada@engine.example', 'Engines', 'Pricing', 'Hello', '+44', '2079460000', 'ai-agent-platform')`,
      );
      await client.query(
        `insert into received_inquiries (id, full_name, email_add, company, subject, message, country, phone_num, type)
         values ('bbbbbbbbbbbbbbbbbbbbbbbb', 'Ada Lovelace', 'ada@engine.example', '', 'Pricing', 'Hello', '+44', '2079460000', 'ai-agent-platform')`,
      );

      await migrate(db, { migrationsFolder: fromRoot("server/db/migrations") });

      const { rows } = await client.query<Record<string, string>>(
        `select full_name, email, phone, country from contact_inquiries
          where search @@ to_tsquery('simple', 'engine:*')`,
      );
      expect(rows).toEqual([
        {
          full_name: "Ada Lovelace",
          email: "ada@engine.example",
          phone: "2079460000",
          country: "+44",
        },
      ]);
      const index = await client.query(
        "select 1 from pg_indexes where indexname = 'contact_inquiries_search_idx'",
      );
      expect(index.rows).toHaveLength(1);
      const received = await client.query<Record<string, string>>(
        "select email, phone from received_inquiries",
      );
      expect(received.rows).toEqual([{ email: "ada@engine.example", phone: "2079460000" }]);
      await client.close();
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
    // Two PGlite migrations from scratch: seconds on a quiet machine, far more on a loaded one.
  }, 90_000);
});
