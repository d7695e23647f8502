import { expect, test } from './support/shop-test.ts';
import { messagesIn } from '../sites.ts';

const texts = { en: messagesIn('en'), de: messagesIn('de') };

test('switching the language keeps the page, its filters, the RFQ list and the currency', async ({ page }) => {
  await page.goto('/s?keywords=stm32&in_stock=true');
  const results = page.getByRole('table', { name: /stm32/ });
  await expect(results).toBeVisible();
  const firstPart = (await results.getByRole('rowheader').first().innerText()).trim();
  await page.getByRole('button', { name: `Add ${firstPart} to the RFQ list` }).first().click();
  await page.getByLabel(texts.en.site_shellCurrency!).selectOption('EUR');
  await expect(results.getByText(/€/).first()).toBeVisible();

  await page.getByLabel(texts.en.site_shellLanguage!).selectOption('de');
  await page.waitForURL(/\/de\/s\?keywords=stm32&in_stock=true$/);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('checkbox', { name: texts.de.search_inStockOnly })).toBeChecked();
  const germanResults = page.getByRole('table', { name: /stm32/ });
  await expect(germanResults.getByText(/€/).first()).toBeVisible();
  await expect(page.getByLabel(texts.de.site_shellCurrency!)).toHaveValue('EUR');

  // The RFQ list kept in the browser is still there, now in German.
  await page.goto('/de/rfq');
  await expect(page.getByTestId('rfq-line').filter({ hasText: firstPart })).toBeVisible();
});

test("a language's page loads scripts that carry that language's messages and no other's", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/')) scripts.push(await response.text());
  });
  await page.goto('/de/s?keywords=stm32');
  await expect(page.getByRole('checkbox', { name: texts.de.search_inStockOnly })).toBeVisible();
  const code = scripts.join('\n');
  for (const key of ['site_shellSkipToContent', 'site_shellOffline'] as const) {
    expect(code).toContain(texts.de[key]);
    expect(code).not.toContain(texts.en[key]);
  }
  expect(code).not.toContain(texts.en.site_shellSiteSearch);
});
