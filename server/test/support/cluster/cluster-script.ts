import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../postgres-cluster.ts';
import { descendantsOf } from './process-tree.ts';
import { waitFor } from './wait-for.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** `npm run start:cluster` as a person starts it in a terminal: its own process group, which Ctrl-C signals as a whole. */
export interface ClusterScript {
  port: number;
  npm: ChildProcess;
  output: () => string;
  /** Waits until the output matches, and returns the match. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  /** Every process it runs now (npm, the script, the server processes, nginx and its workers). */
  processes: () => number[];
  /** Ctrl-C: SIGINT to the whole process group; resolves with how npm ended once it has exited. */
  interrupt: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Cleans up whatever is left (after a failed test). */
  kill: () => void;
}

/** Three free ports in a row: nginx on the first, the server processes above it. */
async function freePortRow(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = await freePort();
    if (first + count > 65535) continue;
    const free = await Promise.all(Array.from({ length: count }, (_unused, index) => portIsFree(first + 1 + index)));
    if (free.every(Boolean)) return first;
  }
  throw new Error('no row of free ports found');
}

async function portIsFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

export async function startClusterScript(env: Record<string, string>, processes: number): Promise<ClusterScript> {
  const port = await freePortRow(processes);
  const dataDir = mkdtempSync(join(tmpdir(), 'chipmart-start-cluster-'));
  const npm = spawn('npm', ['run', 'start:cluster'], {
    cwd: root,
    env: { ...process.env, ...env, CLUSTER_PROCESSES: String(processes), PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    port,
    npm,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 150_000) =>
      waitFor(`start:cluster to print ${pattern}`, () => {
        const match = output.match(pattern);
        if (match) return match;
        if (npm.exitCode !== null) throw new Error(`start:cluster exited with ${npm.exitCode}:\n${output.slice(-3000)}`);
        return undefined;
      }, timeoutMs, 100),
    processes: () => [npm.pid!, ...descendantsOf(npm.pid!)],
    interrupt: async () => {
      process.kill(-npm.pid!, 'SIGINT');
      const how = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return how;
    },
    kill: () => {
      for (const pid of [npm.pid!, ...descendantsOf(npm.pid!)].reverse()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
