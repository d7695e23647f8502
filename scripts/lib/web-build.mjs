// The shop's build for `npm start` and `npm run start:cluster`: built for WEB_KEY (default `default`; also
// ru, inland, ko) unless the last build was made from the same sources (decision 39).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { webBuildDecision, webBuildHash, writeWebBuildStamp } from '../web-build-stamp.mjs';

const root = join(import.meta.dirname, '..', '..');
const shown = (path) => relative(process.cwd(), path) || '.';
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Builds the shop for `env.WEB_KEY` unless the last build is of the same sources, and returns the folder
 * to serve; exits the process with the build's status when the build fails.
 */
export function ensureWebBuild(env) {
  const webKey = env.WEB_KEY;
  // The Russian site (RUSSIAN_SITE=1 on the ru variant) builds into its own folder.
  const site = webKey === 'ru' && ['1', 'true'].includes(env.RUSSIAN_SITE ?? '') ? 'ru-site' : webKey;
  const distDir = join(root, 'web', 'dist', site);
  // Next to the build folder, which the build empties as it starts.
  const logFile = join(root, 'web', 'dist', `${site}.build.log`);

  const checkStarted = performance.now();
  const hash = webBuildHash(root, env);
  const decision = webBuildDecision(distDir, hash);
  if (decision.reuse) {
    console.log(`Shop "${site}": reusing ${shown(distDir)}, built from the same sources (checked in ${Math.round(performance.now() - checkStarted)} ms; its build log: ${shown(logFile)}).`);
    return distDir;
  }
  console.log(`Shop "${site}": building (${decision.reason}); this can take a minute, output in ${shown(logFile)}…`);
  const buildStarted = performance.now();
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const index = join(distDir, 'index.html');
  const failure = build.error?.message ?? (build.status !== 0 ? `exit ${build.status ?? build.signal}` : existsSync(index) ? undefined : `it wrote no ${shown(index)}`);
  if (failure) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.error(lines.slice(-30).join('\n'));
    console.error(`\nShop "${site}": the build failed (${failure}); the whole log is in ${shown(logFile)}.`);
    process.exit(build.status || 1);
  }
  // A source edited while the build ran may not be in it: then leave no stamp, and the next start builds again.
  if (webBuildHash(root, env) === hash) writeWebBuildStamp(distDir, hash);
  console.log(`Shop "${site}": built in ${seconds(buildStarted)} s.`);
  return distDir;
}
