// Compiles the paraglide messages. With a web key, only that variant's locales are
// compiled, so a variant's bundle cannot carry another variant's languages.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(webRoot, 'package.json'));

/** Where the compiled messages of one build go ('all' holds every locale, for typecheck and unit tests). */
export function messagesOutdir(name) {
  return join(webRoot, '.paraglide', name);
}

/**
 * Message files: one folder per owner, a feature or a layer that renders text
 * (messages/<owner>/{locale}.json, ADR 0035). The folders are found here rather
 * than listed in project.inlang, so a new owner needs only its folder.
 */
export function messagePathPatterns() {
  const root = join(webRoot, 'messages');
  const owners = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'en.json')))
    .map((entry) => entry.name)
    .sort();
  return owners.map((owner) => join(root, owner, '{locale}.json'));
}

/** Writes an inlang project limited to `locales` next to the compiled output and returns its path. */
function variantProject(name, locales) {
  const settings = JSON.parse(readFileSync(join(webRoot, 'project.inlang/settings.json'), 'utf8'));
  const projectDir = join(webRoot, '.paraglide', `${name}.inlang`);
  mkdirSync(projectDir, { recursive: true });
  writeFileSync(
    join(projectDir, 'settings.json'),
    JSON.stringify({
      ...settings,
      locales,
      modules: [require.resolve('@inlang/plugin-message-format')],
      'plugin.inlang.messageFormat': { pathPattern: messagePathPatterns() },
    }),
  );
  return projectDir;
}

/** The locale and URL handling is the app's own (TanStack Router's optional segment): paraglide only holds the locale. */
export const paraglideOptions = { strategy: ['globalVariable', 'baseLocale'], emitGitIgnore: false, emitReadme: false };

/** Compiles the messages of `locales` (every locale when omitted) into .paraglide/<name>. */
export async function compileMessages(name, locales) {
  const { compile } = await import(pathToFileURL(require.resolve('@inlang/paraglide-js')).href);
  const allLocales = JSON.parse(readFileSync(join(webRoot, 'project.inlang/settings.json'), 'utf8')).locales;
  const project = variantProject(name, locales ?? allLocales);
  await compile({ project, outdir: messagesOutdir(name), ...paraglideOptions });
  return messagesOutdir(name);
}

/**
 * The messages of `name` (compiled with all its locales) for a one-language
 * browser build (ADR 0029), in .paraglide/<name>.<locale>: the same files with
 * the runtime's static locale set to a literal, so the bundler keeps only that
 * language in each message. (paraglide's own `experimentalStaticLocale` wraps
 * the value in a call, which no bundler folds.) A copy also saves a compile.
 */
export function deriveStaticLocale(name, staticLocale) {
  const outdir = messagesOutdir(`${name}.${staticLocale}`);
  rmSync(outdir, { recursive: true, force: true });
  cpSync(messagesOutdir(name), outdir, { recursive: true });
  const runtimeFile = join(outdir, 'runtime.js');
  const unset = 'export const experimentalStaticLocale = undefined;';
  const runtime = readFileSync(runtimeFile, 'utf8');
  if (runtime.split(unset).length !== 2) throw new Error(`${runtimeFile}: the static locale constant is not where this script expects it (has paraglide's output changed?)`);
  writeFileSync(runtimeFile, runtime.replace(unset, `export const experimentalStaticLocale = ${JSON.stringify(staticLocale)};`));
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages('all');
}
