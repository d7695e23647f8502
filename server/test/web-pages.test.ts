import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { FIXTURE_NOW, fillCatalogFixture, part } from './catalog-fixture.ts';

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title data-server-head>Chipmart</title></head><body><div id="root"></div></body></html>';

/** What a crawler that runs no JavaScript reads from the HTML of a page. */
function headOf(html: string) {
  const jsonLd = /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta data-server-head name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link data-server-head rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    titles: [...html.matchAll(/<title/g)].length,
  };
}

describeEachEngine('pages for crawlers', (engine) => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'chipmart-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'site.json'), JSON.stringify({ webKey: 'default', russianSite: false, locales: ['zh', 'en', 'de', 'fr', 'jp', 'ru'] }));
    server = await startTestServer({ engine, now: () => FIXTURE_NOW, webDist, publicOrigin: 'http://shop.example', prepare: ({ db }) => fillCatalogFixture(db) });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await server.request(`http://shop.example${path}`);
    return { status: response.status, html: await response.text() };
  };

  it('gives a product URL its title, description, canonical, language alternates and JSON-LD Product with offers', async () => {
    const { status, html } = await page(`/product-detail/${part.stm32f103c8t6}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head.title).toBe('STM32F103C8T6 STMicroelectronics | Chipmart');
    expect(head.titles).toBe(1);
    expect(head.description).toContain('STM32F103C8T6 by STMicroelectronics');
    expect(head.canonical).toBe(`http://shop.example/product-detail/${part.stm32f103c8t6}`);
    expect(head.alternates).toContainEqual(['de', `http://shop.example/de/product-detail/${part.stm32f103c8t6}`]);
    expect(head.alternates).toContainEqual(['ja', `http://shop.example/jp/product-detail/${part.stm32f103c8t6}`]);
    expect(head.alternates).toContainEqual(['x-default', `http://shop.example/product-detail/${part.stm32f103c8t6}`]);
    expect(head.alternates.map(([lang]) => lang)).not.toContain('ko');
    expect(head.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', mpn: 'STM32F103C8T6', brand: { '@type': 'Brand', name: 'STMicroelectronics' } });
    const offers = head.jsonLd!.offers as Array<Record<string, unknown>>;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', availability: expect.stringMatching(/^https:\/\/schema\.org\//) });
    expect(typeof offers[0]!.price).toBe('number');
    // The shop's script still loads: the page is the same app with a richer head.
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes the head in the language of the URL, on the second product layout too', async () => {
    const head = headOf((await page(`/de/productdetail/${part.stm32f103c8t6}`)).html);
    expect(head.title).toBe('STM32F103C8T6 STMicroelectronics | Chipmart Elektronikshop');
    expect(head.canonical).toBe(`http://shop.example/de/productdetail/${part.stm32f103c8t6}`);
  });

  it('answers 404 for a part, category, manufacturer or article that does not exist', async () => {
    for (const path of ['/product-detail/999999', '/category/999999', '/manufacturer/999999', '/news/999999']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('names categories, manufacturers and articles in their heads', async () => {
    expect(headOf((await page('/category/1103')).html).title).toBe('ARM Cortex-M | Chipmart');
    const maker = headOf((await page('/manufacturer/8')).html);
    expect(maker.title).toBe('Nexperia | Chipmart');
    expect(maker.description).toMatch(/^Nexperia: \d+ parts in the Chipmart catalog\./);
    const article = headOf((await page('/news/1')).html);
    expect(article.title).toBe('STM32F103C8T6 or GD32F103C8T6: a drop-in comparison | Chipmart');
    expect(article.jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'STM32F103C8T6 or GD32F103C8T6: a drop-in comparison' });
  });

  it('leaves other pages to the shop', async () => {
    const { status, html } = await page('/about');
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });

  it('serves a sitemap index, a page sitemap and product sitemaps', async () => {
    const index = await (await server.request('http://shop.example/sitemap.xml')).text();
    expect(index).toContain('<loc>http://shop.example/sitemaps/pages.xml</loc>');
    const productFile = /<loc>http:\/\/shop\.example(\/sitemaps\/products-\d+\.xml)<\/loc>/.exec(index)?.[1];
    expect(productFile).toBeDefined();
    const products = await (await server.request(`http://shop.example${productFile}`)).text();
    expect(products).toContain(`<loc>http://shop.example/product-detail/${part.stm32f103c8t6}</loc>`);
    const pages = await (await server.request('http://shop.example/sitemaps/pages.xml')).text();
    for (const path of ['/', '/category/1103', '/manufacturer/8', '/news/1']) expect(pages).toContain(`<loc>http://shop.example${path}</loc>`);
    // The draft article is not published.
    expect(pages).not.toContain('<loc>http://shop.example/news/5</loc>');
  });

  it('answers 404 for a product sitemap the index does not name, even one past the largest possible id', async () => {
    for (const file of ['products-41.xml', 'products-999999.xml']) {
      expect((await server.request(`http://shop.example/sitemaps/${file}`)).status).toBe(404);
    }
  });

  it('keeps personal pages out of search engines and names the sitemap in robots.txt', async () => {
    const robots = await (await server.request('http://shop.example/robots.txt')).text();
    expect(robots).toContain('Disallow: /myaccount');
    expect(robots).toContain('Disallow: /*/myaccount');
    expect(robots).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('names only the configured origin, whatever Host and X-Forwarded-Host or -Proto a client sends', async () => {
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const answers = await Promise.all(
      ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', `/product-detail/${part.stm32f103c8t6}`].map(async (path) =>
        (await server.request(`http://evil.example${path}`, { headers: forged })).text(),
      ),
    );
    for (const text of answers) {
      expect(text).not.toContain('evil.example');
      expect(text).toContain('http://shop.example/');
    }
    const head = headOf(answers[3]!);
    expect(head.canonical).toBe(`http://shop.example/product-detail/${part.stm32f103c8t6}`);
    expect(JSON.stringify(head.jsonLd)).not.toContain('evil');
  });
});
