import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '..');
const routesTsv = join(webRoot, '../docs/product/routes.tsv');
const rows = readFileSync(routesTsv, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [path = '', login = '', variants = ''] = line.split('\t');
    return { path, login: login === 'yes', variants };
  });

/** The route file of a path of routes.tsv: `{id}` is `$id`, a path with children is a folder with an index. */
function routeFile(path: string): string {
  const filePath = path.replace('{id}', '$id');
  const hasChildren = rows.some((row) => row.path.startsWith(`${path}/`));
  const base = join(webRoot, 'src/routes/{-$lang}', filePath === '/' ? '' : filePath);
  return path === '/' || hasChildren ? join(base, 'index.tsx') : `${base}.tsx`;
}

describe('every screen of routes.tsv', () => {
  it('is listed', () => {
    expect(rows.length).toBeGreaterThan(50);
  });

  it.each(rows)('$path has its page, guarded when it needs login', ({ path, login }) => {
    const file = routeFile(path);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').includes('requireSignIn')).toBe(login);
  });

  it.each(rows.filter((row) => row.variants !== 'all'))('$path is kept to its variants ($variants)', ({ path }) => {
    expect(readFileSync(routeFile(path), 'utf8')).toContain('requireSupplyPages');
  });
});
