import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { scrollThrough } from './support/hydration.ts';
import { expect, test } from './support/shop-test.ts';

/*
 * What a shopper sees fits its area, checked from element boxes rather than screenshots: at 1280 px and 390 px,
 * in English and in German (the longest labels), nothing needs a sideways scroll, the floating side bar and the
 * back-to-top button cover no content, and prices are in sight.
 */

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const boxOf = (locator: Locator) => locator.evaluate((element): Box => {
  const { left, right, top, bottom } = element.getBoundingClientRect();
  return { left, right, top, bottom };
});

/** How far an element's content reaches past its own box (0 when it fits). */
const overflowOf = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function seededPartId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/index/search?keywords=STM32&page_size=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { lists: { goods: { goods_id: number } }[] } }).data.lists[0]!.goods.goods_id;
}

/** The most popular category's listing: many parts with long descriptions and manufacturer names. */
async function popularCategoryPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/index/getPopularCategory?limit=1');
  expect(response.ok()).toBe(true);
  const popular = (await response.json()) as { data: { lists: { category_id: number }[] } };
  return `/category/${popular.data.lists[0]!.category_id}`;
}

const languages = [
  { name: 'English', prefix: '' },
  { name: 'German', prefix: '/de' },
];

for (const { name, prefix } of languages) {
  test.describe(`at 1280 px in ${name}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the category listing shows every column of its parts table, unit price and actions included, without a sideways scroll', async ({ page, request }) => {
      await page.goto(`${prefix}${await popularCategoryPath(request)}`);
      const wrap = page.locator('.listing-results .goods-table-wrap');
      await expect(wrap.locator('tbody tr').first()).toBeVisible();
      expect(await overflowOf(wrap)).toBeLessThanOrEqual(0);
      const area = await boxOf(wrap);
      const row = wrap.locator('tbody tr').first();
      for (const cell of [row.locator('.goods-col-price'), row.locator('.goods-col-actions')]) {
        const box = await boxOf(cell);
        expect(box.right).toBeLessThanOrEqual(area.right + 0.5);
      }
      // A description is at most a few lines: no row is taller than a third of the screen.
      for (const height of await wrap.locator('tbody tr').evaluateAll((rows) => rows.slice(0, 10).map((tr) => tr.getBoundingClientRect().height))) {
        expect(height).toBeLessThan(800 / 3);
      }
    });

    test('the side bar covers no content and shows its labels whole', async ({ page }) => {
      // It scrolls the whole home page through: slow on a busy machine.
      test.slow();
      await page.goto(`${prefix}/`);
      const bar = page.locator('.side-bar');
      await expect(bar).toBeVisible();
      const barBox = await boxOf(bar);
      expect((await boxOf(page.locator('.main'))).right).toBeLessThanOrEqual(barBox.left);
      // Scrolled to the end, the footer passes under the bar: its text stays clear of it.
      await scrollThrough(page);
      const footerTexts = page.locator('.site-footer').locator('a, p, li, span');
      const barAtEnd = await boxOf(bar);
      for (const box of await footerTexts.evaluateAll((elements) => elements.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      }))) {
        expect(overlaps(box, barAtEnd)).toBe(false);
      }
      for (const label of await bar.locator('.side-label').all()) {
        expect(await overflowOf(label)).toBeLessThanOrEqual(0);
        const labelBox = await boxOf(label);
        const buttonBox = await boxOf(label.locator('xpath=..'));
        expect(labelBox.left).toBeGreaterThanOrEqual(buttonBox.left - 0.5);
        expect(labelBox.right).toBeLessThanOrEqual(buttonBox.right + 0.5);
      }
    });
  });

  test.describe(`at 390 px in ${name}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the home hero's search button stays inside its form", async ({ page }) => {
      await page.goto(`${prefix}/`);
      const form = page.locator('.hero form').first();
      await expect(form).toBeVisible();
      const formBox = await boxOf(form);
      const buttonBox = await boxOf(form.locator('button[type="submit"]'));
      expect(buttonBox.right).toBeLessThanOrEqual(formBox.right + 0.5);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('at the end of the page the back-to-top button and the side bar leave the copyright line readable', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await scrollThrough(page);
      const backToTop = page.locator('.back-to-top');
      await expect(backToTop).toBeVisible();
      const footerLast = page.locator('.site-footer').locator('p, small, span, a').last();
      const lastText = await boxOf(footerLast);
      expect(overlaps(lastText, await boxOf(backToTop))).toBe(false);
      expect(overlaps(lastText, await boxOf(page.locator('.side-bar')))).toBe(false);
    });

    test("a product's offers show the price at the chosen quantity without a sideways swipe", async ({ page, request }) => {
      await page.goto(`${prefix}/product-detail/${await seededPartId(request)}`);
      const offers = page.locator('.product-offers');
      await offers.scrollIntoViewIfNeeded();
      const row = offers.getByTestId('offer-row').first();
      await expect(row).toBeVisible();
      expect(await overflowOf(offers.locator('.product-table-wrap'))).toBeLessThanOrEqual(0);
      const price = row.locator('.offer-price');
      await expect(price).toBeVisible();
      const priceBox = await boxOf(price);
      expect(priceBox.right).toBeLessThanOrEqual(390);
      expect(priceBox.left).toBeGreaterThanOrEqual(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
