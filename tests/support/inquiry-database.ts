import { afterAll, beforeAll, beforeEach } from "vitest";

import { openDatabase, type Database, type DatabaseHandle } from "../../server/db/client";
import { contactInquiries } from "../../server/db/schema";

/**
 * An embedded in-memory database for the tests of one file, with no inquiries at the start of
 * each test. Read `.db` inside tests (it exists once beforeAll has run).
 */
export function useInquiryDatabase(): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  // PGlite takes a few seconds to start on a busy machine.
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle!.db.delete(contactInquiries);
  });
  return {
    get db() {
      if (!handle) throw new Error("the test database opens in beforeAll");
      return handle.db;
    },
  };
}
