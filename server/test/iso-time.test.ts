import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/platform/db/open.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { isoTime } from '../src/platform/iso-time.ts';
import { describeEachEngine, openTestDatabase } from './support/engines.ts';

describe('contract times', () => {
  it('are ISO 8601 in UTC to the second, fractions of a second dropped', () => {
    expect(isoTime(new Date('2026-11-03T08:47:21.999Z'))).toBe('2026-11-03T08:47:21Z');
    expect(isoTime(new Date('2026-11-03T10:47:21+02:00'))).toBe('2026-11-03T08:47:21Z');
  });

  it('keep a time that has not happened as null', () => {
    expect(isoTime(null)).toBeNull();
  });

  it('read the text PGlite gives for a timestamp as the same moment', () => {
    expect(isoTime('2026-11-03 08:47:21.5+00')).toBe('2026-11-03T08:47:21Z');
    expect(isoTime('2026-11-03 10:47:21+02')).toBe('2026-11-03T08:47:21Z');
  });

  it('refuse text that is not a timestamp instead of inventing a time', () => {
    expect(() => isoTime('soon')).toThrow('Not a timestamp: soon');
  });
});

describeEachEngine('contract times from raw queries', (engine) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database?.close());

  it('are the same text whether the driver hands back a Date or a string', async () => {
    const [row] = await queryRows<{ at: Date | string; nothing: Date | string | null }>(
      database.db,
      sql`select timestamptz '2026-11-03 10:47:21.123456+02' as at, null::timestamptz as nothing`,
    );
    expect(isoTime(row!.at)).toBe('2026-11-03T08:47:21Z');
    expect(isoTime(row!.nothing)).toBeNull();
  });
});
