import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_KEYS } from '../src/platform/variant/keys.ts';

const webRoot = join(import.meta.dirname, '..');
/** The brand variants' texts (ADR 0035: the site layer owns them). */
const english = JSON.parse(readFileSync(join(webRoot, 'messages/site/en.json'), 'utf8')) as Record<string, string>;
const hangul = /[\uac00-\ud7af]/;
const cyrillic = /[\u0400-\u04ff]/;

/**
 * Builds one variant (all its languages in one bundle) into a folder of its own, so the shop's
 * own build in dist/ is left alone, and returns all its shipped text (scripts, styles, HTML).
 */
async function build(webKey: string): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), `chipmart-bundle-${webKey}-`));
  await promisify(execFile)(join(webRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production', WEB_KEY: webKey, RUSSIAN_SITE: '', WEB_LOCALE: '', WEB_MESSAGES_COMPILED: '' },
  });
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  const text = files(dist)
    .filter((file) => /\.(js|css|html)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  rmSync(dist, { recursive: true, force: true });
  return text;
}

describe('a build ships only its own variant', () => {
  let defaultBundle = '';
  let koBundle = '';
  beforeAll(async () => {
    [defaultBundle, koBundle] = await Promise.all([build('default'), build('ko')]);
  // Vite builds in the hook: ten minutes, as a busy two-core machine may need (the hook ends when the build does).
  }, 600_000);

  it('the default build has its own brand text and colours, none of the Korean variant', () => {
    expect(defaultBundle).toContain(english.site_defaultTagline);
    expect(defaultBundle).toContain(english.site_defaultAboutText);
    expect(defaultBundle).toContain('#0b4f9c');
    expect(defaultBundle).not.toContain(english.site_koTagline);
    expect(defaultBundle).not.toContain(english.site_koCustomerCentre);
    expect(defaultBundle).not.toContain(english.site_koAboutText);
    expect(defaultBundle).not.toContain('#00857c');
  });

  it('the Korean build has its own brand text and colours, none of the default variant', () => {
    expect(koBundle).toContain(english.site_koTagline);
    expect(koBundle).toContain(english.site_koContactText);
    expect(koBundle).toContain('#00857c');
    expect(koBundle).not.toContain(english.site_defaultTagline);
    expect(koBundle).not.toContain(english.site_defaultContactText);
    expect(koBundle).not.toContain('#0b4f9c');
  });

  it('no build carries another variant, whichever it is', () => {
    for (const bundle of [defaultBundle, koBundle]) {
      expect(bundle).not.toContain(english.site_ruTagline);
      expect(bundle).not.toContain(english.site_inlandTagline);
      expect(bundle).not.toContain(english.site_inlandWechat);
      expect(bundle).not.toContain(english.site_ruAboutText);
      expect(bundle).not.toContain(english.site_inlandContactText);
    }
  });

  it('each build carries the messages of its own locales only', () => {
    expect(hangul.test(defaultBundle)).toBe(false);
    expect(hangul.test(koBundle)).toBe(true);
    expect(cyrillic.test(defaultBundle)).toBe(false);
    expect(cyrillic.test(koBundle)).toBe(false);
  });
});

describe("the shop's code reaches a variant only through the build's aliases", () => {
  const src = join(webRoot, 'src');
  const shipped = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return shipped(path);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  /** A variant's own folders: its rules (platform) and its components (site). */
  const variantFolder = new RegExp(`^(platform/variant|site/variants)/(${WEB_KEYS.join('|')})/`);

  it('names no variant folder by path outside that folder: @variant-rules and @variant point at the one being built', () => {
    const offenders = shipped(src).flatMap((file) => {
      const own = variantFolder.exec(relative(src, file))?.[0];
      return [...readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].flatMap(([, specifier]) => {
        const target = specifier!.startsWith('@/') ? specifier!.slice(2) : specifier!.startsWith('.') ? relative(src, resolve(dirname(file), specifier!)) : '';
        const folder = variantFolder.exec(target)?.[0];
        return folder && folder !== own ? [`${relative(src, file)} imports ${specifier}`] : [];
      });
    });
    expect(offenders).toEqual([]);
  });
});
