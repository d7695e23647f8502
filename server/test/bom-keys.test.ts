import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exactKey, looseKey } from '../src/features/bom/part-number-keys.ts';
import type { OpenDatabase } from '../src/platform/db/open.ts';
import { queryRows, textArray } from '../src/platform/db/sql-rows.ts';
import { describeEachEngine, openTestDatabase } from './support/engines.ts';

/** Part-number-like text: letters, digits and the punctuation and suffixes real BOMs carry, with stray spaces and non-ASCII. */
const partNumberText = fc
  .array(fc.constantFrom(...'ABCxyz019.-/#+,&() \t'.split(''), 'PBF', 'TR', 'T&R', ',215', '#TRPBF', '-TR', 'ß', 'é', '型号', '\u00a0'), { maxLength: 16 })
  .map((pieces) => pieces.join(''));

it('a BOM line matches exactly only when the part number is the same, case and surrounding spaces aside', () => {
  expect(exactKey('  stm32f103c8t6 ')).toBe('STM32F103C8T6');
  expect(exactKey('1.5SMC6.8CA')).not.toBe(exactKey('1.5SMC68CA'));
  expect(exactKey('LM358DR/TR')).not.toBe(exactKey('LM358DR'));
});

it('the loose key drops punctuation and one packaging suffix, so it can only suggest', () => {
  expect(looseKey('IRF540N#PBF')).toBe('IRF540N');
  expect(looseKey('irf540n#trpbf')).toBe('IRF540N');
  expect(looseKey('LM358DR/TR')).toBe('LM358DR');
  expect(looseKey('LM358DR-TR')).toBe('LM358DR');
  expect(looseKey('MAX232ESE+T')).toBe('MAX232ESE');
  expect(looseKey('BC847B,215')).toBe('BC847B');
  expect(looseKey('TPS54331DR T&R')).toBe('TPS54331DR');
  expect(looseKey('STM32-F103 C8T6')).toBe('STM32F103C8T6');
  // Different parts that the loose key brings together: only ever a suggestion.
  expect(looseKey('1.5SMC6.8CA')).toBe(looseKey('1.5SMC68CA'));
});

describeEachEngine('BOM keys in SQL and TypeScript agree', (engine) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('bom_exact_key and bom_loose_key give what exactKey and looseKey give, for any part-number-like text', async () => {
    const samples = fc.sample(partNumberText, { numRuns: 400, seed: 20261127 });
    samples.push('1.5SMC6.8CA', 'irf540n#pbf', 'LM358DR (T&R)', 'bc847b,215', ' \tstm32f103c8t6\r\n', 'Straße-TR');
    const rows = await queryRows<{ text: string; exact: string; loose: string }>(
      database.db,
      sql`select t as text, bom_exact_key(t) as exact, bom_loose_key(t) as loose from unnest(${textArray(samples)}) as t`,
    );
    expect(rows).toHaveLength(samples.length);
    for (const row of rows) expect({ text: row.text, exact: row.exact, loose: row.loose }).toEqual({ text: row.text, exact: exactKey(row.text), loose: looseKey(row.text) });
  });
});
