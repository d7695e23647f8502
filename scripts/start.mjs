// `npm start`: builds the shop for WEB_KEY (default `default`; also ru, inland, ko) unless the last
// build was made from the same sources, then starts the reference server, which serves the API and
// the shop on PORT (default 8080) and prints its URL and the demo accounts.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, WEB_KEY: process.env.WEB_KEY || 'default' };
const distDir = ensureWebBuild(env);
env.WEB_DIST ??= distDir;

const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
