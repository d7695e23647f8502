// `npm start`: builds the shop for WEB_KEY (default `default`; also ru, inland, ko),
// then starts the reference server, which serves the API and the shop on PORT (default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webKey = process.env.WEB_KEY ?? 'default';
const env = { ...process.env, WEB_KEY: webKey };

const rootScripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
if (rootScripts['build:web']) {
  console.log(`Building the shop for web key "${webKey}"…`);
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The Russian site (RUSSIAN_SITE=1 on the ru variant) builds into its own folder.
  const buildName = webKey === 'ru' && ['1', 'true'].includes(env.RUSSIAN_SITE ?? '') ? 'ru-site' : webKey;
  env.WEB_DIST ??= join(root, 'web', 'dist', buildName);
  if (!existsSync(join(env.WEB_DIST, 'index.html'))) {
    console.error(`The web build did not produce ${join(env.WEB_DIST, 'index.html')}.`);
    process.exit(1);
  }
} else {
  console.log('The web shop is not part of this build yet: starting the API only.');
}

const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
