// Records that the build of one site finished in this test run, so the reference server serving it can start.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [name, runId] = process.argv.slice(2);
writeFileSync(join(import.meta.dirname, '../../dist', `.built-${name}`), runId);
