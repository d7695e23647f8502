import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../platform/db/open.ts';

/** Rows in the shape `json_to_recordset` reads: one object per row, keys named after the columns. */
export type JsonRow = Record<string, string | number | boolean | null | object>;

/**
 * Inserts many rows in one statement: the rows travel as a single JSON
 * parameter and PostgreSQL unpacks them with json_to_recordset. One round trip
 * per batch, no parameter-count limit, and the same SQL on PGlite and
 * PostgreSQL. `columns` maps column name to SQL type, in table order.
 */
export async function insertJsonRows(db: Database, table: string, columns: Record<string, string>, rows: JsonRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const list = names.map((name) => `"${name}"`).join(', ');
  const definitions = names.map((name) => `"${name}" ${columns[name]}`).join(', ');
  const statement: SQL = sql`insert into ${sql.identifier(table)} (${sql.raw(list)}) select ${sql.raw(list)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(definitions)})`;
  await db.execute(statement);
}

interface PgliteQueryClient {
  query: (query: string, params?: unknown[], options?: { blob?: Blob }) => Promise<unknown>;
}

/** The embedded engine's client behind a drizzle database or transaction, or null on node-postgres. */
function pgliteClient(db: Database): PgliteQueryClient | null {
  const session = (db as unknown as { session?: { constructor: { name: string }; client?: PgliteQueryClient } }).session;
  return session?.constructor.name === 'PgliteSession' && typeof session.client?.query === 'function' ? session.client : null;
}

/** The node-postgres client behind a drizzle transaction (the seed always runs in one), or null. */
function nodePostgresClient(db: Database): PoolClient | null {
  const session = (db as unknown as { session?: { constructor: { name: string }; client?: PoolClient } }).session;
  return session?.constructor.name === 'NodePgSession' && typeof session.client?.query === 'function' && 'release' in session.client ? session.client : null;
}

/** A value in COPY's text format. */
function copyField(value: JsonRow[string]): string {
  if (value === null) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value);
  return text.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char]!);
}

/**
 * Bulk insert with COPY, PostgreSQL's fastest way in: from an in-memory blob on
 * PGlite, from a stream on node-postgres (pg-copy-streams). The text is the
 * same; only the way it reaches the server differs. Anything else falls back
 * to the json_to_recordset statement above.
 */
export async function insertRows(db: Database, table: string, columns: Record<string, string>, rows: JsonRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const statement = `copy "${table}" (${names.map((name) => `"${name}"`).join(', ')})`;
  const text = () => rows.map((row) => names.map((name) => copyField(row[name] ?? null)).join('\t')).join('\n') + '\n';
  const embedded = pgliteClient(db);
  if (embedded) {
    await embedded.query(`${statement} from '/dev/blob'`, [], { blob: new Blob([text()]) });
    return;
  }
  const client = nodePostgresClient(db);
  if (client) {
    await pipeline(Readable.from([text()]), client.query(copyFrom(`${statement} from stdin`)));
    return;
  }
  await insertJsonRows(db, table, columns, rows);
}

export interface DroppedIndex {
  name: string;
  definition: string;
}

/**
 * Drops the secondary indexes of the tables (not primary keys or indexes
 * behind constraints) and returns their exact definitions, read from the
 * catalog, so `recreateIndexes` builds them back as the migration made them.
 * Building an index once over loaded rows is much faster than updating it
 * row by row, above all the GIN indexes.
 */
export async function dropSecondaryIndexes(db: Database, tables: string[]): Promise<DroppedIndex[]> {
  const result = await db.execute(sql`
    select index_class.relname as name, pg_get_indexdef(index_info.indexrelid) as definition
    from pg_index index_info
    join pg_class index_class on index_class.oid = index_info.indexrelid
    join pg_class table_class on table_class.oid = index_info.indrelid
    join pg_namespace namespace on namespace.oid = table_class.relnamespace
    where namespace.nspname = current_schema()
      and table_class.relname in (${sql.join(tables.map((table) => sql`${table}`), sql`, `)})
      and not index_info.indisprimary
      and not exists (select 1 from pg_constraint constraint_info where constraint_info.conindid = index_info.indexrelid)
    order by index_class.relname`);
  const indexes = (result as unknown as { rows: DroppedIndex[] }).rows;
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes;
}

export async function recreateIndexes(db: Database, indexes: DroppedIndex[], log?: (name: string, seconds: number) => void): Promise<void> {
  for (const index of indexes) {
    const started = performance.now();
    await db.execute(sql.raw(index.definition));
    log?.(index.name, (performance.now() - started) / 1000);
  }
}
