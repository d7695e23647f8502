// Serves both documents with Prism from their examples:
// the internal API on MOCK_PORT (default 4010), the partner API on MOCK_PARTNER_PORT (default 4011).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const mocks = [
  { name: 'internal API', bundle: 'generated/spec/openapi.json', port: process.env.MOCK_PORT ?? '4010' },
  { name: 'partner API', bundle: 'generated/spec/open-api-v1.json', port: process.env.MOCK_PARTNER_PORT ?? '4011' },
];

for (const { bundle } of mocks) {
  if (!existsSync(join(root, bundle))) {
    console.error(`${bundle} is missing: run \`npm run generate\` (or \`npm install\`) first.`);
    process.exit(1);
  }
}

const children = mocks.map(({ name, bundle, port }) => {
  const child = spawn(join(root, 'node_modules/.bin/prism'), ['mock', bundle, '--host', host, '--port', port, '--errors'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    console.error(`Prism for the ${name} stopped (${code}).`);
    stopAll(code ?? 1);
  });
  console.log(`Mock ${name}: http://${host}:${port}`);
  return child;
});

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
