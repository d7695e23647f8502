import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageHtml } from '../src/app/web/server-render.ts';
import { FIXTURE_NOW, fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title data-server-head>Chipmart</title><script type="module" src="/assets/index-en.js"></script></head><body><div id="root"></div></body></html>';
/** A per-language build's German page (ADR 0029): its scripts carry the German messages only. */
const INDEX_DE_HTML = INDEX_HTML.replace('lang="en"', 'lang="de"').replace('index-en.js', 'index-de.js');

/**
 * Stands in for the web build's server-render module: it reads the page's
 * part through the API it is given (as the real one does), redirects /en/...,
 * fails on /broken, leaves /rfq (a list kept in the browser) to the browser,
 * and renders /myaccount for the token its cookies carry or sends a visitor
 * without one to sign in.
 */
const RENDER_MODULE = `
export async function render({ url, fetch, cookies }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/broken') throw new Error('render failed');
  if (/^(\\/de)?\\/rfq/.test(path)) return { kind: 'browser' };
  if (path === '/myaccount') {
    const token = /(?:^|; )token=([^;]*)/.exec(cookies ?? '')?.[1];
    if (!token) return { kind: 'redirect', status: 307, href: '/login?redirect=%2Fmyaccount' };
    return { kind: 'html', status: 200, lang: 'en', headHtml: '<title>My account</title>', appHtml: '<main>account of ' + token + '</main>', stateScript: '' };
  }
  if (path.startsWith('/en/')) return { kind: 'redirect', status: 307, href: path.slice(3) };
  const match = /^\\/(de\\/)?product-detail\\/(\\d+)$/.exec(path);
  if (!match) return { kind: 'html', status: path === '/' ? 200 : 404, lang: 'en', headHtml: '<title data-server-head>Home</title><link data-server-head rel="preload" as="image" href="/logo.svg"/>', appHtml: '<main>home</main>', stateScript: '<script id="chipmart-state" type="application/json">{}</script>' };
  const response = await fetch('/api/goods/goodsDetail?goods_id=' + match[2], { headers: { Lang: match[1] ? 'de' : 'en', Currency: 'USD' } });
  const envelope = await response.json();
  return {
    kind: 'html', status: 200, lang: match[1] ? 'de' : 'en',
    headHtml: '<title data-server-head>rendered title</title><link data-server-head rel="preload" as="image" href="/part.svg"/>',
    appHtml: '<h1>' + envelope.data.goods.part_number + '</h1><script type="application/ld+json">{"@type":"Product"}</script>',
    stateScript: '<script id="chipmart-state" type="application/json">{"queries":[]}</script>',
    routeIds: ['__root__', '/{-$lang}', '/{-$lang}/product-detail/$id'],
  };
}
`;

describeEachEngine('pages the server renders before sending them', (engine) => {
  let server: TestServer;
  let root: string;
  const logged: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'chipmart-ssr-'));
    const webDist = join(root, 'default');
    mkdirSync(webDist);
    mkdirSync(join(root, 'default-server'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'index.de.html'), INDEX_DE_HTML);
    writeFileSync(join(webDist, 'route-chunks.en.json'), JSON.stringify({ '/{-$lang}/product-detail/$id': ['assets/product-en.js', 'assets/table.js'] }));
    writeFileSync(join(webDist, 'route-chunks.de.json'), JSON.stringify({ '/{-$lang}/product-detail/$id': ['assets/product-de.js', 'assets/table.js'] }));
    writeFileSync(join(webDist, 'site.json'), JSON.stringify({ webKey: 'default', locales: ['en', 'de'], serverEntry: '../default-server/entry-server.js' }));
    writeFileSync(join(root, 'default-server', 'entry-server.js'), RENDER_MODULE);
    server = await startTestServer({ engine, now: () => FIXTURE_NOW, webDist, log: (message: string) => logged.push(message), prepare: ({ db }) => fillCatalogFixture(db) });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await server.request(`http://shop.example${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('Location'), html: await response.text() };
  };

  it('sends a product page rendered from its own API, with its state, language and the crawler head', async () => {
    const { status, html } = await page(`/de/product-detail/${part.stm32f103c8t6}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<div id="root"><h1>STM32F103C8T6</h1>');
    expect(html).toContain('</div><script id="chipmart-state" type="application/json">{"queries":[]}</script>');
    // The server's own head (absolute canonical) wins over the rendered one; the image preload is kept.
    expect(html).toMatch(/<title data-server-head>STM32F103C8T6 STMicroelectronics \| Chipmart/);
    expect(html).not.toContain('rendered title');
    expect(html).toContain('<link data-server-head rel="preload" as="image" href="/part.svg"/>');
    // One JSON-LD Product: the rendered page's own.
    expect([...html.matchAll(/application\/ld\+json/g)]).toHaveLength(1);
  });

  it('uses the rendered head on pages the server has no crawler head for', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<title data-server-head>Home</title>');
    expect([...html.matchAll(/<title/g)]).toHaveLength(1);
    expect(html).toContain('<main>home</main>');
  });

  it('answers 404 with the rendered not-found page for a path no route knows', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<main>home</main>');
  });

  it('answers a redirect the router asks for with its status and location', async () => {
    const { status, location } = await page('/en/category');
    expect(status).toBe(307);
    expect(location).toBe('/category');
  });

  it("sends each language's pages with that language's scripts, rendered or left to the browser", async () => {
    const german = await page(`/de/product-detail/${part.stm32f103c8t6}`);
    expect(german.html).toContain(`["/assets/index-de.js"`);
    const germanAccount = await page('/de/rfq');
    expect(germanAccount.html).toContain('<html lang="de"');
    expect(germanAccount.html).toContain('src="/assets/index-de.js"');
    const english = await page(`/product-detail/${part.stm32f103c8t6}`);
    expect(english.html).toContain(`["/assets/index-en.js"`);
    expect(english.html).not.toContain('index-de.js');
    // The built pages are templates: asked for by name, they send the visitor home.
    const template = await page('/index.de.html');
    expect([template.status, template.location]).toEqual([301, '/']);
  });

  it('lets a rendered page paint before its code loads: one script with the answer\'s nonce asks for the entry after a frame', async () => {
    const response = await server.request(`http://shop.example/product-detail/${part.stm32f103c8t6}`);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script type="module" nonce="${nonce}">const [entry, ...routes] = ["/assets/index-en.js","/assets/product-en.js","/assets/table.js"];`);
    expect(head).toContain("requestAnimationFrame(() => setTimeout(start))");
    // Nothing in the page asks for code before that script runs.
    expect(html).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    // A page the browser renders alone has nothing to paint first: its entry script stays as built.
    const left = await page('/rfq');
    expect(left.html).toContain('<script type="module" src="/assets/index-en.js"></script>');
  });

  it("names the code files of a rendered page's routes in its starting script, from its language's build", async () => {
    const german = await page(`/de/product-detail/${part.stm32f103c8t6}`);
    const head = german.html.slice(0, german.html.indexOf('</head>'));
    expect(head).toContain('["/assets/index-de.js","/assets/product-de.js","/assets/table.js"]');
    expect(head).not.toContain('product-en.js');
    const english = await page(`/product-detail/${part.stm32f103c8t6}`);
    expect(english.html).toContain('["/assets/index-en.js","/assets/product-en.js","/assets/table.js"]');
    // The home page's routes add no files in this build: the entry alone.
    expect((await page('/')).html).toContain('["/assets/index-en.js"]');
  });

  it('leaves a page kept in the browser to the browser', async () => {
    const { status, html } = await page('/rfq');
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });

  it("renders a signed-in page for the session its cookies carry, and keeps it out of shared caches", async () => {
    const response = await server.request('http://shop.example/myaccount', { headers: { Cookie: 'userInfo=%7B%7D; token=tok_buyer' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"><main>account of tok_buyer</main></div>');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it('sends a visitor without a session from a signed-in page to sign in, and back afterwards', async () => {
    const { status, location } = await page('/myaccount');
    expect(status).toBe(307);
    expect(location).toBe('/login?redirect=%2Fmyaccount');
  });

  it("lets caches keep a page asked for without cookies once they check it is still current", async () => {
    const response = await server.request('http://shop.example/');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it('still sends the page for the browser to render when the render fails, and logs why', async () => {
    const { status, html } = await page('/broken');
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
    expect(logged.some((line) => line.includes('/broken') && line.includes('render failed'))).toBe(true);
  });
});

it('writes only the head into a page the browser renders alone', () => {
  expect(pageHtml(INDEX_HTML, { kind: 'browser' }, '<title data-server-head>Part</title>', [], 'n0nce')).toBe(INDEX_HTML.replace('<title data-server-head>Chipmart</title>', '<title data-server-head>Part</title>'));
});

it('keeps a rendered page from closing its root element early: the page is inserted as given, `$` patterns included', () => {
  const html = pageHtml(INDEX_HTML, { kind: 'html', status: 200, lang: 'en', headHtml: '', appHtml: "<p>$& $' price $1</p>", stateScript: '' }, undefined, [], 'n0nce');
  expect(html).toContain("<div id=\"root\"><p>$& $' price $1</p></div>");
});
