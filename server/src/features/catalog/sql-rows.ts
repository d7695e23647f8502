import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';

/** Runs a raw query and returns its rows; both drivers hand back `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Timestamps arrive as Date (node-postgres) or string (PGlite raw queries); the contract wants ISO 8601 UTC. */
export function isoTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return new Date(0).toISOString();
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
