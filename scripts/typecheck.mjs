// `npm run typecheck`: strict TypeScript over every package, the shop once per brand variant.
// The projects are independent, so they run side by side, one per core; each project's
// errors are printed together once it ends, and any error fails the whole check.
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// Longest first, so no long project starts last.
const projects = [
  'web/tsconfig.json',
  'web/tsconfig.variant-ru.json',
  'web/tsconfig.variant-inland.json',
  'web/tsconfig.variant-ko.json',
  'server/tsconfig.json',
  'tsconfig.json',
  'cli/tsconfig.json',
];

// The web projects import the compiled paraglide messages.
execFileSync('npm', ['run', '-s', 'messages', '-w', '@chipmart/web'], { cwd: root, stdio: 'inherit' });

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const worker = async () => {
  let passed = true;
  for (let project = queue.shift(); project; project = queue.shift()) passed = (await check(project)) && passed;
  return passed;
};
const results = await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
if (results.includes(false)) process.exit(1);
