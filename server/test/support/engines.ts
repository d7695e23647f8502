import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/platform/db/open.ts';

export type Engine = 'pglite' | 'postgres';

/** Runs a suite once on embedded PGlite and once on the PostgreSQL 15 cluster (skipped, with the reason, when none is installed). */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  describe(`${name} (PGlite)`, () => suite('pglite'));
  const postgresAvailable = Boolean(inject('postgresAdminUrl'));
  (postgresAvailable ? describe : describe.skip)(`${name} (PostgreSQL 15${postgresAvailable ? '' : ': not installed'})`, () => suite('postgres'));
}

/** The migrated, empty PGlite database the run's global setup dumped, read once per file. */
let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated, empty database of the PostgreSQL test cluster, copied from the run's template: its
 * connection string, and `drop` for when every connection to it has gone (or is to be cut).
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `chipmart_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have closed; forcing the drop at once would kill
      // them mid-goodbye (an unhandled 57P01 in the test run). Wait for them to go first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
        if (rows[0].open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh, migrated, empty database on the engine, copied from the run's template; closing it drops it. */
export async function openTestDatabase(engine: Engine): Promise<OpenDatabase> {
  if (engine === 'pglite') {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    // Opening still runs the migrations: none is left to apply, which the check proves.
    return openDatabase({ engine: 'pglite', dataDir: undefined, from: pgliteTemplate });
  }
  const created = await createPostgresTestDatabase();
  const database = await openDatabase({ engine: 'postgres', url: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
