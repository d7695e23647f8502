import { scrollThrough, watchHydrationFailures } from './support/hydration.ts';
import { expect, test } from './support/shop-test.ts';

// Each variant has its own contact and about pages (and the same help pages): the server renders them, the browser takes them over.
const pages = ['/contact', '/about', '/about/introduce', '/companyprofile/faqs'];

// One test per page, each within a time budget of its own.
for (const path of pages) {
  test(`the variant's ${path} arrives rendered and is taken over without a hydration failure`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<div id="root"><div class="app"[\s\S]*<h1/);
    const failures = watchHydrationFailures(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer hydrates when reached.
    await scrollThrough(page);
    expect(failures).toEqual([]);
  });
}
