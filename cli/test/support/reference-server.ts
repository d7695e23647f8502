import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const root = join(import.meta.dirname, '..', '..', '..');

function withoutWebDist(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { WEB_DIST: _, ...rest } = env;
  return rest;
}

export interface ReferenceServer {
  baseUrl: string;
  /** The demo partner the server prints at start: e-mail and password. */
  partner: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * The reference server as `npm start` runs it (embedded PostgreSQL, a small demo catalog), in a child process on a
 * free port: the CLI talks to it over HTTP only, as a partner's would. Resolves once it prints where it runs.
 */
export async function startReferenceServer(parts = 300): Promise<ReferenceServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chipmart-cli-server-'));
  const port = await freePort();
  const child: ChildProcess = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    // No WEB_DIST: the partner API alone, no shop pages.
    env: { ...withoutWebDist(process.env), PORT: String(port), DATA_DIR: dataDir, SEED_PARTS: String(parts) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Chipmart is running at/.test(output) && /Partner API v1 at/.test(output)) resolve();
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the reference server exited with ${code}:\n${output.slice(-2000)}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // The banner names the partner as "  <email> / <password>  (partner API approved; …)".
  const partner = /^\s+(\S+@\S+) \/ (\S+)\s+\(partner API approved/m.exec(output);
  if (!partner) throw new Error(`the reference server printed no demo partner:\n${output.slice(-2000)}`);
  return { baseUrl: `http://127.0.0.1:${port}`, partner: { email: partner[1]!, password: partner[2]! }, stop };
}
