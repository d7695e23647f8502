import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat, formatDate, keepDateTextsIn, relativeTimeFormat, seedDateTexts, type DateTexts } from './date-format.ts';

const browserSet: DateTexts = {};
afterEach(() => keepDateTextsIn(() => browserSet));

describe('date formats', () => {
  it('write a date as the language writes it', () => {
    expect(formatDate('2026-11-05T12:00:00Z', 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5. November 2026');
    expect(formatDate('2026-11-05T12:00:00Z', 'ja', { dateStyle: 'long', timeZone: 'UTC' })).toBe('2026年11月5日');
    expect(relativeTimeFormat('en').format(-3, 'hour')).toBe('3 hours ago');
  });

  it('write nothing for a value that is no date', () => {
    expect(formatDate('not a date', 'en', { dateStyle: 'medium' })).toBe('');
  });

  it('are made once per language and style, however many dates a page shows', () => {
    expect(dateFormat('fr', { dateStyle: 'medium' })).toBe(dateFormat('fr', { dateStyle: 'medium' }));
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(dateFormat('fr', { dateStyle: 'long' }));
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(dateFormat('de', { dateStyle: 'medium' }));
    expect(relativeTimeFormat('ko')).toBe(relativeTimeFormat('ko'));
  });

  it('show a date the server wrote into the page exactly as it wrote it', () => {
    const server: DateTexts = {};
    keepDateTextsIn(() => server);
    const written = formatDate('2026-03-09T08:30:00Z', 'fr', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(Object.values(server)).toEqual([written]);

    // The browser, given what the server sent, shows the same text for the same date, language and style.
    keepDateTextsIn(() => browserSet);
    seedDateTexts(Object.fromEntries(Object.keys(server).map((key) => [key, 'as the server wrote it'])));
    expect(formatDate('2026-03-09T08:30:00Z', 'fr', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('as the server wrote it');
    expect(formatDate('2026-03-09T08:30:00Z', 'de', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe('as the server wrote it');
  });

  it('keep each server request’s dates apart', () => {
    const first: DateTexts = {};
    const second: DateTexts = {};
    keepDateTextsIn(() => first);
    formatDate('2026-01-02T00:00:00Z', 'en', { dateStyle: 'long', timeZone: 'UTC' });
    keepDateTextsIn(() => second);
    expect(second).toEqual({});
    expect(Object.values(first)).toEqual(['January 2, 2026']);
  });
});
