import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every query is written against, whichever engine runs it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export const migrationsFolder = join(import.meta.dirname, '..', '..', '..', 'drizzle');

export type DatabaseTarget =
  | { engine: 'postgres'; url: string }
  /**
   * dataDir undefined keeps the database in memory (tests); `from`, a dump of another database
   * (PGlite's dumpDataDir), starts it as a copy of that one (tests start from a migrated template).
   */
  | { engine: 'pglite'; dataDir: string | undefined; from?: Blob };

/** Opens the database, brings its schema up to date and returns it. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.engine === 'postgres') {
    // JIT compiling pays off for long analytical queries; the shop's are short, and a BOM's candidate
    // statement over 5,000 lines spent three quarters of its time compiling (docs/perf.md).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: '-c jit=off' });
    const db = drizzleNodePg({ client: pool, schema });
    await db.execute(sql`create extension if not exists pg_trgm`);
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }

  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = await PGlite.create({ dataDir: target.dataDir ? join(target.dataDir, 'pgdata') : undefined, loadDataDir: target.from, extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await db.execute(sql`create extension if not exists pg_trgm`);
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
