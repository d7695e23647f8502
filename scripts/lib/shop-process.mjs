// The shop as `npm start` runs it, on a fresh data folder and a free port: for the benchmarks that measure it from outside.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `npm start` with `parts` seeded parts for the variant `webKey`; resolves once the server says where it
 * runs, with its base URL and a `stop` that ends it and removes its data folder.
 */
export async function startShop({ parts, webKey = 'default', label = 'bench' }) {
  const dataDir = mkdtempSync(join(tmpdir(), `chipmart-${label}-`));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_PARTS: String(parts), WEB_KEY: webKey };
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Chipmart is running at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.slice(-2000)}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}
