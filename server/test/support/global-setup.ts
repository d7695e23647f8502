import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the test PostgreSQL cluster; empty when PostgreSQL is not installed. */
    postgresAdminUrl: string;
  }
}

/** One PostgreSQL 15 cluster for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const bin = findPostgresBin();
  if (!bin) {
    console.warn('PostgreSQL server binaries not found (Debian package postgresql-15): server tests run on PGlite only.');
    project.provide('postgresAdminUrl', '');
    return () => {};
  }
  const cluster = await startPostgresCluster(bin);
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
