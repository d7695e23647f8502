import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unscopedQueries, type GeneratedHooks } from './query-scope-rules.ts';

const webRoot = join(import.meta.dirname, '..');
const hooksRoot = join(webRoot, '../generated/internal/hooks');

/** A generated module's query hooks: orval writes `get<Name>QueryOptions` next to each `use<Name>` query hook. */
const generated: GeneratedHooks = {
  isQueryHook: (module, name) => {
    const file = join(hooksRoot, `${module.slice('@chipmart/generated/internal/hooks/'.length)}.ts`);
    return name.startsWith('use') && readFileSync(file, 'utf8').includes(`export const get${name.slice(3)}QueryOptions`);
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

describe('every query is keyed by the language and currency its answer depends on', () => {
  const files = sourceFiles(join(webRoot, 'src')).filter((file) => !file.endsWith(join('platform', 'query-scope.ts')));

  it('reads the shop code that uses the generated queries', () => {
    const users = files.filter((file) => readFileSync(file, 'utf8').includes('@chipmart/generated/internal/hooks/'));
    expect(users.length).toBeGreaterThan(20);
  });

  it('uses no generated query without the scope', () => {
    const problems = files.flatMap((file) => unscopedQueries(relative(webRoot, file), readFileSync(file, 'utf8'), generated));
    expect(problems).toEqual([]);
  });
});

describe('the scope rules find what they look for', () => {
  const check = (source: string) => unscopedQueries('fixture.ts', source, generated);
  const imports = `import { getGetCartListsQueryOptions, getGetCartListsQueryKey } from '@chipmart/generated/internal/hooks/cart/cart';\n`;

  it('names a generated query hook, bare generated options and a hand-written key', () => {
    expect(check(`import { useGetCartLists } from '@chipmart/generated/internal/hooks/cart/cart';\nuseGetCartLists();`)).toEqual([
      'fixture.ts:1 imports the generated query hook useGetCartLists: use useScopedQuery(get…QueryOptions(…))',
    ]);
    expect(check(`${imports}useQuery(getGetCartListsQueryOptions());`)).toEqual(['fixture.ts:2 calls getGetCartListsQueryOptions outside scopedQuery / useScopedQuery']);
    expect(check(`${imports}useQuery({ queryKey: ['/api/cart/lists'], queryFn });`)).toEqual(['fixture.ts:2 writes a queryKey that does not go through scopedQuery / useScopedQuery']);
    expect(check(`${imports}client.setQueryData(getGetCartListsQueryKey(), lines);`)).toEqual([
      'fixture.ts:2 builds a key with getGetCartListsQueryKey outside scoped options or a filter',
    ]);
  });

  it('accepts options handed to the scope, spread into it or built with queryOptions, and prefix filters', () => {
    expect(
      check(`${imports}
        useScopedQuery(getGetCartListsQueryOptions(undefined, { query: { retry: false } }));
        scopedQuery({ ...getGetCartListsQueryOptions(), queryKey: [...getGetCartListsQueryKey(), form] }, scope);
        scopedQuery(queryOptions({ queryKey: ['/api/index/getCategory', body], queryFn }), scope);
        client.invalidateQueries({ queryKey: getGetCartListsQueryKey() });`),
    ).toEqual([]);
  });
});
