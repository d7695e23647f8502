import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.gen.ts') ? [path] : [];
  });
}

/** Values of spec section 9 that must only be written in platform/constants.ts. */
const constants = [/\b250\b/, /\b800\b/, /\b1000\b/, /\b220\b/, /\b2500\b/, /\b3000\b/, /\b5000\b/, /\b60_?000\b/, /'99\+'/, /'RFQLIST'/, /\b365\b/];

it('writes the business constants of the product in one module only', () => {
  const offenders = files(src)
    .filter((file) => relative(src, file) !== join('platform', 'constants.ts'))
    .flatMap((file) => {
      // Comments may name a value to explain it; code may not repeat it.
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return constants.filter((pattern) => pattern.test(source)).map((pattern) => `${relative(src, file)}: ${pattern}`);
    });
  expect(offenders).toEqual([]);
});
