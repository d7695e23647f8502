import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../postgres-cluster.ts';
import { partnerCaller } from '../partner-calls.ts';
import { contractCaller, type TestServer } from '../test-server.ts';
import { waitFor } from './wait-for.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** What every test server process is started with: API only, fast password hashes, timers every 200 ms. */
export const PROCESS_ENV = {
  SEED_PARTS: '0',
  PASSWORD_COST_LOG2: '12',
  WEB_DIST: '',
  HOST: '127.0.0.1',
  TIMER_EVERY_MS: '200',
  CATALOG_CACHE_MS: '2000',
  DATABASE_POOL_SIZE: '5',
} as const;

/** One real server process (server/src/main.ts, as `npm start` runs it), on its own port. */
export interface ServerProcess {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  call: TestServer['call'];
  ok: TestServer['ok'];
  partner: ReturnType<typeof partnerCaller>;
  stop: () => Promise<void>;
}

/** Starts the processes at once on the same database and resolves when each says it is running. */
export async function startServerProcesses(names: string[], databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess[]> {
  const started = await Promise.all(names.map(async (name) => startOne(name, databaseUrl, env)));
  try {
    await Promise.all(started.map((server) => waitFor(`server ${server.name} to start`, () => ready(server), 150_000, 100)));
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${started.map((server) => `--- ${server.name}:\n${server.output().slice(-3000)}`).join('\n')}`);
  }
  return started;
}

function ready(server: ServerProcess): boolean {
  if (server.child.exitCode !== null) throw new Error(`server ${server.name} exited with ${server.child.exitCode}`);
  return server.output().includes('Chipmart is running at');
}

async function startOne(name: string, databaseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `chipmart-cluster-${name}-`));
  // Node with tsx's loader (not the tsx command, which would run the server in a second process): signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, ...PROCESS_ENV, ...env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const send = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    name,
    baseUrl,
    child,
    output: () => output,
    ...contractCaller(send),
    partner: partnerCaller({ request: send }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
