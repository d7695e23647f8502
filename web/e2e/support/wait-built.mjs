// Waits until the site's build of this test run is finished (see mark-built.mjs), for at most five minutes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [name, runId] = process.argv.slice(2);
const marker = join(import.meta.dirname, '../../dist', `.built-${name}`);
const deadline = Date.now() + 300_000;
for (;;) {
  let current = '';
  try {
    current = readFileSync(marker, 'utf8');
  } catch {}
  if (current === runId) break;
  if (Date.now() > deadline) {
    console.error(`The build of ${name} did not finish`);
    process.exit(1);
  }
  await sleep(250);
}
