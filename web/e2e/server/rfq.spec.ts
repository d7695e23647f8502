import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';

const rfqMessages = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/rfq/en.json'), 'utf8')) as Record<string, string>;
/** The English text of one of the page's messages. */
function rfqText(key: string): string {
  const text = rfqMessages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
}

/** Fills the RFQ contact form as a visitor would. */
async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: rfqText('rfq_contactName') }).fill('Sofia Marchetti');
  await page.getByRole('textbox', { name: rfqText('rfq_companyName') }).fill('Marchetti Automazione S.r.l.');
  await page.getByRole('textbox', { name: rfqText('rfq_email') }).fill('s.marchetti@marchetti-automazione.example');
  await page.getByRole('textbox', { name: rfqText('rfq_telephone') }).fill('+39 02 8909 4412');
  await page.getByRole('combobox', { name: rfqText('rfq_country') }).click();
  await page.getByRole('option', { name: 'Italy' }).click();
}

test('search -> product -> add to RFQ -> RFQ page -> send -> success', async ({ page }) => {
  await page.goto('/s?keywords=STM32F103');
  const results = page.getByRole('table', { name: /STM32F103/ });
  const firstPart = results.getByRole('rowheader').first().getByRole('link');
  const part = (await firstPart.innerText()).trim();
  await firstPart.click();

  await expect(page).toHaveURL(/\/product-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part);
  await page.getByRole('button', { name: `Add ${part} to the RFQ list` }).first().click();

  // The side bar's RFQ drawer leads to the RFQ page.
  await page.getByTestId('side-rfq').click();
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\/rfq$/);
  const line = page.getByTestId('rfq-line').filter({ hasText: part });
  await expect(line).toBeVisible();
  await line.getByRole('textbox', { name: rfqText('rfq_quantity') }).fill('2,500');

  // Sending with the form empty marks the required fields and sends nothing.
  await page.getByRole('button', { name: rfqText('rfq_send') }).click();
  await expect(page.getByRole('textbox', { name: rfqText('rfq_email') })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(rfqText('rfq_emailRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/rfq$/);

  await fillContact(page);
  await page.getByRole('button', { name: rfqText('rfq_send') }).click();

  await expect(page).toHaveURL(/\/rfq\/successful\?/);
  await expect(page.getByRole('heading', { name: rfqText('rfq_successTitle') })).toBeVisible();
  await expect(page.getByTestId('rfq-number')).toHaveText(/^RFQ\d+$/);
  // The sent list is emptied.
  expect(await page.evaluate(() => localStorage.getItem('RFQLIST'))).toBe('[]');
  await page.goto('/rfq');
  await expect(page.getByText('It is empty')).toBeVisible();
});

test('the RFQ list keeps quantity, target price and date across a reload', async ({ page }) => {
  await page.goto('/s?keywords=LM358');
  const results = page.getByRole('table', { name: /LM358/ });
  const part = (await results.getByRole('rowheader').first().innerText()).trim();
  await results.getByRole('button', { name: `Add ${part} to the RFQ list` }).first().click();

  await page.goto('/rfq');
  const line = page.getByTestId('rfq-line').filter({ hasText: part });
  await line.getByRole('textbox', { name: rfqText('rfq_quantity') }).fill('1,500');
  const price = line.getByRole('textbox', { name: /^Target price \(USD\)/ });
  // A decimal comma is read as the decimal mark; leaving the field writes the price as the shop does.
  await price.fill('0,85');
  await price.blur();
  await expect(price).toHaveValue('0.85000');
  await line.getByRole('button', { name: rfqText('rfq_deliveryDate') }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const calendar = page.locator('.calendar');
  const day = calendar.locator('.calendar-day:not(.calendar-day-outside)', { hasText: /^15$/ });
  await day.click();
  const dateButton = line.getByRole('button', { name: rfqText('rfq_deliveryDate') });
  await expect(dateButton).toHaveText(/^\d{4}-\d{1,2}-15$/);
  const chosenDate = (await dateButton.innerText()).trim();

  await page.reload();
  const reloaded = page.getByTestId('rfq-line').filter({ hasText: part });
  await expect(reloaded.getByRole('textbox', { name: rfqText('rfq_quantity') })).toHaveValue('1500');
  await expect(reloaded.getByRole('textbox', { name: /^Target price \(USD\)/ })).toHaveValue('0.85000');
  await expect(reloaded.getByRole('button', { name: rfqText('rfq_deliveryDate') })).toHaveText(chosenDate);
});
