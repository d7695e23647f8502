import type { APIRequestContext } from '@playwright/test';
import { scrollThrough, watchHydrationFailures } from './support/hydration.ts';
import { expect, test } from './support/shop-test.ts';

/** A part of the demo catalog with its first offer, read through the shop's own API. */
async function demoPart(request: APIRequestContext) {
  const response = await request.get('/api/index/search?keywords=STM32F103C8T6&page_size=1');
  const body = (await response.json()) as { data: { lists: Array<{ goods: { goods_id: number; part_number: string } }> } };
  return body.data.lists[0]!.goods;
}

test('a product page arrives rendered: part number, offers and prices are in the HTML before any JavaScript runs', async ({ request }) => {
  const part = await demoPart(request);
  const html = await (await request.get(`/product-detail/${part.goods_id}`)).text();
  const root = /<div id="root">([\s\S]*)<\/div><script id="chipmart-state"/.exec(html)?.[1] ?? '';
  expect(root).toMatch(new RegExp(`<h1[^>]*>${part.part_number}</h1>`));
  expect(root).toContain('data-testid="offer-row"');
  expect(root).toMatch(/\$\d/);
});

test('search results and category listings arrive rendered', async ({ request }) => {
  const search = await (await request.get('/s?keywords=STM32F103')).text();
  expect(search).toMatch(/<div id="root">[\s\S]*<mark>STM32F103<\/mark>/);
  const category = await (await request.get('/category')).text();
  expect(category).toMatch(/<div id="root">[\s\S]*<h1[^>]*>/);
});

test("a rendered page names its code files up front, each one served, and loads no other once the shop is working", async ({ page, request }) => {
  const part = await demoPart(request);
  const path = `/de/product-detail/${part.goods_id}`;
  const html = await (await request.get(path)).text();
  // The page asks for no code before its first paint; the one script that starts the app after it names the files.
  expect(html).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
  const named = JSON.parse(/const \[entry, \.\.\.routes\] = (\[[^\]]*\]);/.exec(html)![1]!) as string[];
  expect(named.length).toBeGreaterThan(1);
  for (const file of named) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(/javascript/);
  }
  // The router finds the route's code already on its way: no script is fetched that the page did not name.
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && new URL(sent.url()).pathname.startsWith('/assets/')) fetched.push(new URL(sent.url()).pathname);
  });
  await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  expect(fetched).toContain(named[0]);
  expect(fetched.filter((file) => !named.includes(file))).toEqual([]);
});

test('a server-rendered page becomes the working shop without React rendering it again', async ({ page, request }) => {
  const failures = watchHydrationFailures(page);
  const part = await demoPart(request);
  await page.goto(`/product-detail/${part.goods_id}`);
  await page.getByRole('button', { name: `Add ${part.part_number} to the RFQ list` }).first().click();
  await page.getByTestId('side-rfq').click();
  await expect(page.getByRole('link', { name: 'Request a quote' })).toBeVisible();
  await scrollThrough(page);
  expect(failures).toEqual([]);
});

// One test per page: each loads, hydrates and is scrolled through to its foot, within a time budget of its own.
for (const path of ['/', '/s?keywords=stm32', '/category', '/manufacturer', '/news', '/de/featured', '/keywords', '/lead-time-buy', '/about', '/contact', '/certification', '/companyprofile/faqs']) {
  test(`${path} is taken over, down to its foot, without React rendering it again`, async ({ page }) => {
    // Scrolling a long page step by step on two busy cores took over 30 s once (the home, in a full run).
    test.slow();
    const failures = watchHydrationFailures(page);
    await page.goto(path);
    await scrollThrough(page);
    expect(failures).toEqual([]);
  });
}

test('a currency chosen on an earlier visit re-prices a server-rendered page once the shop runs', async ({ page, request }) => {
  const failures = watchHydrationFailures(page);
  const part = await demoPart(request);
  await page.addInitScript(() => localStorage.setItem('CURRENCY', JSON.stringify({ code: 'EUR', symbol: '€' })));
  await page.goto(`/product-detail/${part.goods_id}`);
  await expect(page.getByTestId('buy-unit-price')).toHaveText(/^€/);
  expect(failures).toEqual([]);
});

test('the header arrives with its pickers and keeps its markup when the shop takes over', async ({ page }) => {
  // Every element added to or taken from the header after the server's page was parsed.
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { headerChanges: changes });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of [...record.addedNodes, ...record.removedNodes]) if (node instanceof Element) changes.push(node.outerHTML.slice(0, 120));
        }
      }).observe(document.querySelector('header')!, { childList: true, subtree: true });
    });
  });
  // A results page: its filters ask for the same suggestions the header's search would show.
  await page.goto('/s?keywords=stm32');
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { headerChanges: string[] }).headerChanges)).toEqual([]);
});

test('a language prefix the shop drops is answered with a redirect before any page is sent', async ({ request }) => {
  const response = await request.get('/en/category', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toBe('/category');
});
