import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshCatalogStats } from '../src/features/catalog/stats-refresh.ts';
import type { Database } from '../src/platform/db/open.ts';
import { goods } from '../src/platform/db/schema/index.ts';
import { FIXTURE_NOW, fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Parts without stock added to the catalog fixture (which has LM358P and GRM188R61E106 on lead time), so lead-time listings span pages. */
const onLeadTime = { opa2188: 101, tlv9062: 102, stm32l432: 103, sn74lvc1g125: 104 } as const;

async function addLeadTimeParts(db: Database): Promise<void> {
  const leadTimePart = (id: number, partNumber: string, manufacturerId: number, categoryId: number, pkg: string, description: string, parameters: Record<string, string>, popularity: number) => ({
    id,
    partNumber,
    manufacturerId,
    categoryId,
    package: pkg,
    description,
    parameters,
    image: `/images/goods/${id}.svg`,
    popularity,
    stock: 0,
    moq: 2500,
    increment: 2500,
    leadTimeDays: 60,
    minPriceUsd: 1.2,
  });
  await db.insert(goods).values([
    leadTimePart(onLeadTime.opa2188, 'OPA2188AIDR', 3, 1301, 'SOIC-8', 'Dual zero-drift op amp, 4-36V, rail-to-rail output', { channels: '2' }, 600),
    leadTimePart(onLeadTime.tlv9062, 'TLV9062IDR', 3, 1301, 'SOIC-8', 'Dual 10MHz rail-to-rail op amp, 1.8-5.5V', { channels: '2' }, 500),
    leadTimePart(onLeadTime.stm32l432, 'STM32L432KCU6', 1, 1103, 'UFQFPN-32', 'ARM Cortex-M4 MCU, 256KB Flash, 64KB RAM, 80MHz, ultra-low-power', { core: 'Cortex-M4', flash_size: '256KB' }, 450),
    leadTimePart(onLeadTime.sn74lvc1g125, 'SN74LVC1G125DBVR', 3, 1502, 'SOT-23-5', 'Single bus buffer gate with 3-state output', { logic_family: 'LVC' }, 300),
  ]);
  await refreshCatalogStats(db, FIXTURE_NOW);
}

const ids = (list: Array<{ goods_id: number }>) => list.map((entry) => entry.goods_id);

describeEachEngine('listing parts on factory lead time', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: () => FIXTURE_NOW,
      prepare: async ({ db }) => {
        await fillCatalogFixture(db);
        await addLeadTimeParts(db);
      },
    });
  });
  afterAll(async () => server?.close());

  const listing = (body: Record<string, unknown>) => server.ok('listCategoryGoods', { body });

  it('lists only the parts without stock of a category and its sub-categories, page by page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listing({ category_id: 1, lead_time_only: true, page, page_size: 2 })));
    expect(pages.map((page) => ids(page.lists))).toEqual([[onLeadTime.opa2188, onLeadTime.tlv9062], [onLeadTime.stm32l432, onLeadTime.sn74lvc1g125], [part.lm358p], []]);
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap((page) => page.lists).every((card) => card.stock === 0)).toBe(true);
  });

  it('splits a category into parts in stock and parts on lead time, with no part in both', async () => {
    const [all, inStock, leadTime] = await Promise.all([
      listing({ category_id: 1, page_size: 100 }),
      listing({ category_id: 1, in_stock_only: true, page_size: 100 }),
      listing({ category_id: 1, lead_time_only: true, page_size: 100 }),
    ]);
    expect([all.total, inStock.total, leadTime.total]).toEqual([18, 13, 5]);
    expect(new Set([...ids(inStock.lists), ...ids(leadTime.lists)])).toEqual(new Set(ids(all.lists)));
    expect(inStock.lists.every((card) => card.stock > 0)).toBe(true);
  });

  it('counts a narrowed lead-time listing', async () => {
    const texasInstruments = await listing({ category_id: 1, lead_time_only: true, manufacturer_ids: [3] });
    expect(ids(texasInstruments.lists)).toEqual([onLeadTime.opa2188, onLeadTime.tlv9062, onLeadTime.sn74lvc1g125, part.lm358p]);
    expect(texasInstruments.total).toBe(4);
    const keyword = await listing({ category_id: 13, keyword: 'LM358', lead_time_only: true });
    expect([ids(keyword.lists), keyword.total]).toEqual([[part.lm358p], 1]);
    const mlcc = await listing({ category_id: 2101, lead_time_only: true, packages: ['0603'], sort: 'price_asc' });
    expect([ids(mlcc.lists), mlcc.total]).toEqual([[part.grm188r61e106], 1]);
  });

  it('counts the filter values of the lead-time parts only, with and without a keyword', async () => {
    const filter = await server.ok('getCategoryFilter', { body: { category_id: 1, lead_time_only: true } });
    expect(filter.total).toBe(5);
    expect(filter.manufacturers).toEqual([
      { manufacturer_id: 3, name: 'Texas Instruments', count: 4 },
      { manufacturer_id: 1, name: 'STMicroelectronics', count: 1 },
    ]);
    expect(filter.packages).toEqual([
      { value: 'SOIC-8', count: 2 },
      { value: 'PDIP-8', count: 1 },
      { value: 'SOT-23-5', count: 1 },
      { value: 'UFQFPN-32', count: 1 },
    ]);
    const opAmps = await server.ok('getCategoryFilter', { body: { category_id: 1301, lead_time_only: true } });
    expect(opAmps.parameters.map((parameter) => [parameter.parameter_id, parameter.values])).toEqual([[410, [{ value: '2', count: 3 }]]]);
    const keyword = await server.ok('getCategoryFilter', { body: { category_id: 1301, keyword: 'TLV', lead_time_only: true } });
    expect(keyword).toMatchObject({ total: 1, manufacturers: [{ manufacturer_id: 3, count: 1 }], packages: [{ value: 'SOIC-8', count: 1 }] });
  });

  it('refuses in stock only together with lead time only (422, naming lead_time_only)', async () => {
    const both = { category_id: 1, in_stock_only: true, lead_time_only: true };
    for (const operation of ['listCategoryGoods', 'getCategoryFilter'] as const) {
      const refused = await server.call(operation, { body: both });
      expect([refused.status, refused.code]).toEqual([422, 4220]);
      expect(refused.data).toEqual({ errors: [expect.objectContaining({ field: 'lead_time_only' })] });
    }
    const german = await server.call('listCategoryGoods', { body: both, headers: { Lang: 'de' } });
    expect(german.data).toEqual({ errors: [{ field: 'lead_time_only', message: 'Wählen Sie entweder nur Teile auf Lager oder nur Teile mit Lieferzeit, nicht beides' }] });
    const neither = await listing({ category_id: 1, in_stock_only: false, lead_time_only: false, page_size: 1 });
    expect(neither.total).toBe(18);
  });
});
