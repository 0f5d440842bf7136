import type { Database } from "./client";

export type RunQuery = (
  text: string,
  params?: readonly unknown[],
) => Promise<Array<Record<string, unknown>>>;

/**
 * A parameterised query on Drizzle's driver (`$client`: PGlite or a node-postgres pool, both
 * answer `query(text, params)` with `{ rows }`), for the SQL shared with the CLI (desk-queries.ts).
 */
export function rawQuery(db: Database): RunQuery {
  const client = (db as unknown as { $client: RawClient }).$client;
  return async (text, params = []) => (await client.query(text, [...params])).rows;
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}
