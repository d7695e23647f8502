import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './open.ts';

/** Runs a raw query and returns its rows; both drivers hand back `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** An integer array parameter (both drivers take a Postgres array literal cast to int[]). */
export function intArray(values: number[]): SQL {
  return sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;
}

/** A text array parameter. */
export function textArray(values: string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

interface RawClient {
  query: (query: string | { name: string; text: string; values: unknown[] }, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

/**
 * A hot query as a named prepared statement: on PostgreSQL each pooled
 * connection parses and plans it once instead of on every call (node-postgres
 * prepares by name); PGlite runs it as a plain parameterised query. The SQL is
 * rendered once; `$1`, `$2`… are the values in order.
 */
export function preparedQuery<Row>(name: string, query: SQL): (db: Database, values: unknown[]) => Promise<Row[]> {
  let text: string | undefined;
  return async (db, values) => {
    const database = db as unknown as { $client: RawClient; dialect: { sqlToQuery: (query: SQL) => { sql: string } } };
    text ??= database.dialect.sqlToQuery(query).sql;
    const isNodePostgres = 'totalCount' in (database.$client as object);
    const result = isNodePostgres ? await database.$client.query({ name, text, values }) : await database.$client.query(text, values);
    return result.rows as Row[];
  };
}
