import { describe, expect, it } from 'vitest';
import { formatAgo, formatDay } from './dates.ts';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('order and article times', () => {
  it('say how long ago an order was, in minutes, hours or days, in the reader language', () => {
    expect(formatAgo('2026-11-22T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatAgo('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatAgo('2026-11-20T12:00:00Z', 'en', now)).toBe('2 days ago');
    expect(formatAgo('2026-11-22T09:00:00Z', 'de', now)).toBe('vor 3 Stunden');
  });

  it('write an article day the way its reader writes dates (jp is Japanese)', () => {
    expect(formatDay('2026-10-14T08:30:00Z', 'en')).toBe('Oct 14, 2026');
    expect(formatDay('2026-10-14T08:30:00Z', 'jp')).toBe('2026/10/14');
  });
});
