import type { RunQuery } from "#server/desk/desk-queries";
import type { Database } from "./client";

/**
 * A parameterised query on the database's own client. Drizzle keeps its driver as `$client`:
 * a PGlite instance or a node-postgres pool, and both answer `query(text, params)` with
 * `{ rows }`. For the SQL shared with the plain-Node CLI (server/desk/desk-queries.ts).
 */
export function rawQuery(db: Database): RunQuery {
  const client = (db as unknown as { $client: RawClient }).$client;
  return async (text, params = []) => (await client.query(text, [...params])).rows;
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}
