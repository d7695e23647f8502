import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, test } from './support/shop-test.ts';

const portal = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/partner-portal/${locale}.json`), 'utf8')) as Record<string, string>;
const en = portal('en');
const de = portal('de');

/**
 * Aborts every request to a host other than the site's, in the page and its frames, and keeps what was asked for
 * and which of the site's own files were loaded: the portal and the reference must need no other host.
 */
async function watchRequests(page: Page) {
  const site = new URL(test.info().project.use.baseURL!).host;
  const elsewhere: string[] = [];
  const loaded: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.host !== site) {
      elsewhere.push(url.href);
      return route.abort('blockedbyclient');
    }
    loaded.push(url.pathname);
    return route.continue();
  });
  return { elsewhere, loaded };
}

/** A section heading of the reference (Redoc names each heading's anchor link "link to <title>" as well). */
const referenceHeading = (page: Page, title: string) => page.frameLocator(`iframe[title="${en.partnerPortal_referenceFrame}"]`).locator('h1, h2', { hasText: title }).first();

/** Waits until Redoc has rendered `title` in the frame (it renders the section it opens at and those near it). */
async function referenceFrame(page: Page, title: string) {
  await expect(referenceHeading(page, title)).toBeVisible({ timeout: 20_000 });
}

/** Where Redoc says the reader is: it rewrites `#operation/<id>` to its own `#/<tag>/<operation>`. */
const referenceHash = (page: Page) => new URL(page.frames().find((frame) => frame.url().includes('/partner-api/reference.html'))?.url() ?? 'http://x/').hash;

test('the portal and its reference ask no other host for anything, and the reference loads only on its own route', async ({ page }) => {
  test.slow();
  const requests = await watchRequests(page);
  await page.goto('/integrations-api');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner API' })).toBeVisible();
  // By keyboard: a guide's link takes focus and Enter follows it.
  await page.getByRole('region', { name: en.partnerPortal_guidesHeading }).getByRole('link', { name: en.partnerPortal_guideQuickstart }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: en.partnerPortal_guideQuickstart })).toBeVisible();
  await expect(page.getByLabel('Code example (ts)')).toContainText('/getToken');
  expect(requests.loaded.filter((path) => path.startsWith('/partner-api/'))).toEqual([]);

  await page.getByRole('navigation', { name: en.partnerPortal_navLabel }).getByRole('link', { name: en.partnerPortal_referenceWhole }).click();
  await expect(page).toHaveURL(/\/integrations-api\/reference$/);
  await referenceFrame(page, 'Error catalogue');
  expect(requests.loaded).toContain('/partner-api/reference.html');

  const download = await page.request.get('/partner-api/open-api-v1.json');
  expect(((await download.json()) as { info: { title: string } }).info.title).toBe('Chipmart partner API');
  expect(requests.elsewhere).toEqual([]);
});

test('a deep link opens its operation in the reference, or its guide in the page language', async ({ page }) => {
  test.slow();
  const requests = await watchRequests(page);
  await page.goto('/integrations-api/saveOrders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference: saveOrders' })).toBeVisible();
  await referenceFrame(page, 'Place an order');
  await expect(referenceHeading(page, 'Place an order')).toBeInViewport();
  await expect.poll(() => referenceHash(page)).toBe('#/orders/saveorders');

  await page.goto('/integrations-api/getToken');
  await expect(referenceFrame(page, 'Get a bearer token').then(() => referenceHash(page))).resolves.toBe('#/auth/gettoken');

  await page.goto('/de/integrations-api/rate-limits');
  await expect(page.getByRole('heading', { level: 1, name: de.partnerPortal_guideRateLimits })).toBeVisible();
  const limits = page.getByRole('region', { name: de.partnerPortal_rateTable });
  await expect(limits.getByRole('row')).toHaveCount(5);
  await expect(limits.getByRole('rowheader', { name: 'saveOrders' })).toBeVisible();

  expect((await page.goto('/integrations-api/no-such-page'))?.status()).toBe(404);
  expect(requests.elsewhere).toEqual([]);
});

for (const path of ['/integrations-api', '/integrations-api/quickstart', '/integrations-api/errors', '/de/integrations-api/idempotency']) {
  test(`${path} has no serious or critical axe findings and fits 390 px without sideways scrolling`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}

test('the reference Redocly builds has no serious or critical axe findings, in its frame as in the page around it', async ({ page }) => {
  test.slow();
  await page.goto('/integrations-api/reference');
  await referenceFrame(page, 'Error catalogue');
  // axe scans the page's frames too: the reference is checked where partners read it.
  expect(await seriousAxeFindings(page)).toEqual([]);
});
