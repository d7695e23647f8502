import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/shop-test.ts';

/** One language's texts of a message area (web/messages/<area>/<locale>.json, or the shell's messages/<locale>.json). */
const texts = (area: string, locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../messages', area, `${locale}.json`), 'utf8')) as Record<string, string>;
const shell = { en: texts('', 'en'), de: texts('', 'de') };
const search = { en: texts('search', 'en'), de: texts('search', 'de') };
const header = { en: texts('shell', 'en'), de: texts('shell', 'de') };

test('switching the language keeps the page, its filters, the RFQ list and the currency', async ({ page }) => {
  await page.goto('/s?keywords=stm32&in_stock=true');
  const results = page.getByRole('table', { name: /stm32/ });
  await expect(results).toBeVisible();
  const firstPart = (await results.getByRole('rowheader').first().innerText()).trim();
  await page.getByRole('button', { name: `Add ${firstPart} to the RFQ list` }).first().click();
  await page.getByLabel(shell.en.shell_currency!).selectOption('EUR');
  await expect(results.getByText(/€/).first()).toBeVisible();

  await page.getByLabel(shell.en.shell_language!).selectOption('de');
  await page.waitForURL(/\/de\/s\?keywords=stm32&in_stock=true$/);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('checkbox', { name: search.de.search_inStockOnly })).toBeChecked();
  const germanResults = page.getByRole('table', { name: /stm32/ });
  await expect(germanResults.getByText(/€/).first()).toBeVisible();
  await expect(page.getByLabel(shell.de.shell_currency!)).toHaveValue('EUR');

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
  await expect(page.getByRole('checkbox', { name: search.de.search_inStockOnly })).toBeVisible();
  const code = scripts.join('\n');
  for (const key of ['shell_skipToContent', 'shell_offline'] as const) {
    expect(code).toContain(shell.de[key]);
    expect(code).not.toContain(shell.en[key]);
  }
  expect(code).not.toContain(header.en.shell_siteSearch);
});
