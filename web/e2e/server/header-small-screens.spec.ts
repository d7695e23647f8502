import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';
import { en } from '../sites.ts';

/** A phone held upright (iPhone 12-15). */
test.use({ viewport: { width: 390, height: 844 } });

async function seededPartId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/index/search?keywords=STM32&page_size=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { lists: { goods: { goods_id: number } }[] } }).data.lists[0]!.goods.goods_id;
}

/** Waits until the header is complete: the currency select appears once the currency list has arrived. */
async function headerReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').locator('.switcher select, .currency-fixed').last()).toBeVisible();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** How far the header's content reaches beyond its box (scrolling rows such as the category tabs keep theirs inside). */
const headerOverflow = (page: Page) => page.getByRole('banner').evaluate((header) => header.scrollWidth - header.clientWidth);

for (const [name, path] of [
  ['home', async () => '/'],
  ['a product page', async (request: APIRequestContext) => `/product-detail/${await seededPartId(request)}`],
  ['search results', async () => '/s?keywords=stm32'],
] as const) {
  test(`${name} does not scroll sideways on a 390 px phone, language and currency selects included`, async ({ page, request }) => {
    await page.goto(await path(request));
    await headerReady(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await headerOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test('the header still fits on a 320 px phone, with the selects keeping their names for screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/s?keywords=stm32');
  await headerReady(page);
  expect(await headerOverflow(page)).toBeLessThanOrEqual(0);
  // The footer's social links wrap too.
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  const header = page.getByRole('banner');
  await expect(header.getByRole('combobox', { name: en.shell_language! })).toBeVisible();
  await expect(header.getByRole('combobox', { name: en.shell_currency! })).toBeVisible();
  for (const select of await header.locator('select').all()) {
    const box = (await select.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});
