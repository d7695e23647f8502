#!/usr/bin/env node
// The built CLI (cli/dist, made by `npm run build -w @chipmart/cli`, which runs on every install).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('chipmart is not built yet: run `npm run build -w @chipmart/cli` (or `npm install`) in the repository.\n');
  process.exit(1);
}
await import(entry.href);
