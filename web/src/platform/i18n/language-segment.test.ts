import { describe, expect, it } from 'vitest';
import { variantConfig as defaultConfig } from '@/platform/variant/default/config.ts';
import { variantConfig as inlandConfig } from '@/platform/variant/inland/config.ts';
import { variantConfig as koConfig } from '@/platform/variant/ko/config.ts';
import { ruVariantConfig } from '@/platform/variant/ru/config.ts';
import { resolveLanguageSegment } from './language-segment.ts';
import { localizePath } from './locale.ts';

const at = (pathname: string, searchStr = '', hash = '') => ({ pathname, searchStr, hash });

describe('the language segment of a URL', () => {
  const allowed = defaultConfig.locales;

  it('is optional: no segment means English', () => {
    expect(resolveLanguageSegment(undefined, at('/about'), allowed)).toEqual({ kind: 'show', locale: 'en' });
  });

  it('shows an allowed language', () => {
    expect(resolveLanguageSegment('de', at('/de/about'), allowed)).toEqual({ kind: 'show', locale: 'de' });
  });

  it('removes the en prefix by redirect, keeping the query and hash', () => {
    expect(resolveLanguageSegment('en', at('/en/about', '?tab=2', 'team'), allowed)).toEqual({ kind: 'redirect', href: '/about?tab=2#team' });
    expect(resolveLanguageSegment('en', at('/en'), allowed)).toEqual({ kind: 'redirect', href: '/' });
  });

  it('gives the 404 page for a language the variant does not offer, or no language at all', () => {
    expect(resolveLanguageSegment('ko', at('/ko/about'), allowed)).toEqual({ kind: 'notFound' });
    expect(resolveLanguageSegment('xx', at('/xx'), allowed)).toEqual({ kind: 'notFound' });
  });
});

describe('links carry the language prefix unless the language is en', () => {
  it.each([
    ['/about', 'en', '/about'],
    ['/about', 'de', '/de/about'],
    ['/', 'jp', '/jp'],
    ['/', 'en', '/'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('locales per variant (spec section 9)', () => {
  it.each([
    ['default', defaultConfig.locales, ['zh', 'en', 'de', 'fr', 'jp']],
    ['Russian-capable', ruVariantConfig(false).locales, ['zh', 'en', 'de', 'fr', 'jp', 'ru']],
    ['Russian site', ruVariantConfig(true).locales, ['ru', 'en']],
    ['inland', inlandConfig.locales, ['zh', 'en']],
    ['Korean-capable', koConfig.locales, ['zh', 'en', 'de', 'fr', 'jp', 'ko']],
  ])('%s allows exactly its locales', (_, locales, expected) => {
    expect([...locales].sort()).toEqual([...expected].sort());
  });
});
