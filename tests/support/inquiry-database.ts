import { beforeEach } from "vitest";

import type { Database } from "#server/db/client";
import { contactInquiries } from "#server/db/schema";
import { useTestDatabase, type DatabaseKind } from "./databases";

/**
 * A database for the tests of one suite (PGlite in memory, or a fresh database on a throw-away
 * PostgreSQL), with no inquiries at the start of each test. Read `.db` inside tests (it exists
 * once beforeAll has run).
 */
export function useInquiryDatabase(kind: DatabaseKind = "pglite"): { readonly db: Database } {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(contactInquiries);
  });
  return database;
}
