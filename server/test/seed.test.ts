import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manufacturerProfiles } from '../src/app/seed/catalog/manufacturer-profiles.ts';
import { canonicalParts } from '../src/app/seed/parts/canonical-parts.ts';
import { generateParts } from '../src/app/seed/parts/generate-parts.ts';
import { seedCatalog, type SeedReport } from '../src/app/seed/seed-demo-data.ts';
import { seedIfEmpty } from '../src/app/seed/seed-if-empty.ts';
import type { Database, OpenDatabase } from '../src/platform/db/open.ts';
import type { UsdPriceBreak } from '../src/platform/db/schema/index.ts';
import { SeedRandom } from '../src/platform/seed-random.ts';
import { describeEachEngine, openTestDatabase } from './support/engines.ts';

const PARTS = 400;

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface SkuRow {
  goods_id: number;
  supplier_id: number;
  stock: number;
  moq: number;
  increment: number;
  lead_time_days: number;
  price_breaks: UsdPriceBreak[];
}

interface GoodsRow {
  id: number;
  part_number: string;
  stock: number;
  moq: number;
  increment: number;
  lead_time_days: number;
  min_price_usd: number | null;
}

function groupBy<Item, Key>(items: Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** What must not change between two seeds with the same seed number. */
async function fingerprint(db: Database): Promise<string> {
  const parts = await rows<{ part_number: string; min_price_usd: number }>(db, sql`select part_number, min_price_usd from goods order by id`);
  const offers = await rows<{ goods_id: number; price_breaks: unknown }>(db, sql`select goods_id, price_breaks from skus order by id`);
  return JSON.stringify({ parts, offers });
}

async function indexDefinitions(db: Database): Promise<string[]> {
  const result = await rows<{ indexdef: string }>(db, sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename in ('goods', 'skus') order by indexname`);
  return result.map((row) => row.indexdef);
}

describeEachEngine('the demo data generator', (engine) => {
  let database: OpenDatabase;
  let db: Database;
  let report: SeedReport | null;
  let indexesBefore: string[];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    db = database.db;
    indexesBefore = await indexDefinitions(db);
    report = await seedIfEmpty(db, { parts: PARTS });
  });
  afterAll(async () => database?.close());

  it('seeds an empty database on first start, with the number of parts asked for', async () => {
    expect(report).toMatchObject({ parts: PARTS, seed: 20261122 });
    const [count] = await rows<{ count: number }>(db, sql`select count(*)::int as count from goods`);
    expect(count!.count).toBe(PARTS);
  });

  it('leaves a seeded database as it is when the server starts again', async () => {
    const before = await fingerprint(db);
    expect(await seedIfEmpty(db, { parts: 10 })).toBeNull();
    expect(await fingerprint(db)).toBe(before);
  });

  it('gives the same part numbers and prices for the same seed', async () => {
    const again = await openTestDatabase(engine);
    try {
      await seedCatalog(again.db, { parts: PARTS });
      expect(await fingerprint(again.db)).toBe(await fingerprint(db));
    } finally {
      await again.close();
    }
  }, 120_000);

  it('makes other parts for another seed, keeping the famous ones', () => {
    const partNumbers = (seed: number) => [...generateParts(new SeedRandom(seed), 200)].map((part) => part.draft.partNumber);
    const [ours, theirs] = [partNumbers(20261122), partNumbers(7)];
    expect(theirs).not.toEqual(ours);
    expect(theirs.slice(0, canonicalParts.length)).toEqual(ours.slice(0, canonicalParts.length));
  });

  it('always holds the famous parts, with their real manufacturers, packages and parameters', async () => {
    const found = await rows<{ part_number: string; manufacturer: string; category_id: number; package: string; parameters: Record<string, string>; datasheet_url: string }>(
      db,
      sql`select g.part_number, m.name as manufacturer, g.category_id, g.package, g.parameters, g.datasheet_url from goods g join manufacturers m on m.id = g.manufacturer_id`,
    );
    const byPartNumber = new Map(found.map((row) => [row.part_number, row]));
    for (const part of canonicalParts) {
      const row = byPartNumber.get(part.partNumber);
      expect(row, part.partNumber).toBeDefined();
      expect(row!.manufacturer).toBe(manufacturerProfiles.find((profile) => profile.slug === part.manufacturer)!.name);
      expect([row!.category_id, row!.package, row!.parameters]).toEqual([part.categoryId, part.package, part.parameters]);
    }
    expect(byPartNumber.get('GRM188R71H104KA93D')).toMatchObject({
      manufacturer: 'Murata Manufacturing',
      package: '0603',
      parameters: expect.objectContaining({ capacitance: '100nF', voltage_rating: '50V', dielectric: 'X7R', tolerance: '±10%' }),
    });
    expect(byPartNumber.get('STM32F103C8T6')).toMatchObject({
      manufacturer: 'STMicroelectronics',
      package: 'LQFP-48',
      parameters: expect.objectContaining({ core: 'ARM Cortex-M3', flash_size: '64KB', ram_size: '20KB', max_frequency: '72MHz' }),
    });
    expect(byPartNumber.get('LM358DR')?.manufacturer).toBe('Texas Instruments');
    expect(byPartNumber.get('PIC18F4550-I/PT')?.manufacturer).toBe('Microchip Technology');
    expect(byPartNumber.get('STM32F103C8T6')?.datasheet_url).toMatch(/^https:\/\/www\.st\.com\//);
  });

  it('gives every part one to four offers from different suppliers, with sound order rules and falling prices', async () => {
    const offers = await rows<SkuRow>(db, sql`select goods_id, supplier_id, stock, moq, increment, lead_time_days, price_breaks from skus order by goods_id, id`);
    const byPart = groupBy(offers, (offer) => offer.goods_id);
    expect(byPart.size).toBe(PARTS);
    // Problems are collected rather than asserted one by one: thousands of expect calls would be slow.
    const problems: string[] = [];
    for (const [goodsId, partOffers] of byPart) {
      if (partOffers.length < 1 || partOffers.length > 4) problems.push(`${goodsId}: ${partOffers.length} offers`);
      if (new Set(partOffers.map((offer) => offer.supplier_id)).size !== partOffers.length) problems.push(`${goodsId}: one supplier twice`);
      for (const offer of partOffers) {
        const where = `${goodsId} (supplier ${offer.supplier_id})`;
        if (offer.stock < 0 || offer.stock % offer.increment !== 0) problems.push(`${where}: stock ${offer.stock}`);
        if (offer.moq < 1 || offer.moq % offer.increment !== 0) problems.push(`${where}: moq ${offer.moq}, multiple ${offer.increment}`);
        if (offer.lead_time_days < 0) problems.push(`${where}: lead time ${offer.lead_time_days}`);
        const breaks = offer.price_breaks;
        if (breaks.length < 3 || breaks.length > 6) problems.push(`${where}: ${breaks.length} price breaks`);
        if (breaks[0]?.num !== offer.moq) problems.push(`${where}: first break at ${breaks[0]?.num}, moq ${offer.moq}`);
        breaks.forEach((step, index) => {
          if (!(step.price > 0) || step.num % offer.increment !== 0) problems.push(`${where}: break ${JSON.stringify(step)}`);
          const previous = breaks[index - 1];
          if (previous && !(step.num > previous.num && step.price < previous.price)) problems.push(`${where}: ${JSON.stringify(previous)} then ${JSON.stringify(step)}`);
        });
      }
    }
    expect(problems).toEqual([]);
    expect(offers.some((offer) => offer.stock === 0)).toBe(true);
  });

  it("keeps each part's listing columns equal to what its offers say", async () => {
    const parts = await rows<GoodsRow>(db, sql`select id, part_number, stock, moq, increment, lead_time_days, min_price_usd from goods`);
    const offers = groupBy(await rows<SkuRow>(db, sql`select goods_id, stock, moq, increment, lead_time_days, price_breaks from skus order by id`), (offer) => offer.goods_id);
    for (const part of parts) {
      const own = offers.get(part.id)!;
      const smallestMoq = own.reduce((best, offer) => (offer.moq < best.moq ? offer : best));
      expect(part.stock).toBe(own.reduce((sum, offer) => sum + offer.stock, 0));
      expect(part.moq).toBe(smallestMoq.moq);
      expect(part.increment).toBe(smallestMoq.increment);
      expect(part.lead_time_days).toBe(Math.min(...own.map((offer) => offer.lead_time_days)));
      expect(part.min_price_usd).toBe(Math.min(...own.map((offer) => offer.price_breaks[0]!.price)));
    }
  });

  it('files every part under a leaf of a three-level category tree whose leaves all have parameters', async () => {
    const categories = await rows<{ id: number; parent_id: number | null; level: number; names: Record<string, string>; icon: string }>(db, sql`select id, parent_id, level, names, icon from categories`);
    const parents = new Set(categories.map((category) => category.parent_id));
    const leaves = categories.filter((category) => !parents.has(category.id));
    expect(new Set(categories.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
    expect(leaves.every((category) => category.level === 3)).toBe(true);
    for (const category of categories) {
      expect(Object.keys(category.names).sort()).toEqual(['de', 'en', 'fr', 'jp', 'ko', 'ru', 'zh']);
      expect(category.icon).toMatch(/^\/images\/categories\/[a-z0-9-]+\.svg$/);
      if (category.parent_id !== null) expect(categories.find((parent) => parent.id === category.parent_id)?.level).toBe(category.level - 1);
    }
    const parameterCounts = await rows<{ category_id: number; count: number }>(db, sql`select category_id, count(*)::int as count from category_parameters group by category_id`);
    const withParameters = new Set(parameterCounts.map((row) => row.category_id));
    for (const leaf of leaves) expect(withParameters.has(leaf.id), `parameters of leaf ${leaf.id}`).toBe(true);
    const [misfiled] = await rows<{ count: number }>(db, sql`select count(*)::int as count from goods g join categories c on c.id = g.category_id where c.level <> 3`);
    expect(misfiled!.count).toBe(0);
    const [orphans] = await rows<{ count: number }>(db, sql`select count(*)::int as count from goods g left join categories c on c.id = g.category_id left join manufacturers m on m.id = g.manufacturer_id where c.id is null or m.id is null`);
    expect(orphans!.count).toBe(0);
  });

  it('stores only parameters the category defines', async () => {
    const [stray] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from goods g, jsonb_object_keys(g.parameters) as key
          where not exists (select 1 from category_parameters p where p.category_id = g.category_id and p.key = key)`,
    );
    expect(stray!.count).toBe(0);
  });

  it('never repeats a part number, even ignoring case and punctuation', async () => {
    const [counts] = await rows<{ parts: number; numbers: number; keys: number }>(
      db,
      sql`select count(*)::int as parts, count(distinct part_number)::int as numbers, count(distinct part_number_key)::int as keys from goods`,
    );
    expect(counts).toEqual({ parts: PARTS, numbers: PARTS, keys: PARTS });
  });

  it('profiles about sixty real manufacturers in every locale, and a dozen suppliers', async () => {
    const makers = await rows<{ name: string; slug: string; logo: string; website: string; description: Record<string, string> }>(db, sql`select name, slug, logo, website, description from manufacturers`);
    expect(makers.length).toBeGreaterThanOrEqual(55);
    for (const maker of makers) {
      expect(maker.logo).toBe(`/images/manufacturers/${maker.slug}.svg`);
      expect(maker.website).toMatch(/^https?:\/\//);
      expect(Object.keys(maker.description).sort()).toEqual(['de', 'en', 'fr', 'jp', 'ko', 'ru', 'zh']);
      expect(new Set(Object.values(maker.description)).size).toBe(7);
    }
    const [supplierCount] = await rows<{ count: number }>(db, sql`select count(*)::int as count from suppliers`);
    expect(supplierCount!.count).toBeGreaterThanOrEqual(12);
  });

  it('marks a few dozen featured parts and makes the famous parts the most popular', async () => {
    const [featured] = await rows<{ count: number }>(db, sql`select count(*)::int as count from goods where featured`);
    // The home-page step may widen the selection to in-stock best sellers; a few dozen is the floor.
    expect(featured!.count).toBeGreaterThanOrEqual(24);
    const top = await rows<{ part_number: string }>(db, sql`select part_number from goods order by popularity desc limit 10`);
    const canonical = new Set(canonicalParts.map((part) => part.partNumber));
    expect(top.every((row) => canonical.has(row.part_number))).toBe(true);
  });

  it('leaves the indexes of goods and SKUs exactly as the migration made them after the bulk load', async () => {
    expect(await indexDefinitions(db)).toEqual(indexesBefore);
  });
});
