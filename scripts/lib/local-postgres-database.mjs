// The PostgreSQL of `npm run start:cluster` when no DATABASE_URL is given: a cluster from Debian's
// binaries kept in DATA_DIR/postgres across runs (made on the first), listening on a free loopback port
// with the database `chipmart`. One left running by an earlier run that did not stop it is used again.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { asClusterOwner, freePort, initCluster, isCluster, runningCluster, startCluster, stopCluster } from './postgres-local.mjs';

const DATABASE = 'chipmart';

/**
 * Starts (or makes and starts) the cluster in `dataDir` and returns the server processes' connection string
 * and how to stop it.
 * @param {string} bin
 * @param {string} dataDir
 * @param {{ maxConnections: number; log: (line: string) => void }} options
 */
export async function localPostgres(bin, dataDir, options) {
  if (!isCluster(dataDir)) {
    options.log(`PostgreSQL: making a new cluster in ${dataDir} (kept across runs)…`);
    mkdirSync(dirname(dataDir), { recursive: true });
    try {
      initCluster(bin, dataDir);
    } catch (error) {
      const owner = process.getuid?.() === 0 ? ' As root the cluster belongs to the postgres user, which must be able to reach that folder.' : '';
      throw new Error(`${error instanceof Error ? error.message : String(error)}${owner}`);
    }
  }
  const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  let port;
  const earlier = runningCluster(dataDir);
  if (earlier) {
    port = earlier.port;
    options.log(`PostgreSQL: the cluster in ${dataDir} is already running (process ${earlier.pid}, port ${port}, left by an earlier run): using it, and stopping it with the rest.`);
  } else {
    port = await freePort();
    // Loopback TCP only (no Unix socket, whose path could be too long inside DATA_DIR); durable settings.
    startCluster(bin, dataDir, { port, settings: { max_connections: options.maxConnections, unix_socket_directories: "''" } });
    options.log(`PostgreSQL ${version}: started from ${dataDir} on 127.0.0.1:${port} (its log: ${join(dataDir, 'server.log')}).`);
  }
  const psql = (sql, database = 'postgres') => asClusterOwner(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-XtAc', sql]).trim();
  if (psql(`select 1 from pg_database where datname = '${DATABASE}'`) !== '1') {
    psql(`create database ${DATABASE}`);
    options.log(`PostgreSQL: created the database ${DATABASE}.`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    version,
    dataDir,
    startedHere: true,
    stop: () => stopCluster(bin, dataDir, 'fast'),
  };
}
