import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../../src/platform/db/open.ts';

export interface ClusterDatabase {
  url: string;
  /** The test's own connection, for looking at what the processes did (opened once they have migrated). */
  open: () => Promise<OpenDatabase>;
  drop: () => Promise<void>;
}

/**
 * An empty database in the test cluster: no schema, no data, so the server processes started on it
 * migrate and seed it themselves, at the same time.
 */
export async function createEmptyDatabase(adminUrl: string): Promise<ClusterDatabase> {
  const name = `chipmart_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const opened: OpenDatabase[] = [];
  return {
    url,
    open: async () => {
      const database = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
      opened.push(database);
      return database;
    },
    drop: async () => {
      for (const database of opened) await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
