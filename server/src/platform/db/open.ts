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
  /** poolSize: connections this process opens at most (10 unless set). */
  | { engine: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests); `from`, a dump of another database
   * (PGlite's dumpDataDir), starts it as a copy of that one (tests start from a migrated template).
   */
  | { engine: 'pglite'; dataDir: string | undefined; from?: Blob };

/** The advisory lock's key (any number, the same in every process): "Chip" in ASCII. */
const STARTUP_LOCK = 0x43686970;

/**
 * Runs `work` while this process holds the database's start-up lock: a
 * PostgreSQL session advisory lock, taken on a connection of its own and let
 * go when `work` ends. Several server processes starting together on one
 * database bring its schema up to date and seed it one after another, each
 * later one finding the work done (decision 91). On PGlite it just runs
 * `work`: one process at a time holds an embedded database (lock.ts).
 */
export async function holdingStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work();
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // A session lock lives as long as its connection: if unlocking fails, the connection is dropped, which frees it.
    await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch((error: Error) => (broken = error));
    connection.release(broken);
  }
}

/** Opens the database, brings its schema up to date and returns it. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.engine === 'postgres') {
    // JIT compiling pays off for long analytical queries; the shop's are short, and a BOM's candidate
    // statement over 5,000 lines spent three quarters of its time compiling (docs/perf.md).
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, options: '-c jit=off' });
    const db = drizzleNodePg({ client: pool, schema });
    try {
      // Processes starting together on an empty database would race in CREATE EXTENSION and the migrations.
      await holdingStartupLock(db as unknown as Database, async () => {
        await db.execute(sql`create extension if not exists pg_trgm`);
        await migrateNodePg(db, { migrationsFolder });
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
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
