import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** Which top-level packages each package may import from: spec -> generated -> web / server / cli. */
const allowed: Record<string, string[]> = {
  client: ['generated'],
  generated: ['client'],
  web: ['generated', 'client'],
  server: ['generated'],
  cli: ['generated'],
};
const packages = Object.keys(allowed);
const packageNames: Record<string, string> = Object.fromEntries(packages.map((name) => [`@chipmart/${name}`, name]));

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry) ? [path] : [];
  });
}

/** The package an import specifier lands in, or undefined for third-party modules. */
function targetPackage(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return relative(root, resolve(file, '..', specifier)).split(sep)[0];
  const scoped = specifier.split('/').slice(0, 2).join('/');
  return packageNames[scoped];
}

describe('packages import only along the one-way flow', () => {
  it.each(packages)('%s imports only what it may', (name) => {
    const violations: string[] = [];
    for (const file of sourceFiles(join(root, name))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const specifier = match[1] ?? match[2]!;
        const target = targetPackage(file, specifier);
        if (target && target !== name && packages.includes(target) && !allowed[name]!.includes(target)) {
          violations.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('finds the imports it checks', () => {
    // Guards the check above against silently scanning nothing.
    const fetcher = readFileSync(join(root, 'client/src/errors.ts'), 'utf8');
    expect(targetPackage(join(root, 'client/src/errors.ts'), '@chipmart/generated/internal/types')).toBe('generated');
    expect(fetcher).toContain('@chipmart/generated/internal/types');
    expect(targetPackage(join(root, 'web/src/main.ts'), '../../server/src/app')).toBe('server');
  });
});
