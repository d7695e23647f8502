import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIXTURE_NOW, fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ids = (list: Array<{ goods_id: number }>) => list.map((entry) => entry.goods_id);

describeEachEngine('browsing the catalog', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, now: () => FIXTURE_NOW, prepare: ({ db }) => fillCatalogFixture(db) });
  });
  afterAll(async () => server?.close());

  it('serves the three-level tree with counts, in the request language', async () => {
    const tree = await server.ok('getCategoryTree');
    expect(tree.lists.map((node) => [node.category_id, node.goods_count])).toEqual([
      [1, 14],
      [2, 4],
      [7, 0],
    ]);
    const ic = tree.lists[0]!;
    expect(ic.children.map((node) => node.category_id)).toEqual([11, 13, 15, 16]);
    expect(ic.children[0]!.children.map((node) => [node.name, node.level, node.goods_count, node.children.length])).toEqual([
      ['ARM Cortex-M', 3, 5, 0],
      ['PIC', 3, 1, 0],
    ]);
    expect(tree.updated_at).toBe('2026-11-22T10:00:00Z');
    const german = await server.ok('getCategoryTree', { headers: { Lang: 'de' } });
    expect(german.lists.map((node) => node.name)).toEqual(['Integrierte Schaltungen', 'Passive Bauelemente', 'HF und Funk']);
    const chinese = await server.ok('getCategoryTree', { headers: { Lang: 'zh' } });
    expect(chinese.lists[0]!.children[0]!.name).toBe('微控制器');
  });

  it('reports the catalog totals and every top category', async () => {
    const stat = await server.ok('getCategoryStat');
    expect(stat).toMatchObject({ parts_count: 18, manufacturers_count: 8, suppliers_count: 3, in_stock_parts_count: 16, updated_at: '2026-11-22T10:00:00Z' });
    expect(stat.categories[0]).toEqual({
      category_id: 1,
      name: 'Integrated Circuits',
      icon: '/images/categories/integrated-circuits.svg',
      goods_count: 14,
      in_stock_count: 13,
      manufacturer_count: 6,
      category_page_url: '/category/1',
    });
  });

  it('fills the navigation drop-down with sub-categories, hot parts and leading manufacturers', async () => {
    const nav = await server.ok('getNavPullData');
    const ic = nav.lists.find((entry) => entry.category_id === 1)!;
    expect(ic.children.map((child) => child.category_id)).toEqual([11, 13, 15, 16]);
    expect(ic.hot_goods.map((entry) => entry.part_number)).toEqual(['STM32F103C8T6', 'LM358DR', 'STM32F030F4P6', 'SN74HC595N', 'STM32F103RCT6', '74HC595D,118']);
    expect(ic.hot_manufacturers[0]).toEqual({ manufacturer_id: 1, name: 'STMicroelectronics', logo: '/images/manufacturers/stmicroelectronics.svg', manufacturer_page_url: '/manufacturer/1' });
    expect(ic.hot_manufacturers[1]!.name).toBe('Texas Instruments');
    expect(nav.lists.find((entry) => entry.category_id === 7)).toMatchObject({ hot_goods: [], hot_manufacturers: [], goods_count: 0 });
  });

  it('lists popular categories, most popular first, up to the limit', async () => {
    const popular = await server.ok('listPopularCategories');
    expect(popular.lists.length).toBeGreaterThan(0);
    expect(popular.lists.every((entry) => entry.level === 3 && entry.goods_count > 0)).toBe(true);
    const two = await server.ok('listPopularCategories', { query: { limit: 2 } });
    expect(two.lists).toEqual(popular.lists.slice(0, 2));
    const invalid = await server.call('listPopularCategories', { query: { limit: 31 } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'limit' })] });
  });

  it('indexes manufacturers A-Z with letter counts, pages and a keyword', async () => {
    const all = await server.ok('listManufacturers');
    expect(all.lists.map((entry) => entry.name)).toEqual(['GigaDevice', 'KEMET', 'Microchip Technology', 'Murata', 'Nexperia', 'STMicroelectronics', 'Texas Instruments', 'UMW']);
    expect(all.initials).toHaveLength(27);
    expect(all.initials.find((entry) => entry.initial === 'M')).toEqual({ initial: 'M', count: 2 });
    expect(all.lists[5]).toEqual({
      manufacturer_id: 1,
      name: 'STMicroelectronics',
      initial: 'S',
      logo: '/images/manufacturers/stmicroelectronics.svg',
      country: 'Switzerland',
      goods_count: 4,
      manufacturer_page_url: '/manufacturer/1',
    });
    const letter = await server.ok('listManufacturers', { query: { initial: 'M', page_size: 1, page: 2 } });
    expect(letter).toMatchObject({ total: 2, page: 2, page_size: 1, lists: [{ name: 'Murata', country: 'Japan' }] });
    const keyword = await server.ok('listManufacturers', { query: { keyword: 'MICRO' }, headers: { Lang: 'de' } });
    expect(keyword.lists.map((entry) => [entry.name, entry.country])).toEqual([
      ['Microchip Technology', 'Vereinigte Staaten'],
      ['STMicroelectronics', 'Schweiz'],
    ]);
    expect(keyword.initials.filter((entry) => entry.count > 0)).toEqual([
      { initial: 'M', count: 1 },
      { initial: 'S', count: 1 },
    ]);
    const invalid = await server.call('listManufacturers', { query: { initial: 'm' } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'initial' })] });
  });

  it("shows a manufacturer's profile with its top categories and popular parts", async () => {
    const st = await server.ok('getManufacturer', { params: { manufacturerId: 1 }, headers: { Lang: 'de', Currency: 'EUR' } });
    expect(st).toMatchObject({
      name: 'STMicroelectronics',
      website: 'https://www.st.com',
      country: 'Schweiz',
      founded: 1987,
      description: 'STMicroelectronics makes STM32 microcontrollers. (de)',
      goods_count: 4,
      in_stock_count: 4,
      manufacturer_page_url: '/manufacturer/1',
    });
    expect(st.top_categories).toEqual([{ category_id: 1103, level: 3, name: 'ARM Cortex-M', icon: '/images/categories/arm-cortex-m.svg', goods_count: 4, category_page_url: '/category/1103' }]);
    expect(ids(st.featured_goods)).toEqual([part.stm32f103c8t6, part.stm32f030f4p6, part.stm32f103rct6, part.stm32f103c8t7]);
    expect(st.featured_goods[0]).toMatchObject({ currency_code: 'EUR', unit_price: 1.886 });
    const umw = await server.ok('getManufacturer', { params: { manufacturerId: 7 } });
    expect(umw.founded).toBeNull();
    const missing = await server.call('getManufacturer', { params: { manufacturerId: 999 } });
    expect([missing.status, missing.code]).toEqual([404, 4040]);
    const invalid = await server.call('getManufacturer', { params: { manufacturerId: 'st' } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'manufacturerId' })] });
  });

  it('lists a category with parametric, manufacturer, package and stock filters, sorted by price', async () => {
    const page = await server.ok('listCategoryGoods', {
      body: {
        category_id: 2101,
        parameters: [
          { parameter_id: 301, values: ['100nF'] },
          { parameter_id: 304, values: ['X7R', 'C0G'] },
        ],
        manufacturer_ids: [4, 6],
        packages: ['0603'],
        in_stock_only: true,
        sort: 'price_asc',
      },
    });
    expect(ids(page.lists)).toEqual([part.grm188r71h104, part.c0603c104k5ractu]);
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(page.breadcrumb.map((crumb) => crumb.category_id)).toEqual([2, 21, 2101]);
  });

  it('includes sub-categories and sorts by relevance, stock, price and part number', async () => {
    const relevance = await server.ok('listCategoryGoods', { body: { category_id: 2101 } });
    expect(ids(relevance.lists)).toEqual([part.grm188r71h104, part.grm155r71c104, part.c0603c104k5ractu, part.grm188r61e106]);
    const byStock = await server.ok('listCategoryGoods', { body: { category_id: 1, sort: 'stock_desc', page_size: 3 } });
    expect(ids(byStock.lists)).toEqual([part.lm358dr, part.gd32f103c8t6, part.stm32f030f4p6]);
    expect(byStock.total).toBe(14);
    const priceDesc = await server.ok('listCategoryGoods', { body: { category_id: 2101, sort: 'price_desc' } });
    expect(ids(priceDesc.lists)).toEqual([part.grm188r61e106, part.c0603c104k5ractu, part.grm188r71h104, part.grm155r71c104]);
    const byNumber = await server.ok('listCategoryGoods', { body: { category_id: 1103, sort: 'part_number' } });
    expect(byNumber.lists.map((entry) => entry.part_number)).toEqual(['GD32F103C8T6', 'STM32F030F4P6', 'STM32F103C8T6', 'STM32F103C8T7', 'STM32F103RCT6']);
    const keyword = await server.ok('listCategoryGoods', { body: { category_id: 11, keyword: 'f103-c8' } });
    expect(ids(keyword.lists).sort((a, b) => a - b)).toEqual([part.stm32f103c8t6, part.gd32f103c8t6, part.stm32f103c8t7]);
    const secondPage = await server.ok('listCategoryGoods', { body: { category_id: 1, sort: 'stock_desc', page: 2, page_size: 3 } });
    expect(secondPage.lists).toHaveLength(3);
    expect(ids(secondPage.lists)).not.toContain(part.lm358dr);
  });

  it('localizes category names in listings and prices them in the request currency', async () => {
    const page = await server.ok('listCategoryGoods', { body: { category_id: 1301 }, headers: { Lang: 'de', Currency: 'CNY' } });
    expect(page.lists[0]).toMatchObject({ part_number: 'LM358DR', category_name: 'Operationsverstärker', currency_code: 'CNY', currency_symbol: '¥', unit_price: 1.5408 });
    expect(page.breadcrumb.map((crumb) => crumb.name)).toEqual(['Integrierte Schaltungen', 'Verstärker', 'Operationsverstärker']);
  });

  it('refuses a listing for a missing category (404) or with bad filters (422, naming the field)', async () => {
    const missing = await server.call('listCategoryGoods', { body: { category_id: 999 } });
    expect([missing.status, missing.code]).toEqual([404, 4040]);
    const foreignParameter = await server.call('listCategoryGoods', { body: { category_id: 2101, parameters: [{ parameter_id: 101, values: ['Cortex-M3'] }] } });
    expect(foreignParameter.data).toEqual({ errors: [expect.objectContaining({ field: 'parameters.0.parameter_id' })] });
    const noValues = await server.call('listCategoryGoods', { body: { category_id: 2101, parameters: [{ parameter_id: 301, values: [] }] } });
    expect(noValues.code).toBe(4220);
    const pageSize = await server.call('listCategoryGoods', { body: { category_id: 2101, page_size: 101 } });
    expect(pageSize.data).toEqual({ errors: [expect.objectContaining({ field: 'page_size' })] });
    const sort = await server.call('listCategoryGoods', { body: { category_id: 2101, sort: 'cheapest' } });
    expect(sort.data).toEqual({ errors: [expect.objectContaining({ field: 'sort' })] });
    const noCategory = await server.call('listCategoryGoods', { body: {} });
    expect(noCategory.data).toEqual({ errors: [expect.objectContaining({ field: 'category_id' })] });
  });

  it('counts the filter values of a category, in natural order', async () => {
    const filter = await server.ok('getCategoryFilter', { body: { category_id: 2101 } });
    expect(filter.total).toBe(4);
    expect(filter.parameters.map((parameter) => [parameter.parameter_id, parameter.name, parameter.unit, parameter.values])).toEqual([
      [301, 'Capacitance', 'F', [{ value: '100nF', count: 3 }, { value: '10µF', count: 1 }]],
      [302, 'Voltage - Rated', 'V', [{ value: '16V', count: 1 }, { value: '25V', count: 1 }, { value: '50V', count: 2 }]],
      [304, 'Dielectric', null, [{ value: 'X5R', count: 1 }, { value: 'X7R', count: 3 }]],
    ]);
    expect(filter.manufacturers).toEqual([
      { manufacturer_id: 4, name: 'Murata', count: 3 },
      { manufacturer_id: 6, name: 'KEMET', count: 1 },
    ]);
    expect(filter.packages).toEqual([
      { value: '0603', count: 3 },
      { value: '0402', count: 1 },
    ]);
    const inStock = await server.ok('getCategoryFilter', { body: { category_id: 2101, in_stock_only: true }, headers: { Lang: 'de' } });
    expect(inStock.total).toBe(3);
    expect(inStock.parameters[0]).toMatchObject({ name: 'Kapazität', values: [{ value: '100nF', count: 3 }] });
  });

  it('counts filter values for a keyword and for a parent category', async () => {
    const keyword = await server.ok('getCategoryFilter', { body: { category_id: 2101, keyword: 'GRM188' } });
    expect(keyword).toMatchObject({ keyword: 'GRM188', total: 2, manufacturers: [{ manufacturer_id: 4, count: 2 }] });
    const keywordInStock = await server.ok('getCategoryFilter', { body: { category_id: 2101, keyword: 'GRM188', in_stock_only: true } });
    expect(keywordInStock.total).toBe(1);
    const parent = await server.ok('getCategoryFilter', { body: { category_id: 11 } });
    expect(parent.total).toBe(6);
    expect(parent.parameters.map((parameter) => parameter.name)).toEqual(['Core', 'Flash Size']);
    expect(parent.parameters[1]!.values.map((value) => value.value)).toEqual(['16KB', '32KB', '64KB', '256KB']);
    const missing = await server.call('getCategoryFilter', { body: { category_id: 999 } });
    expect([missing.status, missing.code]).toEqual([404, 4040]);
    const invalid = await server.call('getCategoryFilter', { body: { category_id: 0 } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'category_id' })] });
  });

  it('pages featured parts, optionally within a category', async () => {
    const first = await server.ok('listFeaturedGoods', { query: { page_size: 4 } });
    expect(first).toMatchObject({ total: 16, page: 1, page_size: 4 });
    expect(first.lists[0]!.part_number).toBe('GRM188R71H104KA93D');
    const mlcc = await server.ok('listFeaturedGoods', { query: { category_id: 21 } });
    expect(mlcc.total).toBe(3);
    const missing = await server.call('listFeaturedGoods', { query: { category_id: 999 } });
    expect(missing.data).toEqual({ errors: [expect.objectContaining({ field: 'category_id' })] });
  });

  it('builds home floors from the biggest top categories', async () => {
    const floors = await server.ok('listHomeFloors', { headers: { Lang: 'de' } });
    expect(floors.lists.map((floor) => [floor.category_id, floor.title, floor.more_url])).toEqual([
      [1, 'Integrierte Schaltungen', '/category/1'],
      [2, 'Passive Bauelemente', '/category/2'],
    ]);
    expect(floors.lists[0]!.subtitle).toBe('Originalteile von autorisierten und geprüften Lieferanten');
    expect(floors.lists[0]!.sub_categories.map((link) => link.category_id)).toEqual([11, 15, 13, 16]);
    expect(floors.lists[0]!.goods[0]).toMatchObject({ part_number: 'STM32F103C8T6', category_name: 'ARM Cortex-M' });
    expect(floors.lists[0]!.goods.every((card) => card.stock > 0)).toBe(true);
  });

  it('serves banners in the request language with the tag-manager settings of the site', async () => {
    const english = await server.ok('listHomeBanners');
    expect(english.lists.map((banner) => [banner.banner_id, banner.link])).toEqual([
      [1, '/manufacturer/1'],
      [2, '/bom'],
      [3, '/category/2101'],
      [4, '/rfq'],
      [5, '/sell-your-excess'],
    ]);
    expect(english.lists[0]).toMatchObject({ title: 'STM32 microcontrollers in stock, ships in 24 h', image: '/images/banners/1.svg', open_in_new_tab: false });
    expect(english.lists[4]!.open_in_new_tab).toBe(true);
    expect(english.tag_manager).toEqual({
      enabled: true,
      google_tagmanager_id: 'GTM-5K8QZ2M',
      google_measurement_id: 'G-7XH3P1Q9LD',
      script_src: 'https://www.googletagmanager.com/gtm.js',
      position: 'head',
      data_layer_name: 'dataLayer',
    });
    const korean = await server.ok('listHomeBanners', { headers: { Lang: 'ko' } });
    expect(korean.lists[1]).toMatchObject({ title: 'BOM을 업로드하면 몇 분 안에 모든 품목의 가격을 확인할 수 있습니다', image: '/images/banners/2.svg?lang=ko' });
  });

  it('shows recent orders newest first with masked buyers', async () => {
    const ticker = await server.ok('listRecentOrderGoods', { query: { limit: 5 }, headers: { Lang: 'fr' } });
    expect(ticker.lists).toHaveLength(5);
    const times = ticker.lists.map((entry) => Date.parse(entry.order_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const entry of ticker.lists) {
      expect(entry.buyer_masked).toMatch(/^\S\*+\S$/);
      expect(entry.quantity).toBeGreaterThan(0);
      expect(entry.goods_page_url).toBe(`/product-detail/${entry.goods_id}`);
    }
    const all = await server.ok('listRecentOrderGoods', { query: { limit: 50 } });
    expect(all.lists).toHaveLength(50);
    const german = all.lists.find((entry) => entry.buyer_country_code === 'DE');
    if (german) expect(german.buyer_country).toBe('Germany');
    const invalid = await server.call('listRecentOrderGoods', { query: { limit: 51 } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'limit' })] });
  });
});
