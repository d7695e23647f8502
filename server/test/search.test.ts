import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMatch, keyRangeToPartNumber } from '../src/features/search/match-highlight.ts';
import { fuzzyThreshold } from '../src/features/search/tier-sql.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { partNumberKey } from '../src/platform/search-keys.ts';
import { FIXTURE_NOW, fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describeEachEngine('part-number search', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, now: () => FIXTURE_NOW, prepare: ({ db }) => fillCatalogFixture(db) });
  });
  afterAll(async () => server?.close());

  const search = (keywords: string, extra: Record<string, string | number | boolean | number[]> = {}) =>
    server.ok('searchGoods', { query: { keywords, ...extra } });

  it.each(['stm32 f103', 'STM32-F103', 'stm32f103', ' Stm32.F103 '])('finds STM32F103C8T6 for "%s", whatever the case and punctuation', async (keywords) => {
    const page = await search(keywords);
    const hit = page.lists.find((entry) => entry.goods.goods_id === part.stm32f103c8t6);
    expect(hit?.match).toEqual({ kind: 'prefix', start: 0, end: 9 });
    expect(page.keywords).toBe(keywords.trim());
  });

  it('finds a fragment in the middle of a part number and highlights it in the original characters', async () => {
    const page = await search('18F4550');
    expect(page.lists[0]).toMatchObject({ goods: { part_number: 'PIC18F4550-I/PT' }, match: { kind: 'contains', start: 3, end: 10 } });
  });

  it('maps the highlight back through punctuation inside the part number', async () => {
    const page = await search('2596s50');
    const hit = page.lists[0]!;
    expect(hit.goods.part_number).toBe('LM2596S-5.0/NOPB');
    expect(hit.goods.part_number.slice(hit.match.start, hit.match.end)).toBe('2596S-5.0');
  });

  it('ranks exact before prefix before contains', async () => {
    const page = await search('74HC595');
    expect(page.lists.map((entry) => [entry.goods.part_number, entry.match.kind])).toEqual([
      ['74HC595', 'exact'],
      ['74HC595D,118', 'prefix'],
      ['74HC595PW,118', 'prefix'],
      ['SN74HC595N', 'contains'],
    ]);
    expect(page.total).toBe(4);
    const contains = page.lists[3]!;
    expect(contains.goods.part_number.slice(contains.match.start, contains.match.end)).toBe('74HC595');
  });

  it('adds close part numbers after the real matches when the part number itself is not there', async () => {
    const page = await search('74HC594');
    expect(page.lists[0]).toMatchObject({ goods: { part_number: '74HC594D,118' }, match: { kind: 'prefix', start: 0, end: 7 } });
    const rest = page.lists.slice(1);
    expect(rest.length).toBeGreaterThanOrEqual(1);
    expect(rest.every((entry) => entry.match.kind === 'fuzzy')).toBe(true);
    // One changed character away; 74HC595D,118 (similarity 0.43) is further than one typo of a 7-character key allows (0.45).
    expect(rest[0]!.goods.part_number).toBe('74HC595');
    expect(rest.map((entry) => entry.goods.part_number)).not.toContain('74HC595D,118');
    expect(rest[0]!.match).toEqual({ kind: 'fuzzy', start: 0, end: 6 });
    expect(page.total).toBe(page.lists.length);
  });

  it('finds a short part number one typo away when nothing else matches', async () => {
    // 74HC585 shares 5 of 11 trigrams with 74HC595 (0.45): enough for one typo of a 7-character key,
    // though not for the 0.6 that near-misses need beside real matches.
    const page = await search('74HC585');
    expect(page.lists.map((entry) => entry.goods.part_number)).toContain('74HC595');
    expect(page.lists.every((entry) => entry.match.kind === 'fuzzy')).toBe(true);
    expect(page.total).toBe(page.lists.length);
  });

  it('answers an exact part number with that part first and no near-misses', async () => {
    const page = await search('STM32F103C8T6');
    expect(page.lists[0]).toMatchObject({ goods: { goods_id: part.stm32f103c8t6 }, match: { kind: 'exact', start: 0, end: 13 } });
    expect(page.lists.every((entry) => entry.match.kind !== 'fuzzy')).toBe(true);
  });

  it('finds a typo by similarity', async () => {
    const page = await search('STM32F103C8T9');
    expect(page.lists.map((entry) => entry.goods.goods_id)).toEqual(expect.arrayContaining([part.stm32f103c8t6, part.stm32f103c8t7]));
    expect(page.lists[0]!.match.kind).toBe('fuzzy');
  });

  it('matches a manufacturer name', async () => {
    const page = await search('murata');
    expect(page.lists.map((entry) => entry.goods.goods_id).sort((a, b) => a - b)).toEqual([part.grm188r71h104, part.grm155r71c104, part.grm188r61e106]);
    expect(page.lists[0]!.match).toEqual({ kind: 'fuzzy', start: 0, end: 0 });
  });

  it('matches description words, and a manufacturer with a description word together', async () => {
    const amplifiers = await search('operational amplifier');
    expect(amplifiers.lists.map((entry) => entry.goods.part_number).sort()).toEqual(['LM358DR', 'LM358P']);
    const murata100nF = await search('Murata 100nF');
    expect(murata100nF.lists.map((entry) => entry.goods.part_number).sort()).toEqual(['GRM155R71C104KA88D', 'GRM188R71H104KA93D']);
  });

  it('pages through the same ranking', async () => {
    const all = await search('STM32', { page_size: 10 });
    expect(all.total).toBe(4);
    const first = await search('STM32', { page_size: 2, page: 1 });
    const second = await search('STM32', { page_size: 2, page: 2 });
    expect([...first.lists, ...second.lists].map((entry) => entry.goods.goods_id)).toEqual(all.lists.map((entry) => entry.goods.goods_id));
    expect(first).toMatchObject({ total: all.total, page: 1, page_size: 2 });
    const beyond = await search('STM32', { page_size: 10, page: 50 });
    expect(beyond.lists).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  // Keywords that reach every tier: exact, prefix, fragment, close matches, manufacturer and description words.
  const tierKeywords = ['STM32F103C8T6', 'STM32', '74HC595', 'HC59', 'F103C8', '104KA', 'STM32F103C8T9', '74HC594', 'murata 100nF', 'shift register', 'texas', 'LM358'];

  it('reads the same parts in the same order page by page as in one large page, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tierKeywords), fc.integer({ min: 1, max: 4 }), fc.boolean(), async (keywords, pageSize, inStockOnly) => {
        const filters: Record<string, boolean> = inStockOnly ? { in_stock_only: true } : {};
        const whole = await search(keywords, { page_size: 50, ...filters });
        const pages = Math.ceil(whole.total / pageSize) + 1;
        const read: number[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const answer = await search(keywords, { page_size: pageSize, page, ...filters });
          expect(answer.total).toBe(whole.total);
          read.push(...answer.lists.map((entry) => entry.goods.goods_id));
        }
        expect(read).toEqual(whole.lists.map((entry) => entry.goods.goods_id));
      }),
      { numRuns: 30 },
    );
  });

  it('finds every part whose part number holds a fragment, and no other, as exact, prefix or fragment matches', async () => {
    const rows = await queryRows<{ goods_id: number; part_number_key: string }>(server.database.db, sql`select goods_id, part_number_key from goods_search`);
    // Any piece of a real part number, or any three to eight characters from the alphabet of part numbers.
    const fragment = fc.oneof(
      fc.constantFrom(...rows).chain(({ part_number_key: key }) =>
        fc.integer({ min: 0, max: Math.max(0, key.length - 3) }).chain((start) => fc.integer({ min: start + 3, max: key.length }).map((end) => key.slice(start, end))),
      ),
      fc.stringMatching(/^[0-9A-HKLMNPRST]{3,8}$/),
    );
    await fc.assert(
      fc.asyncProperty(fragment, async (key) => {
        const page = await search(key, { page_size: 100 });
        const byPartNumber = page.lists.filter((entry) => entry.match.kind !== 'fuzzy').map((entry) => entry.goods.goods_id);
        const holding = rows.filter((row) => row.part_number_key.includes(key)).map((row) => row.goods_id);
        expect(byPartNumber.sort((a, b) => a - b), key).toEqual(holding.sort((a, b) => a - b));
      }),
      { numRuns: 60 },
    );
  });

  it('suggests, while typing, the part numbers the search ranks first', async () => {
    for (const keyword of ['STM32', '74HC595', 'HC59', 'F103C8', '104KA', 'LM358']) {
      const suggested = await server.ok('getSearchOptions', { query: { keyword, limit: 3 } });
      const page = await search(keyword, { page_size: 3 });
      expect(suggested.part_numbers.map((entry) => entry.goods_id), keyword).toEqual(page.lists.map((entry) => entry.goods.goods_id));
    }
  });

  it('narrows to manufacturers, a category and stock', async () => {
    const byMaker = await search('F103C8', { manufacturer_ids: [5] });
    expect(byMaker.lists.map((entry) => entry.goods.goods_id)).toEqual([part.gd32f103c8t6]);
    const inCategory = await search('104', { category_id: 21 });
    expect(inCategory.lists.every((entry) => entry.goods.category_id === 2101)).toBe(true);
    expect(inCategory.total).toBe(3);
    const inStock = await search('GRM188', { in_stock_only: true });
    expect(inStock.lists.map((entry) => entry.goods.goods_id)).toEqual([part.grm188r71h104]);
    // 'false' in a query is false, not a non-empty string that reads as true.
    const everything = await search('GRM188', { in_stock_only: false });
    expect(everything.total).toBeGreaterThan(inStock.total);
  });

  it('follows changes to a part: stock, part number, removal', async () => {
    const { db } = server.database;
    const grm188 = () => search('GRM188', { in_stock_only: true }).then((page) => page.lists.map((entry) => entry.goods.goods_id));
    const before = await grm188();
    await db.execute(sql`update goods set stock = 0 where id = ${part.grm188r71h104}`);
    expect(await grm188()).not.toContain(part.grm188r71h104);
    await db.execute(sql`update goods set stock = 500 where id = ${part.grm188r71h104}`);
    expect(await grm188()).toEqual(before);

    await db.execute(sql`update goods set part_number = 'XQ9-RENAMED-1' where id = ${part.lm358p}`);
    expect((await search('XQ9RENAMED1')).lists[0]).toMatchObject({ goods: { goods_id: part.lm358p }, match: { kind: 'exact' } });
    await db.execute(sql`update goods set part_number = 'LM358P' where id = ${part.lm358p}`);
    expect((await search('XQ9RENAMED1')).total).toBe(0);
  });

  it('prices results in the request currency (lowest price at MOQ over the offers)', async () => {
    const page = await server.ok('searchGoods', { query: { keywords: 'STM32F103C8T6' }, headers: { Currency: 'EUR' } });
    expect(page.lists[0]!.goods).toMatchObject({ unit_price: 1.886, currency_code: 'EUR', currency_symbol: '€' });
  });

  it('refuses keywords without a letter or digit, an unknown category or manufacturer, naming the field', async () => {
    const punctuation = await server.call('searchGoods', { query: { keywords: '--/--' } });
    expect([punctuation.status, punctuation.code]).toEqual([422, 4220]);
    expect(punctuation.data).toEqual({ errors: [expect.objectContaining({ field: 'keywords' })] });
    const missing = await server.call('searchGoods', { query: {} });
    expect(missing.data).toEqual({ errors: [expect.objectContaining({ field: 'keywords' })] });
    const tooLong = await server.call('searchGoods', { query: { keywords: 'A'.repeat(101) } });
    expect(tooLong.code).toBe(4220);
    const category = await server.call('searchGoods', { query: { keywords: 'LM358', category_id: 999 } });
    expect(category.data).toEqual({ errors: [expect.objectContaining({ field: 'category_id' })] });
    const maker = await server.call('searchGoods', { query: { keywords: 'LM358', manufacturer_ids: [3, 404] } });
    expect(maker.data).toEqual({ errors: [expect.objectContaining({ field: 'manufacturer_ids.1' })] });
    const badPage = await server.call('searchGoods', { query: { keywords: 'LM358', page: 0 } });
    expect(badPage.data).toEqual({ errors: [expect.objectContaining({ field: 'page' })] });
  });

  it('suggests part numbers, manufacturers and categories while typing', async () => {
    const options = await server.ok('getSearchOptions', { query: { keyword: ' stm32f1 ', limit: 3 } });
    expect(options.keyword).toBe('stm32f1');
    expect(options.part_numbers).toHaveLength(3);
    expect(options.part_numbers[0]).toMatchObject({ part_number: 'STM32F103C8T6', brand_name: 'STMicroelectronics', match: { kind: 'prefix', start: 0, end: 7 } });
    expect(options.manufacturers.map((entry) => entry.name)).toContain('STMicroelectronics');
    expect(options.categories.map((entry) => entry.category_id)).toContain(1103);
    const byName = await server.ok('getSearchOptions', { query: { keyword: 'kondens' }, headers: { Lang: 'de' } });
    expect(byName.categories.map((entry) => entry.name)).toContain('Kondensatoren');
    const maker = await server.ok('getSearchOptions', { query: { keyword: 'nexp' } });
    expect(maker.manufacturers[0]).toMatchObject({ name: 'Nexperia', manufacturer_page_url: '/manufacturer/8' });
    const invalid = await server.call('getSearchOptions', { query: { keyword: 'LM', limit: 21 } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'limit' })] });
  });
});

describe('highlight ranges', () => {
  it('map a range of the key back onto the characters of the part number', () => {
    expect(keyRangeToPartNumber('PIC18F4550-I/PT', 3, 12)).toEqual({ start: 3, end: 14 });
    expect(describeMatch('LM2596S-5.0/NOPB', 'LM2596S50NOPB')).toEqual({ kind: 'exact', start: 0, end: 16 });
    expect(describeMatch('74HC595D,118', '74HC595D1')).toEqual({ kind: 'prefix', start: 0, end: 10 });
    expect(describeMatch('GD32F103C8T6', 'STM32F103C8T6')).toEqual({ kind: 'fuzzy', start: 2, end: 12 });
    expect(describeMatch('LM358DR', 'XYZ')).toEqual({ kind: 'fuzzy', start: 0, end: 0 });
  });

  it('let close matches be one changed character away, whatever the length of the key', () => {
    expect(fuzzyThreshold('74HC594')).toBe(0.45);
    expect(fuzzyThreshold('LM358')).toBe(0.4);
    expect(fuzzyThreshold('STM32F103C8T9')).toBe(0.6);
  });

  it('normalise keywords the way the database key does', () => {
    expect(partNumberKey(' stm32-f103.c8/t6 ')).toBe('STM32F103C8T6');
    expect(partNumberKey('µF –')).toBe('F');
  });
});
