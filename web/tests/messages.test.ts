import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, FALLBACK_LOCALE } from '../src/platform/constants.ts';

const messagesDir = join(import.meta.dirname, '../messages');
const settings = JSON.parse(readFileSync(join(import.meta.dirname, '../project.inlang/settings.json'), 'utf8')) as { locales: string[]; modules: string[] };
/** The shell's files (messages/{locale}.json) and each page area's folder (messages/<area>/{locale}.json). */
const areas = ['', ...readdirSync(messagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)];
const readArea = (area: string, locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(messagesDir, area, `${locale}.json`), 'utf8')) as Record<string, string>;
  return messages;
};
const read = (locale: string) => Object.assign({}, ...areas.map((area) => readArea(area, locale))) as Record<string, string>;
const english = read(FALLBACK_LOCALE);

/** Trademarks read the same in every language. */
const sameInEveryLanguage = (key: string) => /^brand_\w+_name$/.test(key);

describe('messages', () => {
  it('exist for exactly the product locales, in the shell and in every page area', () => {
    expect([...settings.locales].sort()).toEqual([...ALL_LOCALES].sort());
    for (const area of areas) {
      const files = readdirSync(join(messagesDir, area), { withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((entry) => entry.name).sort(), `messages/${area}`).toEqual(ALL_LOCALES.map((locale) => `${locale}.json`).sort());
    }
  });

  it('define each key in one file only', () => {
    const owners = new Map<string, string[]>();
    for (const area of areas) for (const key of Object.keys(readArea(area, FALLBACK_LOCALE))) owners.set(key, [...(owners.get(key) ?? []), area || '(shell)']);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it.each(ALL_LOCALES.filter((locale) => locale !== FALLBACK_LOCALE))('in %s have every key of each file and no other', (locale) => {
    for (const area of areas) expect(Object.keys(readArea(area, locale)).sort(), `messages/${area}/${locale}.json`).toEqual(Object.keys(readArea(area, FALLBACK_LOCALE)).sort());
  });

  it('are compiled with the message-format plugin from node_modules, not from the network', () => {
    expect(settings.modules).toEqual([expect.stringMatching(/^\.\.\/\.\.\/node_modules\/@inlang\/plugin-message-format\//)]);
  });

  it.each(ALL_LOCALES.filter((locale) => locale !== FALLBACK_LOCALE))('in %s are translated, not English copied in', (locale) => {
    const messages = read(locale);
    const copied = Object.keys(english).filter((key) => !sameInEveryLanguage(key) && messages[key] === english[key]);
    expect(copied).toEqual([]);
  });

  it.each(ALL_LOCALES)('in %s keep the placeholders of the English text', (locale) => {
    const messages = read(locale);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const mismatched = Object.keys(english).filter((key) => placeholders(messages[key] ?? '').join() !== placeholders(english[key]!).join());
    expect(mismatched).toEqual([]);
  });

  it('include the exact wording the product spec prescribes', () => {
    expect(english).toMatchObject({
      notFound_title: 'This page could not be found.',
      error_pageFailed: 'An error occurred while showing the error page',
      feedback_emailRequired: 'Enter an email address',
      feedback_emailInvalid: 'Enter a valid email address',
      feedback_subjectRequired: 'Select a subject',
      feedback_commentRequired: 'Enter a Comment',
      ui_emptySearch: 'No related data was found',
      ui_empty: 'It is empty',
    });
  });
});
