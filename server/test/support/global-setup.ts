import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/open.ts';
import { findPostgresBin, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the test PostgreSQL cluster; empty when PostgreSQL is not installed. */
    postgresAdminUrl: string;
    /** A migrated, empty database of that cluster that each test database is created from. */
    postgresTemplate: string;
    /** A dump of a migrated, empty PGlite database that each test's PGlite database is loaded from. */
    pgliteTemplateFile: string;
  }
}

/** The name of the migrated database in the test cluster that test databases are copied from. */
const POSTGRES_TEMPLATE = 'chipmart_test_template';

/**
 * One migrated, empty PGlite database, dumped to a file: loading it takes a test file about 2 s, where
 * creating and migrating a database took 5 s, once per engine and file.
 */
async function pgliteTemplate(folder: string): Promise<string> {
  const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
  const client = (database.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(folder, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** The cluster's template database, migrated; its connections are closed, as CREATE DATABASE … TEMPLATE requires. */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  const database = await openDatabase({ engine: 'postgres', url: adminUrl.replace(/\/postgres$/, `/${POSTGRES_TEMPLATE}`) });
  await database.close();
  // pool.end() resolves before its connections have gone: wait until the template has none.
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await admin.query('select count(*)::int as open from pg_stat_activity where datname = $1', [POSTGRES_TEMPLATE]);
    if (rows[0].open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.end();
  return POSTGRES_TEMPLATE;
}

/** One PostgreSQL 15 cluster for the whole run; each test file creates its own databases, from migrated templates. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'chipmart-test-templates-'));
  project.provide('pgliteTemplateFile', await pgliteTemplate(folder));
  const bin = findPostgresBin();
  if (!bin) {
    console.warn('PostgreSQL server binaries not found (Debian package postgresql-15): server tests run on PGlite only.');
    project.provide('postgresAdminUrl', '');
    project.provide('postgresTemplate', '');
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster(bin);
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', await postgresTemplate(cluster.adminUrl));
  return () => {
    cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
