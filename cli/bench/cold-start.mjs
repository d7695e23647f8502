// Cold start of the built CLI: `chipmart --help`, and `chipmart goods search` when a
// server is given (CHIPMART_BASE_URL and CHIPMART_TOKEN). Node's own start is measured
// alongside, since a loaded machine moves both; the CLI's share is the difference.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/chipmart.js', import.meta.url));
const runs = Number(process.env.RUNS ?? 15);

function median(command, args) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    execFileSync(command, args, { stdio: 'ignore', env: process.env });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const node = median(process.execPath, ['-e', '0']);
const rows = [['node -e 0', node], ['chipmart --help', median(process.execPath, [bin, '--help'])]];
if (process.env.CHIPMART_BASE_URL && process.env.CHIPMART_TOKEN) rows.push(['chipmart goods search STM32', median(process.execPath, [bin, 'goods', 'search', 'STM32', '--json'])]);
for (const [name, ms] of rows) console.log(`${name.padEnd(28)} ${ms.toFixed(0).padStart(5)} ms median of ${runs}${name === 'node -e 0' ? '' : `  (${(ms - node).toFixed(0)} ms over node)`}`);
