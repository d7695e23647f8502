// @ts-check
// PostgreSQL from Debian's server binaries (package postgresql-15): find them, make a cluster, start and stop
// it. `npm run start:cluster` keeps one in DATA_DIR/postgres; the server's tests and benchmarks start
// throw-away ones (server/test/support/postgres-cluster.ts). Types: postgres-local.d.mts.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The Debian package that has the server binaries. */
export const POSTGRES_PACKAGE = 'postgresql-15';

/** The folder of PostgreSQL's server binaries (POSTGRES_BIN, else Debian's, version 15 preferred), or undefined. */
export function findPostgresBin() {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb')));
  const preferred = versions.includes('15') ? '15' : versions.sort().at(-1);
  return preferred ? join(root, preferred, 'bin') : undefined;
}

/** A TCP port free on the loopback address right now. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
      });
    })
  );
}

const isRoot = () => process.getuid?.() === 0;

/**
 * Runs a PostgreSQL binary as the cluster's owner: initdb and postgres refuse to run as root, so as root
 * they run as the postgres user (which Debian's package creates). Returns its output; throws with it.
 * @param {string} command
 * @param {string[]} args
 */
export function asClusterOwner(command, args) {
  const result = isRoot() ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
  return result.stdout;
}

/**
 * Makes the folder (if missing) and, as root, gives it to the postgres user.
 * @param {string} dataDir
 */
export function prepareClusterFolder(dataDir) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!isRoot()) return;
  const owner = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const group = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dataDir, owner, group);
}

/**
 * Creates a cluster in an empty folder: UTF-8, superuser postgres, trust authentication (it listens on the
 * loopback address only). `sync: false` skips flushing to disk, for throw-away clusters.
 * @param {string} bin
 * @param {string} dataDir
 * @param {{ sync?: boolean }} [options]
 */
export function initCluster(bin, dataDir, options = {}) {
  prepareClusterFolder(dataDir);
  asClusterOwner(join(bin, 'initdb'), ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', ...(options.sync === false ? ['--no-sync'] : [])]);
}

/** @param {string} dataDir */
export const isCluster = (dataDir) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Starts the cluster on 127.0.0.1:port (its socket in the folder itself) and waits until it accepts
 * connections. `settings` become `-c name=value` (fsync, max_connections …).
 * @param {string} bin
 * @param {string} dataDir
 * @param {{ port: number; settings?: Record<string, string | number>; logFile?: string }} options
 */
export function startCluster(bin, dataDir, options) {
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`);
  const serverOptions = [`-p ${options.port}`, '-c listen_addresses=127.0.0.1', `-k ${dataDir}`, ...settings].join(' ');
  asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', options.logFile ?? join(dataDir, 'server.log'), '-w', '-t', '120', 'start']);
}

/**
 * Stops the cluster: `fast` rolls back open transactions and shuts down cleanly, `immediate` just ends it.
 * @param {string} bin
 * @param {string} dataDir
 * @param {'fast' | 'immediate'} [mode]
 */
export function stopCluster(bin, dataDir, mode = 'fast') {
  asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', '-t', '120', 'stop']);
}

/**
 * The running postmaster of the folder (its pid and port, from postmaster.pid), or undefined when none runs.
 * @param {string} dataDir
 */
export function runningCluster(dataDir) {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const [pidLine, , , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') return undefined;
  }
  return { pid, port };
}
