// Bundles src/ into dist/ as ES modules, one chunk per command, so a command's help
// loads commander alone and each command loads zod, tables and the generated code only when it runs.
// Workspace packages (@chipmart/*, TypeScript sources) and commander are bundled: commander is loaded by every
// run, and one file read beats Node resolving its eight CommonJS files. The other npm packages stay imports.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const cliDir = new URL('.', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', cliDir), 'utf8'));
const bundled = (name) => name.startsWith('@chipmart/') || name === 'commander';
const npmPackages = Object.keys(manifest.dependencies).filter((name) => !bundled(name));

rmSync(new URL('dist', cliDir), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', cliDir).pathname,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  // commander is CommonJS and requires Node's built-ins; an ES module bundle needs a real require for them.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// `chipmart --help` is the command people and shells run most: it is printed by the program itself once,
// here, at commander's default width, and stored for main.ts to print without loading commander.
const rootHelp = execFileSync(process.execPath, [new URL('dist/main.js', cliDir).pathname, '--help'], { encoding: 'utf8', env: { ...process.env, COLUMNS: '80' } });
writeFileSync(new URL('dist/root-help.txt', cliDir), rootHelp);
