// @ts-check
// Lets `npm start` reuse the shop's build while nothing it was built from has changed: a hash of
// the contents of everything `npm run build:web` reads, and the stamp a finished build carries.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads, relative to the repository root: the shop, the client and generated code it imports, the dependency tree. */
const INPUTS = ['web', 'client', 'generated', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Dependencies and build outputs, wherever they are. */
const SKIPPED_NAMES = new Set(['node_modules', 'dist', '.paraglide', 'test-results', 'playwright-report', '.e2e-data']);
/** Tests, which no build imports. */
const SKIPPED_PATHS = new Set(['web/e2e', 'web/tests']);
const TEST_FILE = /\.test\.tsx?$/;
/** The environment the build reads (web/build-target.ts, web/vite.config.ts). */
export const BUILD_ENVIRONMENT = ['WEB_KEY', 'RUSSIAN_SITE', 'API_BASE'];

/** Inside a variant's build folder, written last, once the build succeeded. */
const STAMP_FILE = '.build-stamp';

/**
 * Hash of the contents (never the times) of every file the build reads, with
 * their paths, and of the build's environment variables.
 * @param {string} root the repository root
 * @param {Record<string, string | undefined>} env
 */
export function webBuildHash(root, env) {
  const hash = createHash('sha256');
  for (const name of BUILD_ENVIRONMENT) hash.update(`${name}=${env[name] ?? ''}\n`);
  for (const path of INPUTS.flatMap((input) => inputFiles(root, input))) {
    const content = readFileSync(join(root, path));
    hash.update(`${path}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/**
 * The input files under `path` (a file or a folder), sorted so the hash does not depend on the file system's order.
 * @param {string} root
 * @param {string} path
 * @returns {string[]}
 */
function inputFiles(root, path) {
  let entries;
  try {
    entries = readdirSync(join(root, path), { withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOTDIR') return [path];
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => !SKIPPED_NAMES.has(entry.name) && !SKIPPED_PATHS.has(`${path}/${entry.name}`) && !TEST_FILE.test(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => (entry.isDirectory() ? inputFiles(root, `${path}/${entry.name}`) : entry.isFile() ? [`${path}/${entry.name}`] : []));
}

/**
 * Whether `npm start` may serve the build in `distDir` as it is: only a
 * finished build made from inputs with this hash carries a matching stamp
 * (the build empties the folder first, so a failed or other build has none).
 * @param {string} distDir the variant's build folder (web/dist/<site>)
 * @param {string} hash the inputs' hash now
 * @returns {{ reuse: true } | { reuse: false, reason: string }}
 */
export function webBuildDecision(distDir, hash) {
  let stamp;
  try {
    stamp = readFileSync(join(distDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return { reuse: false, reason: 'no finished build yet' };
  }
  return stamp === hash ? { reuse: true } : { reuse: false, reason: 'its sources changed since the last build' };
}

/**
 * Marks the build in `distDir` as made from inputs with this hash.
 * @param {string} distDir
 * @param {string} hash
 */
export function writeWebBuildStamp(distDir, hash) {
  writeFileSync(join(distDir, STAMP_FILE), `${hash}\n`);
}
