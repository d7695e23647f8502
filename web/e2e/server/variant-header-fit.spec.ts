import type { Locator } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';
import { en } from '../sites.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const rightEdge = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().right);

// English has the longest category names of the Korean variant's languages; every variant's header must hold them.
test("each variant's header fits 1280 px in English, and every category tab can be reached inside it", async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: en.site_categoryNavLabel! });
  const tabs = nav.locator('a, button').filter({ visible: true });
  await expect(tabs.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await rightEdge(nav)).toBeLessThanOrEqual(1280);
  // A row that does not fit scrolls in its own box: the last tab, reached by keyboard, comes into sight within the header.
  const last = tabs.last();
  await last.focus();
  // Whole but for rounding: a fraction of a pixel may stay under the row's edge.
  await expect(last).toBeInViewport({ ratio: 0.95 });
  expect(await rightEdge(last)).toBeLessThanOrEqual(1280);
});
