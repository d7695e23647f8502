import { type Locator, type Page } from '@playwright/test';
import { expect } from './support/shop-test.ts';
import type { UserAddressList } from '@chipmart/generated/internal/model/index';
import { buyerTest as test } from './support/buyers.ts';
import { text } from './support/english-text.ts';
import { seriousAxeFindings } from './support/axe.ts';


// Registering a buyer (a slow password hash, a mailed code) is part of each test: give them time on a busy machine.
test.describe.configure({ timeout: 240_000 });
/** The first answer of a page just opened, on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the parts of the address form every address needs, in Germany. */
async function fillGermanAddress(page: Page, dialog: Locator, name: string, city: string) {
  await dialog.getByRole('textbox', { name: text('addresses_contactName') }).fill(name);
  await dialog.getByRole('textbox', { name: text('addresses_telephone') }).fill('+49 89 2180 4410');
  await dialog.getByRole('textbox', { name: text('addresses_email') }).fill('wareneingang@hoffmann-messtechnik.example');
  await choose(page, dialog, text('addresses_country'), 'Germany');
  await dialog.getByRole('textbox', { name: text('addresses_city'), exact: false }).fill(city);
  await dialog.getByRole('textbox', { name: text('addresses_line1') }).fill('Sendlinger Str. 27');
}

const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

test('a buyer adds, changes, makes default and deletes addresses', async ({ page, buyer }) => {
  expect(buyer.token).toBeTruthy();
  await page.goto('/myaccount/address-management');
  await expect(page.getByText(text('addresses_noShipping'))).toBeVisible(FIRST_LOAD);

  // Saving an empty form sends nothing: the first invalid field gets the keyboard.
  await page.getByRole('button', { name: text('addresses_add') }).click();
  const dialog = page.getByRole('dialog', { name: text('addresses_addTitle') });
  await dialog.getByRole('button', { name: text('addresses_save') }).click();
  const contact = dialog.getByRole('textbox', { name: text('addresses_contactName') });
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(contact).toBeFocused();

  // Germany needs a postal code: the server says so next to the field, and what was typed stays.
  await fillGermanAddress(page, dialog, 'Lena Hoffmann', 'Munich');
  await dialog.getByRole('button', { name: text('addresses_save') }).click();
  const postalCode = dialog.getByRole('textbox', { name: text('addresses_postalCode') });
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator(`#${await postalCode.getAttribute('id')}-error`)).not.toBeEmpty();
  await expect(contact).toHaveValue('Lena Hoffmann');
  await postalCode.fill('80331');
  await dialog.getByRole('button', { name: text('addresses_save') }).click();
  await expect(dialog).toBeHidden();
  // The first shipping address is the default.
  await expect(card(page, 'Lena Hoffmann')).toContainText(text('addresses_defaultShipping'));

  // A second one, then it becomes the default instead.
  await page.getByRole('button', { name: text('addresses_add') }).click();
  await fillGermanAddress(page, dialog, 'Jonas Weber', 'Augsburg');
  await dialog.getByRole('textbox', { name: text('addresses_postalCode') }).fill('86150');
  await dialog.getByRole('button', { name: text('addresses_save') }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Jonas Weber')).not.toContainText(text('addresses_defaultShipping'));
  await page.getByRole('button', { name: text('addresses_makeDefaultFor', { name: 'Jonas Weber' }) }).click();
  await expect(card(page, 'Jonas Weber')).toContainText(text('addresses_defaultShipping'));
  await expect(card(page, 'Lena Hoffmann')).not.toContainText(text('addresses_defaultShipping'));

  // Changing an address keeps it and shows the new text.
  await page.getByRole('button', { name: text('addresses_editFor', { name: 'Lena Hoffmann' }) }).click();
  const edit = page.getByRole('dialog', { name: text('addresses_editTitle') });
  await expect(edit.getByRole('textbox', { name: text('addresses_city') })).toHaveValue('Munich');
  await edit.getByRole('textbox', { name: text('addresses_city') }).fill('Garching');
  await edit.getByRole('button', { name: text('addresses_save') }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, 'Lena Hoffmann')).toContainText('Garching');

  // Deleting the default asks first, then the remaining address becomes the default.
  await page.getByRole('button', { name: text('addresses_deleteFor', { name: 'Jonas Weber' }) }).click();
  const confirm = page.getByRole('dialog', { name: text('addresses_deleteTitle') });
  await confirm.getByRole('button', { name: text('addresses_deleteConfirm') }).click();
  await expect(card(page, 'Jonas Weber')).toHaveCount(0);
  await expect(card(page, 'Lena Hoffmann')).toContainText(text('addresses_defaultShipping'));
  const saved = await buyer.api<UserAddressList>('GET', '/api/user/address');
  expect(saved.total).toBe(1);
});

test('an address in China is picked as province, city and district', async ({ page, buyer }) => {
  expect(buyer.token).toBeTruthy();
  await page.goto('/myaccount/address-management');
  await expect(page.getByText(text('addresses_noShipping'))).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: text('addresses_add') }).click();
  const dialog = page.getByRole('dialog', { name: text('addresses_addTitle') });
  // Billing this time, picked with the keyboard, once the opening dialog has taken the focus (it would take it back).
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const shipping = dialog.getByRole('radio', { name: text('addresses_typeShipping') });
  await shipping.focus();
  await expect(shipping).toBeFocused();
  // Held like a person's key press: Radix moves the focus a moment after the key goes down and checks the radio only while it is held.
  await page.keyboard.down('ArrowRight');
  const billing = dialog.getByRole('radio', { name: text('addresses_typeBilling') });
  await expect(billing).toBeFocused();
  await page.keyboard.up('ArrowRight');
  await expect(billing).toBeChecked();

  await dialog.getByRole('textbox', { name: text('addresses_contactName') }).fill('Li Wei');
  await dialog.getByRole('textbox', { name: text('addresses_telephone') }).fill('+86 755 8321 4400');
  await dialog.getByRole('textbox', { name: text('addresses_email') }).fill('li.wei@pearl-river-ems.example');
  await choose(page, dialog, text('addresses_country'), 'China');
  await choose(page, dialog, text('addresses_province'), 'Guangdong (广东省)');
  await choose(page, dialog, text('addresses_city'), 'Shenzhen (深圳市)');
  await choose(page, dialog, text('addresses_district'), 'Nanshan (南山区)');
  await dialog.getByRole('textbox', { name: text('addresses_postalCode') }).fill('518057');
  await dialog.getByRole('textbox', { name: text('addresses_line1') }).fill('Keyuan Rd 15, Block B');
  await dialog.getByRole('button', { name: text('addresses_save') }).click();
  await expect(dialog).toBeHidden();

  const saved = card(page, 'Li Wei');
  await expect(saved).toContainText(text('addresses_defaultBilling'));
  await expect(saved).toContainText('Nanshan Keyuan Rd 15, Block B');
  await expect(saved).toContainText('Shenzhen, Guangdong');

  // Editing shows the district in its picker again.
  await page.getByRole('button', { name: text('addresses_editFor', { name: 'Li Wei' }) }).click();
  const edit = page.getByRole('dialog', { name: text('addresses_editTitle') });
  await expect(edit.getByRole('combobox', { name: text('addresses_district') })).toContainText('Nanshan');
  await expect(edit.getByRole('textbox', { name: text('addresses_line1') })).toHaveValue('Keyuan Rd 15, Block B');
});

test('the address book has no serious or critical axe findings, with and without its dialog, and fits 390 px', async ({ page, buyer }) => {
  await buyer.api('POST', '/api/user/address', { body: {
    type_id: 1,
    contact_name: 'Lena Hoffmann',
    telephone: '+49 89 2180 4410',
    email_address: 'wareneingang@hoffmann-messtechnik.example',
    country_id: buyer.countryIds.DE,
    city: 'Munich',
    postal_code: '80331',
    address_ln1: 'Sendlinger Str. 27',
  } });
  const serious = () => seriousAxeFindings(page);

  await page.goto('/myaccount/address-management');
  await expect(card(page, 'Lena Hoffmann')).toBeVisible(FIRST_LOAD);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: text('addresses_add') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, 'Lena Hoffmann')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
