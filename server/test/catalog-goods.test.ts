import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageFamily } from '../src/features/catalog/images/part-drawing.ts';
import { FIXTURE_NOW, fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describeEachEngine('a part and its offers', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, now: () => FIXTURE_NOW, prepare: ({ db }) => fillCatalogFixture(db) });
  });
  afterAll(async () => server?.close());

  it('shows everything the product page needs, offers in stock first then cheapest at MOQ', async () => {
    const detail = await server.ok('getGoodsDetail', { query: { goods_id: part.stm32f103c8t6 } });
    expect(detail.goods).toMatchObject({
      goods_id: part.stm32f103c8t6,
      part_number: 'STM32F103C8T6',
      brand_id: 1,
      brand_name: 'STMicroelectronics',
      package: 'LQFP-48',
      icons: '/images/goods/1.svg',
      goods_page_url: '/product-detail/1',
      category_name: 'ARM Cortex-M',
      stock: 53200,
      moq: 1,
      increment: 1,
      lead_time_days: 2,
      unit_price: 2.05,
      currency_code: 'USD',
      currency_symbol: '$',
    });
    expect(detail.images).toEqual(['/images/goods/1.svg']);
    expect(detail.parameters).toEqual([
      { name: 'Core', value: 'Cortex-M3' },
      { name: 'Flash Size', value: '64KB' },
    ]);
    expect(detail.datasheet).toEqual({ url: 'https://www.st.com/resource/en/datasheet/stm32f103c8.pdf', file_name: 'stm32f103c8.pdf', file_size_bytes: null });
    expect(detail.category_path.map((crumb) => crumb.category_id)).toEqual([1, 11, 1103]);
    expect(detail).toMatchObject({ lifecycle_status: 'active', rohs_status: 'compliant', msl: '3', eccn: 'EAR99', hts_code: '8542.31.0001', updated_at: '2026-11-21T08:00:00Z' });
    expect(detail.offers.map((offer) => [offer.supplier_code, offer.stock, offer.price_range[0]!.price])).toEqual([
      ['RED-DE', 5000, 2.05],
      ['HX-SZ', 48200, 2.35],
      ['ARW-HK', 0, 2.2],
    ]);
    expect(detail.offers[1]).toMatchObject({ supplier_name: 'Shenzhen Hengxin Electronics', moq: 1, increment: 1, date_code: '2544', packaging: 'Tape & Reel (TR)' });
    expect(detail.offers[1]!.price_range).toEqual([
      { num: 1, price: 2.35 },
      { num: 100, price: 2.1 },
      { num: 1000, price: 1.95 },
    ]);
    const nrnd = await server.ok('getGoodsDetail', { query: { goods_id: part.lm358p } });
    expect(nrnd.lifecycle_status).toBe('nrnd');
    expect(nrnd.datasheet).toBeNull();
  });

  it('converts every price into the request currency at its precision', async () => {
    const euro = await server.ok('getGoodsDetail', { query: { goods_id: part.lm358dr }, headers: { Currency: 'EUR' } });
    expect(euro.goods).toMatchObject({ unit_price: 0.19688, currency_code: 'EUR', currency_symbol: '€' });
    expect(euro.offers[0]).toMatchObject({ currency_code: 'EUR', price_range: [{ num: 10, price: 0.19688 }] });
    const yen = await server.ok('getGoodsDetail', { query: { goods_id: part.lm358dr }, headers: { Currency: 'JPY' } });
    expect(yen.goods.unit_price).toBe(32.21);
    expect(yen.offers[0]!.price_range[0]!.price).toBe(32.21);
    const yuan = await server.ok('getGoodsDetail', { query: { goods_id: part.grm188r71h104 }, headers: { Currency: 'CNY' } });
    expect(yuan.goods).toMatchObject({ unit_price: 0.02736, currency_symbol: '¥' });
    expect(yuan.offers[0]!.price_range).toEqual([
      { num: 4000, price: 0.02736 },
      { num: 20000, price: 0.02448 },
    ]);
  });

  it('localizes parameter names and the category path', async () => {
    const detail = await server.ok('getGoodsDetail', { query: { goods_id: part.grm188r71h104 }, headers: { Lang: 'de' } });
    expect(detail.parameters.map((parameter) => parameter.name)).toEqual(['Kapazität', 'Nennspannung', 'Dielektrikum']);
    expect(detail.category_path.map((crumb) => crumb.name)).toEqual(['Passive Bauelemente', 'Kondensatoren', 'MLCC (Vielschicht-Keramikkondensatoren)']);
  });

  it('answers 404 for an unknown part and 422 for a bad id', async () => {
    const missing = await server.call('getGoodsDetail', { query: { goods_id: 999999 } });
    expect([missing.status, missing.code]).toEqual([404, 4040]);
    const invalid = await server.call('getGoodsDetail', { query: { goods_id: 'abc' } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'goods_id' })] });
    const absent = await server.call('getGoodsDetail');
    expect(absent.data).toEqual({ errors: [expect.objectContaining({ field: 'goods_id' })] });
  });

  it('gives search engines the part as schema.org data with absolute URLs', async () => {
    const product = await server.ok('getGoogleGoodsDetail', { query: { goods_id: part.stm32f103c8t6 } });
    expect(product).toMatchObject({
      name: 'STM32F103C8T6 STMicroelectronics',
      sku: '1',
      mpn: 'STM32F103C8T6',
      brand: 'STMicroelectronics',
      image: ['http://localhost/images/goods/1.svg'],
      category: 'Integrated Circuits > Microcontrollers > ARM Cortex-M',
      url: 'http://localhost/product-detail/1',
    });
    expect(product.offers.map((offer) => [offer.seller, offer.availability, offer.price, offer.eligible_quantity])).toEqual([
      ['Rhein Elektronik Distribution GmbH', 'InStock', 2.05, 250],
      ['Shenzhen Hengxin Electronics', 'InStock', 2.35, 1],
      ['Arrowtech Components Ltd.', 'BackOrder', 2.2, 10],
    ]);
    const outOfStock = await server.ok('getGoogleGoodsDetail', { query: { goods_id: part.lm358p }, headers: { Currency: 'EUR' } });
    expect(outOfStock.offers).toEqual([
      { price: 0.3588, currency: 'EUR', availability: 'OutOfStock', url: 'http://localhost/product-detail/7', seller: 'Shenzhen Hengxin Electronics', inventory_level: 0, eligible_quantity: 1 },
    ]);
    // Links name the configured origin: forwarded headers anyone can send do not change them.
    const forged = await server.ok('getGoogleGoodsDetail', { query: { goods_id: part.lm358dr }, headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' } });
    expect(forged.url).toBe('http://localhost/product-detail/6');
    const missing = await server.call('getGoogleGoodsDetail', { query: { goods_id: 999999 } });
    expect(missing.code).toBe(4040);
  });

  it('orders supplier offers by price at the wanted quantity, stock, lead time or MOQ', async () => {
    const codes = async (query: Record<string, string | number | boolean>) =>
      (await server.ok('listGoodsSuppliers', { params: { goodsId: part.stm32f103c8t6 }, query })).lists.map((offer) => offer.supplier_code);
    expect(await codes({})).toEqual(['RED-DE', 'ARW-HK', 'HX-SZ']);
    expect(await codes({ quantity: 100 })).toEqual(['RED-DE', 'HX-SZ', 'ARW-HK']);
    expect(await codes({ quantity: 1000 })).toEqual(['HX-SZ', 'RED-DE', 'ARW-HK']);
    expect(await codes({ sort: 'stock_desc' })).toEqual(['HX-SZ', 'RED-DE', 'ARW-HK']);
    expect(await codes({ sort: 'lead_time_asc' })).toEqual(['HX-SZ', 'RED-DE', 'ARW-HK']);
    expect(await codes({ sort: 'moq_asc' })).toEqual(['HX-SZ', 'ARW-HK', 'RED-DE']);
    expect(await codes({ in_stock_only: true })).toEqual(['RED-DE', 'HX-SZ']);
    const list = await server.ok('listGoodsSuppliers', { params: { goodsId: part.stm32f103c8t6 }, query: { sort: 'moq_asc' }, headers: { Currency: 'JPY' } });
    expect(list).toMatchObject({ goods_id: 1, part_number: 'STM32F103C8T6', brand_name: 'STMicroelectronics', sort: 'moq_asc', total: 3 });
    expect(list.lists[1]!.price_range).toEqual([{ num: 10, price: 331.1 }]);
  });

  it('refuses bad supplier-list requests', async () => {
    const missing = await server.call('listGoodsSuppliers', { params: { goodsId: 999999 } });
    expect([missing.status, missing.code]).toEqual([404, 4040]);
    const sort = await server.call('listGoodsSuppliers', { params: { goodsId: 1 }, query: { sort: 'cheapest' } });
    expect(sort.data).toEqual({ errors: [expect.objectContaining({ field: 'sort' })] });
    const quantity = await server.call('listGoodsSuppliers', { params: { goodsId: 1 }, query: { quantity: 0 } });
    expect(quantity.data).toEqual({ errors: [expect.objectContaining({ field: 'quantity' })] });
  });

  it('recommends pin-compatible alternatives first, never the part itself', async () => {
    const recommended = await server.ok('listRecommendedGoods', { params: { goodsId: part.stm32f103c8t6 } });
    expect(recommended.goods_id).toBe(part.stm32f103c8t6);
    expect(recommended.lists.map((card) => card.part_number)).toEqual(['GD32F103C8T6', 'STM32F103C8T7', 'STM32F103RCT6', 'STM32F030F4P6']);
    const two = await server.ok('listRecommendedGoods', { params: { goodsId: part.stm32f103c8t6 }, query: { limit: 2 } });
    expect(two.lists.map((card) => card.goods_id)).toEqual([part.gd32f103c8t6, part.stm32f103c8t7]);
    const missing = await server.call('listRecommendedGoods', { params: { goodsId: 999999 } });
    expect(missing.code).toBe(4040);
    const invalid = await server.call('listRecommendedGoods', { params: { goodsId: 1 }, query: { limit: 31 } });
    expect(invalid.data).toEqual({ errors: [expect.objectContaining({ field: 'limit' })] });
  });

  it('lists published articles about the part, its category, then its manufacturer', async () => {
    const blogs = await server.ok('listGoodsRelatedBlogs', { params: { goodsId: part.stm32f103c8t6 } });
    expect(blogs.lists.map((article) => article.news_id)).toEqual([1, 2, 3]);
    expect(blogs.lists[0]).toMatchObject({ title: 'STM32F103C8T6 or GD32F103C8T6: a drop-in comparison', tags: ['Microcontrollers'], news_page_url: '/news/1' });
    const one = await server.ok('listGoodsRelatedBlogs', { params: { goodsId: part.stm32f103c8t6 }, query: { limit: 1 }, headers: { Lang: 'de' } });
    expect(one.lists.map((article) => [article.news_id, article.title])).toEqual([[1, 'STM32F103C8T6 or GD32F103C8T6: a drop-in comparison (de)']]);
    const none = await server.ok('listGoodsRelatedBlogs', { params: { goodsId: part.hc594d } });
    expect(none.lists).toEqual([]);
    const missing = await server.call('listGoodsRelatedBlogs', { params: { goodsId: 999999 } });
    expect(missing.code).toBe(4040);
  });

  it('draws part pictures as cacheable SVG with the part number', async () => {
    const response = await server.request('/images/goods/1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const etag = response.headers.get('ETag')!;
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('STM32F103C8T6');
    expect(svg).toContain('LQFP-48');
    const again = await server.request('/images/goods/1.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const escaped = await (await server.request(`/images/goods/${part.hc595d}.svg`)).text();
    expect(escaped).toContain('74HC595D,118');
    expect((await server.request('/images/goods/999999.svg')).status).toBe(404);
    expect((await server.request('/images/goods/abc.svg')).status).toBe(404);
  });

  it('draws manufacturer wordmarks, category icons and localized banners', async () => {
    const wordmark = await server.request('/images/manufacturers/murata.svg');
    expect(wordmark.status).toBe(200);
    expect(await wordmark.text()).toContain('Murata');
    const icon = await server.request('/images/categories/mlcc.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('ETag')).toBeTruthy();
    const banner = await server.request('/images/banners/1.svg?lang=de');
    expect(await banner.text()).toContain('STM32-Mikrocontroller ab Lager');
    expect((await server.request('/images/manufacturers/nobody.svg')).status).toBe(404);
    expect((await server.request('/images/categories/..%2Fetc.svg')).status).toBe(404);
  });
});

describe('part pictures', () => {
  it('draws each package family recognisably', () => {
    expect(['0603', 'SOIC-8', 'PDIP-8', 'LQFP-48', 'QFN-32', 'TO-220', 'TO-263-5', 'SOT-23-5', 'SMD-38 module', 'BGA-256', 'TO-92'].map(packageFamily)).toEqual([
      'chip',
      'soic',
      'dip',
      'qfp',
      'qfn',
      'to-power',
      'to-power',
      'sot',
      'module',
      'bga',
      'to-92',
    ]);
  });
});
