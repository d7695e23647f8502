import { type APIRequestContext, type Page } from '@playwright/test';
import { scrollThrough } from './support/hydration.ts';
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
  await expect(header.getByRole('combobox', { name: en.site_shellLanguage! })).toBeVisible();
  await expect(header.getByRole('combobox', { name: en.site_shellCurrency! })).toBeVisible();
  for (const select of await header.locator('select').all()) {
    const box = (await select.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});

test('search results on a phone show each part as a card: price, stock and actions in sight, none under the side bar', async ({ page }) => {
  await page.goto('/s?keywords=stm32');
  const row = page.locator('.goods-table tbody tr').first();
  await expect(row).toBeVisible();
  // Nothing of the list scrolls sideways.
  expect(await page.locator('.goods-table-wrap').first().evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
  const sideBar = (await page.getByRole('navigation', { name: en.site_sideLabel! }).boundingBox())!;
  // The side bar runs along the bottom edge, the full width of the screen.
  expect(sideBar.width).toBeGreaterThanOrEqual(389);
  await row.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  for (const cell of [row.locator('.goods-col-price'), row.locator('.goods-col-stock'), row.getByRole('button', { name: /RFQ/ })]) {
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(sideBar.y);
  }
  // The stock figure is labelled on the card, where no column heading is in sight.
  await expect(row.locator('.goods-col-stock')).toHaveAttribute('data-label', en.shared_colStock!);
  // Scrolled to the end, the page's last line clears the side bar.
  await scrollThrough(page);
  const lastLine = (await page.locator('.copyright').boundingBox())!;
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(sideBar.y);
});

test("the first tap on a part row's RFQ button, far down the results, adds the part", async ({ page }) => {
  await page.goto('/s?keywords=stm32');
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  const last = page.locator('.goods-table tbody tr').last();
  const part = (await last.getByRole('rowheader').textContent())!.trim();
  await last.getByRole('button', { name: en.shared_addToRfq!.replace('{part}', part) }).click();
  await expect(page.getByText(en.rfq_added!.replace('{part}', part), { exact: true })).toBeVisible();
  await expect(page.getByTestId('badge-rfq')).toHaveText('1');
});
