// `npm run bench`: the server's benchmarks (options pass through: see server/bench/run.ts), then the partner
// CLI's cold start against a running shop (scripts/bench-cli.mjs). Prints numbers only.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const server = spawnSync('npm', ['run', 'bench', '-w', '@chipmart/server', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
if (server.status !== 0) process.exit(server.status ?? 1);
const cli = spawnSync(process.execPath, [join(import.meta.dirname, 'bench-cli.mjs')], { stdio: 'inherit' });
process.exit(cli.status ?? 1);
