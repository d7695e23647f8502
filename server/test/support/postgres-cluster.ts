import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PostgreSQL 15 server binaries from Debian's postgresql-15 package, when installed. */
export function findPostgresBin(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb')));
  const preferred = versions.includes('15') ? '15' : versions.sort().at(-1);
  return preferred ? join(root, preferred, 'bin') : undefined;
}

/** A port nobody listens on right now on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, for creating test databases. */
  adminUrl: string;
  stop: () => void;
}

/** initdb refuses to run as root, so as root the cluster runs as the postgres user. */
function asClusterOwner(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const result = isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/** Starts a throw-away cluster on a free loopback port, tuned for tests (no fsync). */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chipmart-pg-'));
  if (process.getuid?.() === 0) {
    const owner = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dataDir, Number(owner), Number(group));
  }
  const port = await freePort();
  asClusterOwner(join(bin, 'initdb'), ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
