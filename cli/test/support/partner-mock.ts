import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

export interface RunningMock {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Prism serving the partner document from its examples (as `npm run mock`
 * does), on a free port; resolves once it answers. `--errors` makes it
 * answer documented errors: 401 without a token, 422 for invalid input,
 * and any documented status a `Prefer: code=...` header asks for.
 */
export async function startPartnerMock(): Promise<RunningMock> {
  const port = await freePort();
  const child = spawn(join(repoRoot, 'node_modules/.bin/prism'), ['mock', join(repoRoot, 'generated/spec/open-api-v1.json'), '--host', '127.0.0.1', '--port', String(port), '--errors'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(baseUrl, child, () => stderr);
  return { baseUrl, stop: () => stop(child) };
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism stopped (${child.exitCode}): ${stderr()}`);
    try {
      // Any answer counts (401: no token): the server is up.
      await fetch(`${baseUrl}/open-api/V1/getUser`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`Prism did not answer on ${baseUrl} within 45 s: ${stderr()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
