import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { registerBuyer, signInBrowser, type Buyer } from './support/buyers.ts';
import { lastMailNumber, mailedCode } from './support/mailbox.ts';
import { expect, test } from './support/shop-test.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { chooseFile } from './support/choose-file.ts';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/supplier/en.json'), 'utf8')) as Record<string, string>;
/** An English text of the supplier pages with its placeholders filled; a key that is gone fails loudly. */
const text = (key: string, values: Record<string, string | number> = {}) => {
  const message = en[`supplier_${key}`];
  if (message === undefined) throw new Error(`missing message supplier_${key}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replace(`{${name}}`, String(value)), message);
};
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
/** Answers from the reference server on a busy machine (a signed-in page's first call, an upload, a send). */
const SERVER_WAIT = { timeout: 25_000 };

test.describe.configure({ timeout: 120_000 });

/** A buyer of this test alone, registered through the API and signed in in the browser. */
async function freshSignedInBuyer(page: Page, label: string): Promise<Buyer> {
  const buyer = await registerBuyer(page.request, { label, contactName: 'Lin Supplier', companyName: 'Harbour Components Ltd.' });
  await signInBrowser(page.context(), test.info().project.use.baseURL!, buyer);
  return buyer;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  // The select's list loads on first use; the header's language and currency selects have options too.
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible(SERVER_WAIT);
  await list.getByRole('option', { name: option }).first().click();
}

test('a visitor reads what supplier registration is for and signs in through a link that returns to it', async ({ page }) => {
  await page.goto('/supplier-registration');
  await expect(page.getByText(text('registrationPurpose'))).toBeVisible();
  // The header has its own sign-in link; the page's is in the main content.
  const signIn = page.getByRole('main').getByRole('link', { name: text('signIn'), exact: true });
  await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fsupplier-registration');
  await page.goto('/sell-your-excess');
  await expect(page.getByText(text('excessPurpose'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('signIn'), exact: true })).toHaveAttribute('href', '/login?redirect=%2Fsell-your-excess');
});

test('a supplier applies with a licence upload and the e-mailed code, then sees the application pending review', async ({ page }) => {
  // The longest flow here: sign-up, a code, an upload and the application, on a busy machine.
  test.slow();
  const buyer = await freshSignedInBuyer(page, 'apply');
  await page.goto('/supplier-registration');
  await expect(page.getByText(text('noApplications'))).toBeVisible(SERVER_WAIT);
  // The profile fills what it knows.
  await expect(page.getByRole('textbox', { name: text('emailLabel') })).toHaveValue(buyer.email);
  await expect(page.getByRole('textbox', { name: text('companyLabel') })).toHaveValue('Harbour Components Ltd.');

  await page.getByRole('textbox', { name: text('registrationNumberLabel') }).fill(`91440300MA${Date.now().toString(36).toUpperCase()}`);
  await choose(page, text('countryLabel'), /.+/);
  await page.getByRole('textbox', { name: text('addressLabel') }).fill('Room 1208, SEG Plaza, 1002 Huaqiang North Road, Shenzhen');
  await page.getByRole('textbox', { name: text('telephoneLabel') }).fill('+86 755 8327 6610');

  // The account's own address had its sign-up code a moment ago (one code a minute per address): the company's sales address is proved instead.
  const salesAddress = `sales-${buyer.email}`;
  await page.getByRole('textbox', { name: text('emailLabel') }).fill(salesAddress);
  const before = lastMailNumber();
  await page.getByRole('button', { name: text('sendCode') }).click();
  // The server's wait becomes a countdown in place of the button.
  await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled(SERVER_WAIT);
  await page.getByRole('textbox', { name: text('codeLabel') }).fill(await mailedCode(salesAddress, { after: before }));

  await chooseFile(page.locator('#supplier-licence'), fixture('business-licence.png'));
  await expect(page.getByText(text('licenceUploaded'))).toBeVisible(SERVER_WAIT);
  await expect(page.getByRole('img', { name: text('licenceThumbnailAlt', { name: 'business-licence.png' }) })).toBeVisible();

  await page.getByRole('textbox', { name: text('productsLabel') }).fill('Microcontrollers\nMLCC capacitors');
  await page.getByRole('textbox', { name: text('manufacturersLabel') }).fill('STMicroelectronics\nMurata');
  await page.getByRole('checkbox', { name: text('supplyStock') }).check();
  await page.getByRole('button', { name: text('submit') }).click();

  const application = page.getByTestId('supplier-application');
  await expect(application).toHaveCount(1, SERVER_WAIT);
  await expect(application).toContainText(/^SA\d+/);
  await expect(application).toContainText(text('statePending'));
  await expect(page.getByRole('button', { name: text('submit') })).toHaveCount(0);
});

test('a licence of the wrong type or over 10 MB is refused in the page, before anything is uploaded', async ({ page }, testInfo) => {
  await freshSignedInBuyer(page, 'refuse');
  // A file on disk: the browser reads it itself, rather than 10 MB crossing the test's connection.
  const hugeScan = testInfo.outputPath('huge-scan.png');
  writeFileSync(hugeScan, Buffer.alloc(10 * 1_048_576 + 1, 1));
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload/')) uploads.push(request.url());
  });
  await page.goto('/supplier-registration');
  const licence = page.locator('#supplier-licence');
  await expect(licence).toBeVisible(SERVER_WAIT);
  await chooseFile(licence, { name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('not a licence') });
  await expect(page.getByText(text('licenceWrongType'))).toBeVisible();
  await expect(licence).toHaveAttribute('aria-invalid', 'true');

  await chooseFile(licence, hugeScan);
  await expect(page.getByText(text('licenceTooLarge', { max: 10 }))).toBeVisible();
  expect(uploads).toEqual([]);
});

test('sell-your-excess previews a CSV with its problems per row, takes edits and removals, and sends the list', async ({ page }) => {
  await freshSignedInBuyer(page, 'excess');
  await page.goto('/sell-your-excess');
  await chooseFile(page.locator('#excess-file'), fixture('excess-list.csv'));

  const lines = page.getByTestId('excess-line');
  await expect(lines).toHaveCount(3, SERVER_WAIT);
  await expect(page.getByRole('textbox', { name: text('cellLabel', { field: text('partNumber'), row: 2 }) })).toHaveValue('STM32F103C8T6');
  await expect(page.getByRole('textbox', { name: text('cellLabel', { field: text('dateCode'), row: 3 }) })).toHaveValue('2401');
  // The row whose quantity is no number says so.
  const badQuantity = page.getByRole('textbox', { name: text('cellLabel', { field: text('quantity'), row: 4 }) });
  await expect(badQuantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Row 4, Quantity \(pcs\):/)).toBeVisible();

  await badQuantity.fill('5,000');
  await expect(badQuantity).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: text('removeLine', { row: 3 }) }).click();
  await expect(lines).toHaveCount(2);

  await page.getByRole('textbox', { name: text('telephoneLabel') }).fill('+86 755 8327 6610');
  await page.getByRole('button', { name: text('sendList', { count: 2 }) }).click();
  const sent = page.getByTestId('excess-sent');
  await expect(sent).toContainText(/EX\d+/, SERVER_WAIT);
  await expect(sent).toContainText(text('excessPending'));
  await expect(sent).toContainText('2');
  // The account's lists are the server's: a reload still shows this one, with its number.
  const number = /EX\d+/.exec((await sent.textContent()) ?? '')![0];
  await page.reload();
  await expect(page.getByTestId('excess-sent')).toContainText(number, SERVER_WAIT);
});

/** A csv excess list of `lines` parts under a header row; `quantityOf` may spoil a row's quantity. */
function longExcessList(lines: number, quantityOf: (row: number) => string = (row) => String(100 + row)): { name: string; mimeType: string; buffer: Buffer } {
  const rows = Array.from({ length: lines }, (_unused, index) => `LM358DR-${index + 2},Texas Instruments,${quantityOf(index + 2)},2401,0.12`);
  return { name: 'harbour-excess.csv', mimeType: 'text/csv', buffer: Buffer.from(['Part Number,Manufacturer,Quantity,Date Code,Price', ...rows].join('\n')) };
}

test('sell-your-excess sends every row of a list longer than the preview, naming rows to fix that the page does not show', async ({ page }) => {
  test.slow();
  await freshSignedInBuyer(page, 'excess-long');
  await page.goto('/sell-your-excess');
  // Row 200 of the file says "call us" where the quantity belongs: far past the rows the page shows.
  await chooseFile(page.locator('#excess-file'), longExcessList(311, (row) => (row === 200 ? 'call us' : String(100 + row))));
  // The preview's 50 rows are the header and 49 lines.
  await expect(page.getByTestId('excess-line')).toHaveCount(49, SERVER_WAIT);
  await expect(page.getByRole('note')).toHaveText(text('wholeFileNote', { shown: 49, total: 311 }).replaceAll('{total}', '311'));

  const telephone = page.getByRole('textbox', { name: text('telephoneLabel') });
  await telephone.fill('+86 755 8327 6610');
  await page.getByRole('button', { name: text('sendList', { count: 311 }) }).click();
  const rowProblems = page.getByTestId('excess-row-problems');
  await expect(rowProblems).toContainText(text('rowProblemsTitle'), SERVER_WAIT);
  await expect(rowProblems.getByRole('listitem')).toHaveText([/^Row 200, Quantity \(pcs\): /]);
  await expect(telephone).toHaveValue('+86 755 8327 6610');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The file fixed and chosen again: the whole list goes, and stays listed after a reload.
  await chooseFile(page.locator('#excess-file'), longExcessList(311));
  await expect(rowProblems).toHaveCount(0, SERVER_WAIT);
  await expect(telephone).toHaveValue('+86 755 8327 6610');
  await page.getByRole('button', { name: text('sendList', { count: 311 }) }).click();
  const sent = page.getByTestId('excess-sent');
  await expect(sent).toContainText(/EX\d+/, SERVER_WAIT);
  const number = /EX\d+/.exec((await sent.textContent()) ?? '')![0];
  await page.reload();
  const listed = page.getByTestId('excess-sent').getByRole('listitem').filter({ hasText: number });
  await expect(listed).toContainText(`${text('lineCount')}311`, SERVER_WAIT);
});

/** Whether the page is wider than the window, which would make it scroll sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the supplier pages have no serious or critical axe findings and fit 1280 and 390 px screens, with their forms filled in', async ({ page }) => {
  test.slow();
  await freshSignedInBuyer(page, 'axe');
  await page.goto('/supplier-registration');
  await expect(page.getByRole('button', { name: text('submit') })).toBeVisible(SERVER_WAIT);
  await page.getByRole('button', { name: text('submit') }).click();
  await expect(page.getByText(text('licenceRequired'))).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scrollsSideways(page)).toBe(false);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sell-your-excess');
  await chooseFile(page.locator('#excess-file'), fixture('excess-list.csv'));
  await expect(page.getByTestId('excess-line')).toHaveCount(3, SERVER_WAIT);
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scrollsSideways(page)).toBe(false);
});

test('the registration form works from the keyboard: a failed submit puts the focus on the first field to fix', async ({ page }) => {
  await freshSignedInBuyer(page, 'keys');
  await page.goto('/supplier-registration');
  const company = page.getByRole('textbox', { name: text('companyLabel') });
  await expect(company).toBeVisible(SERVER_WAIT);
  // The form's selects take part once the shop runs them (disabled in the server's HTML until then).
  await expect(page.getByRole('combobox', { name: text('countryLabel') })).toBeEnabled(SERVER_WAIT);
  await company.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: text('registrationNumberLabel') })).toBeFocused();
  await page.keyboard.press('Tab');
  const country = page.getByRole('combobox', { name: text('countryLabel') });
  await expect(country).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible(SERVER_WAIT);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: text('countryLabel') })).not.toHaveText(text('countryPlaceholder'));

  // Submitting from the keyboard with fields left empty: the first one to fix takes the focus.
  await page.getByRole('button', { name: text('submit') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: text('registrationNumberLabel') })).toBeFocused();
  await expect(page.getByText(text('registrationNumberRequired'))).toBeVisible();
  await page.keyboard.type('91440300MA5FK2XQ3L');
  await expect(page.getByText(text('registrationNumberRequired'))).toHaveCount(0);
});
