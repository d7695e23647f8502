import type { Page } from '@playwright/test';
import { scrollThrough, watchHydrationFailures } from './support/hydration.ts';
import { expect, test } from './support/shop-test.ts';
import { seriousAxeFindings } from './support/axe.ts';

/** Every page whose body is a content page of the server, with its page key. */
const contentPages: Array<[path: string, pageKey: string]> = [
  ['/about/introduce', 'about-introduce'],
  ['/about/quality-control', 'quality-control'],
  ['/about/excess-inventory', 'excess-inventory'],
  ['/about/procure', 'procure'],
  ['/certification', 'certification'],
  ['/companyprofile', 'help-center'],
  ['/companyprofile/account-management', 'account-management'],
  ['/companyprofile/api-interface', 'api-interface'],
  ['/companyprofile/cookies-policy', 'cookies-policy'],
  ['/companyprofile/faqs', 'faqs'],
  ['/companyprofile/how-to-buy', 'how-to-buy'],
  ['/companyprofile/online-service', 'online-service'],
  ['/companyprofile/order-management', 'order-management'],
  ['/companyprofile/order-pay', 'order-pay'],
  ['/companyprofile/other-questions', 'other-questions'],
  ['/companyprofile/privacy-policy', 'privacy-policy'],
  ['/companyprofile/refund', 'refund'],
  ['/companyprofile/shipping-delivering', 'shipping-delivering'],
  ['/companyprofile/term-condition', 'term-condition'],
];

/** The page's first heading of the body as the server holds it, read through the shop's own API. */
async function firstHeading(request: Page['request'], pageKey: string, lang = 'en'): Promise<string> {
  const body = (await (await request.get(`/api/config/getPage/${pageKey}`, { headers: { Lang: lang } })).json()) as { data: { content: string } };
  return /<(h2|p)>([^<]+)</.exec(body.data.content)![2]!.replace(/&amp;/g, '&');
}

test('every about, certification and help page arrives with its content in the HTML, before any JavaScript runs', async ({ page }) => {
  for (const [path, pageKey] of contentPages) {
    const html = await (await page.request.get(path)).text();
    const root = /<div id="root">([\s\S]*)<\/div><script id="chipmart-state"/.exec(html)?.[1] ?? '';
    expect(root, path).toContain('class="content-body"');
    const text = root.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(text, path).toContain(await firstHeading(page.request, pageKey));
    const body = /class="content-body">([\s\S]*?)<p class="content-updated"/.exec(root)?.[1] ?? '';
    expect(body.replace(/<[^>]+>/g, '').length, path).toBeGreaterThan(400);
    expect(body, path).not.toMatch(/<(script|iframe|style)|\son[a-z]+=/i);
    expect(root, path).toMatch(/<nav class="content-nav" aria-label="(Help center|About us)"/);
    // The head carries the description its editors wrote.
    expect(html, path).toMatch(/<meta [^>]*name="description" content="[^"]{40,}"/);
  }
});

test('a help page in German links to other shop pages in German and follows them without reloading', async ({ page }) => {
  const failures = watchHydrationFailures(page);
  await page.goto('/de/companyprofile/order-management');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  const refundLink = page.locator('.content-body').getByRole('link', { name: 'Erstattungen' });
  await expect(refundLink).toHaveAttribute('href', '/de/companyprofile/refund');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await refundLink.click();
  await expect(page).toHaveURL(/\/de\/companyprofile\/refund$/);
  await expect(page.locator('.content-body h2').first()).toHaveText(await firstHeading(page.request, 'refund', 'de'));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The side navigation marks where the shopper is.
  await expect(page.getByRole('navigation', { name: 'Hilfe-Center' }).locator('[aria-current="page"]')).toHaveText('Rückerstattungen');
  await scrollThrough(page);
  expect(failures).toEqual([]);
});

// One test per page: each is scanned by axe at desktop width and must fit a 390 px phone without sideways scrolling.
const scannedPages = [...contentPages.map(([path]) => path), '/about/contact', '/contact'];
for (const path of scannedPages) {
  test(`${path} has no serious or critical axe findings and fits 390 px and 1280 px wide`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The header, side bar, help navigation and footer are the same around every content page: the first page (and
    // the FAQ) is scanned whole, the others by their main landmark only (axe is slow on a busy machine).
    expect(await seriousAxeFindings(page, path === scannedPages[0] || path === '/companyprofile/faqs' ? undefined : 'main')).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
