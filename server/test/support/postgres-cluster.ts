import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin, freePort, initCluster, startCluster, stopCluster } from '../../../scripts/lib/postgres-local.mjs';

// The binaries, users and folders are handled where `npm run start:cluster` handles them too.
export { findPostgresBin, freePort };

export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, for creating test databases. */
  adminUrl: string;
  stop: () => void;
}

/** Starts a throw-away cluster on a free loopback port, tuned for tests (no fsync); `settings` adds to or overrides that. */
export async function startPostgresCluster(bin: string, settings: Record<string, string | number> = {}): Promise<PostgresCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chipmart-pg-'));
  const port = await freePort();
  initCluster(bin, dataDir, { sync: false });
  startCluster(bin, dataDir, { port, settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 200, ...settings } });
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        stopCluster(bin, dataDir, 'immediate');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
