import { expect, test } from './support/shop-test.ts';

/** A part of the demo catalog, found through the shop's own search. */
async function demoPart(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/index/search?keywords=STM32F103C8T6&page_size=1');
  const body = (await response.json()) as { data: { lists: Array<{ goods: { goods_id: number; part_number: string; brand_name: string } }> } };
  return body.data.lists[0]!.goods;
}

test('a product URL fetched without JavaScript carries its title, canonical, language alternates and JSON-LD Product', async ({ request }) => {
  const part = await demoPart(request);
  const response = await request.get(`/product-detail/${part.goods_id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<title data-server-head>${part.part_number} ${part.brand_name} \\| Chipmart</title>`));
  expect(html).toMatch(/<link data-server-head rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/product-detail\/\d+">/);
  expect(html).toContain('hreflang="de"');
  // One Product per page: the rendered page's own, with absolute URLs.
  const jsonLdBlocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
  expect(jsonLdBlocks).toHaveLength(1);
  const jsonLd = JSON.parse(jsonLdBlocks[0]![1]!) as { '@type': string; mpn: string; url: string; offers: Array<{ price: number; priceCurrency: string }> };
  expect(jsonLd).toMatchObject({ '@type': 'Product', mpn: part.part_number });
  expect(jsonLd.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/product-detail\/\d+$/);
  expect(jsonLd.offers.length).toBeGreaterThan(0);
  expect(jsonLd.offers[0]!.priceCurrency).toBe('USD');
});

test('the shop takes over the head once it runs: one title, the page\'s own', async ({ page, request }) => {
  const part = await demoPart(request);
  await page.goto(`/product-detail/${part.goods_id}`);
  await expect(page).toHaveTitle(new RegExp(part.part_number));
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head [data-server-head]').count()).toBe(0);
});

test('an unknown product URL answers 404 to crawlers', async ({ request }) => {
  expect((await request.get('/product-detail/987654321')).status()).toBe(404);
});

test('crawlers find robots.txt and a sitemap that lists product pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const index = await (await request.get('/sitemap.xml')).text();
  const productsFile = /<loc>http:\/\/127\.0\.0\.1:\d+(\/sitemaps\/products-\d+\.xml)<\/loc>/.exec(index)![1]!;
  const products = await (await request.get(productsFile)).text();
  expect(products).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/product-detail\/\d+<\/loc>/);
});
