// `npm run bench` (its second part, or alone): the partner CLI's cold start, `chipmart --help` and `chipmart goods search`
// against the shop as `npm start` runs it (a small catalog), signed in as the demo partner. Node's own start is
// printed beside, since a busy machine moves both. Prints numbers only.
//
//   node scripts/bench-cli.mjs [--parts 2000] [--runs 15]
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startShop } from './lib/shop-process.mjs';

const { values } = parseArgs({ options: { parts: { type: 'string', default: '2000' }, runs: { type: 'string', default: '15' } } });
const coldStart = join(import.meta.dirname, '..', 'cli', 'bench', 'cold-start.mjs');
/** The demo partner account (server/src/features/identity/demo-accounts.ts), approved for the partner API. */
const partner = { email: 'partner@chipmart.example', password: 'Partner-Net30-2026' };

console.log(`\nPartner CLI cold start: starting the shop (${values.parts} parts)…`);
const shop = await startShop({ parts: values.parts, label: 'bench-cli' });
try {
  const answer = await fetch(`${shop.base}/open-api/V1/getToken`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(partner) });
  const { data } = await answer.json();
  if (!data?.token) throw new Error(`getToken answered ${answer.status}: the demo partner could not sign in`);
  console.log(`(load average ${loadavg()[0].toFixed(1)})`);
  execFileSync(process.execPath, [coldStart], { stdio: 'inherit', env: { ...process.env, RUNS: values.runs, CHIPMART_BASE_URL: shop.base, CHIPMART_TOKEN: data.token } });
} finally {
  await shop.stop();
}
