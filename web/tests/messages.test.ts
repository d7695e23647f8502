import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, FALLBACK_LOCALE } from '../src/constants.ts';

const messagesDir = join(import.meta.dirname, '../messages');
const settings = JSON.parse(readFileSync(join(import.meta.dirname, '../project.inlang/settings.json'), 'utf8')) as { locales: string[]; modules: string[] };
const read = (locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
  return messages;
};
const english = read(FALLBACK_LOCALE);

/** Trademarks read the same in every language. */
const sameInEveryLanguage = (key: string) => /^brand_\w+_name$/.test(key);

describe('messages', () => {
  it('exist for exactly the product locales', () => {
    expect([...settings.locales].sort()).toEqual([...ALL_LOCALES].sort());
    expect(readdirSync(messagesDir).sort()).toEqual(ALL_LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it('are compiled with the message-format plugin from node_modules, not from the network', () => {
    expect(settings.modules).toEqual([expect.stringMatching(/^\.\.\/\.\.\/node_modules\/@inlang\/plugin-message-format\//)]);
  });

  it.each(ALL_LOCALES.filter((locale) => locale !== FALLBACK_LOCALE))('in %s have every key and no other', (locale) => {
    expect(Object.keys(read(locale)).sort()).toEqual(Object.keys(english).sort());
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
