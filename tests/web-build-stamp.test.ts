import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildDecision, webBuildHash, writeWebBuildStamp } from '../scripts/web-build-stamp.mjs';

/** A repository in miniature: the files the shop's build reads, its outputs, dependencies and tests. */
const files: Record<string, string> = {
  'package.json': '{"name":"chipmart"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'tsconfig.base.json': '{"compilerOptions":{}}',
  'web/vite.config.ts': 'export default {};',
  'web/src/main.tsx': 'render(<App />);',
  'web/src/lib/slug.ts': 'export const slug = (text: string) => text;',
  'web/src/lib/slug.test.ts': 'it("slugs", () => {});',
  'web/messages/en.json': '{"cart_title":"Cart"}',
  'web/messages/search/de.json': '{"search_empty":"Keine Treffer"}',
  'web/e2e/shell.spec.ts': 'test("shell", () => {});',
  'web/dist/default/index.html': '<html></html>',
  'web/dist/default.build.log': 'vite v8 building for production…',
  'web/.paraglide/all/runtime.js': 'export const locale = "en";',
  'web/node_modules/react/index.js': 'module.exports = {};',
  'node_modules/vite/index.js': 'export {};',
  'client/src/index.ts': 'export {};',
  'generated/internal/hooks/cart/cart.ts': 'export const useCart = () => {};',
};

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const env = { WEB_KEY: 'default' };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chipmart-web-build-'));
  for (const [path, content] of Object.entries(files)) write(path, content);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the web build hash follows what the build reads', () => {
  it.each([
    ['a web source', 'web/src/main.tsx'],
    ['a message file', 'web/messages/search/de.json'],
    ['the generated code', 'generated/internal/hooks/cart/cart.ts'],
    ['the client', 'client/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
    ['the web build configuration', 'web/vite.config.ts'],
  ])('changes when %s changes', (_what, path) => {
    const before = webBuildHash(root, env);
    write(path, `${files[path]}\n// changed`);
    expect(webBuildHash(root, env)).not.toBe(before);
  });

  it('changes when a web source is added or renamed', () => {
    const before = webBuildHash(root, env);
    write('web/src/lib/money.ts', 'export const money = 1;');
    const added = webBuildHash(root, env);
    renameSync(join(root, 'web/src/lib/money.ts'), join(root, 'web/src/lib/price.ts'));
    expect(new Set([before, added, webBuildHash(root, env)]).size).toBe(3);
  });

  it.each([
    ['WEB_KEY', { WEB_KEY: 'ko' }],
    ['RUSSIAN_SITE', { WEB_KEY: 'default', RUSSIAN_SITE: '1' }],
    ['API_BASE', { WEB_KEY: 'default', API_BASE: 'https://api.chipmart.example' }],
  ])('changes with %s', (_name, changedEnv) => {
    expect(webBuildHash(root, changedEnv)).not.toBe(webBuildHash(root, env));
  });

  it.each([
    ['the build output', 'web/dist/default/index.html'],
    ['the build log', 'web/dist/default.build.log'],
    ['the compiled messages', 'web/.paraglide/all/runtime.js'],
    ['the web dependencies', 'web/node_modules/react/index.js'],
    ['the root dependencies', 'node_modules/vite/index.js'],
    ['a unit test', 'web/src/lib/slug.test.ts'],
    ['an end-to-end test', 'web/e2e/shell.spec.ts'],
  ])('stays the same when %s changes', (_what, path) => {
    const before = webBuildHash(root, env);
    write(path, `${files[path]}\n// changed`);
    expect(webBuildHash(root, env)).toBe(before);
  });

  it('stays the same when a file is touched without changing its contents', () => {
    const before = webBuildHash(root, env);
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(join(root, 'web/src/main.tsx'), later, later);
    expect(webBuildHash(root, env)).toBe(before);
  });
});

describe('npm start reuses a build only when its stamp matches the sources', () => {
  const distDir = () => join(root, 'web/dist/default');

  it('builds when no build has finished yet', () => {
    expect(webBuildDecision(distDir(), webBuildHash(root, env))).toEqual({ reuse: false, reason: 'no finished build yet' });
  });

  it('reuses the build while the sources are those it was built from', () => {
    writeWebBuildStamp(distDir(), webBuildHash(root, env));
    expect(webBuildDecision(distDir(), webBuildHash(root, env))).toEqual({ reuse: true });
  });

  it('builds again once a source changed after the build', () => {
    writeWebBuildStamp(distDir(), webBuildHash(root, env));
    write('web/messages/en.json', '{"cart_title":"Shopping cart"}');
    expect(webBuildDecision(distDir(), webBuildHash(root, env))).toEqual({ reuse: false, reason: 'its sources changed since the last build' });
  });

  it('builds again for another variant’s environment', () => {
    writeWebBuildStamp(distDir(), webBuildHash(root, env));
    expect(webBuildDecision(distDir(), webBuildHash(root, { ...env, API_BASE: 'https://api.chipmart.example' })).reuse).toBe(false);
  });
});
