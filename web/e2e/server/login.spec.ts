import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';

type Messages = (key: string) => string;
/** The texts of the login pages in one language; a key that is gone fails the test loudly. */
const messagesOf = (locale: string): Messages => {
  const messages = JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/login/${locale}.json`), 'utf8')) as Record<string, string>;
  return (key) => messages[key] ?? `missing message ${key}`;
};
const en = messagesOf('en');
const de = messagesOf('de');

/** Password checks are deliberately slow (scrypt) and the tests sign in side by side: give sign-in answers time. */
const SIGN_IN_WAIT = { timeout: 25_000 };
test.describe.configure({ timeout: 90_000 });

const buyer = { email: 'buyer@chipmart.example', password: 'Buyer-Parts-2026' };

async function signInWith(page: Page, texts: Messages, account: string, password: string) {
  await page.getByRole('textbox', { name: texts('login_accountLabel') }).fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: texts('login_signIn'), exact: true }).click();
}

const redirectOf = (page: Page) => new URL(page.url()).searchParams.get('redirect');

test('an account page opened signed out leads to the login page, which leads back to it', async ({ page, context }) => {
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(redirectOf(page)).toBe('/myaccount');
  await expect(page.getByRole('tab', { name: en('login_tabPassword') })).toHaveAttribute('aria-selected', 'true');

  await signInWith(page, en, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/myaccount$/, SIGN_IN_WAIT);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.value.length).toBeGreaterThanOrEqual(32);

  // Signed in, the login page is skipped for where it would lead.
  await page.goto('/login?redirect=%2Frfq');
  await expect(page).toHaveURL(/\/rfq$/);
});

test('a wrong password is shown on the password field and does not sign in', async ({ page, context }) => {
  await page.goto('/login?redirect=%2Fmyaccount');
  await signInWith(page, en, buyer.email, 'Not-The-Password-1');
  const password = page.locator('#login-password');
  await expect(password).toHaveAttribute('aria-invalid', 'true', SIGN_IN_WAIT);
  await expect(page.locator('#login-password-error')).toHaveText(/not correct/);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
});

test('after three failed attempts the server asks for the image captcha', async ({ page }) => {
  await page.goto('/login');
  // An address without an account is counted by itself, so this does not slow down the demo buyer.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signInWith(page, en, 'nobody.here@chipmart.example', `Wrong-${attempt}`);
    await expect(page.locator('#login-password')).toHaveAttribute('aria-invalid', 'true', SIGN_IN_WAIT);
  }
  await expect(page.getByRole('img', { name: /4/ })).toBeVisible(SIGN_IN_WAIT);
  await expect(page.getByRole('textbox', { name: en('login_captchaLabel') })).toBeVisible();
  const first = await page.getByRole('img', { name: /4/ }).getAttribute('src');
  await page.getByRole('button', { name: en('login_captchaRefresh') }).click();
  await expect(page.getByRole('img', { name: /4/ })).not.toHaveAttribute('src', first!);
});

test('the German login page speaks German and keeps /de on the way back', async ({ page }) => {
  await page.goto('/de/myaccount');
  await expect(page).toHaveURL(/\/de\/login\?redirect=/);
  expect(redirectOf(page)).toBe('/de/myaccount');
  await expect(page.getByRole('tab', { name: de('login_tabCode') })).toBeVisible();
  await expect(page.getByRole('link', { name: de('login_forgotPassword') })).toHaveAttribute('href', '/de/forgotpassword');

  await signInWith(page, de, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/de\/myaccount$/, SIGN_IN_WAIT);
});

test('the code sign-in asks for an address and the image, then leads to the code step', async ({ page }) => {
  await page.goto('/login?redirect=%2Fshoppingcart');
  await page.getByRole('tab', { name: en('login_tabCode') }).click();
  await expect(page).toHaveURL(/method=code/);
  await page.getByRole('button', { name: en('login_sendCode') }).click();
  await expect(page.getByText(en('login_emailRequired'))).toBeVisible();
  await expect(page.getByRole('img', { name: /4/ })).toBeVisible();

  await page.getByRole('textbox', { name: en('login_emailLabel') }).fill(buyer.email);
  await page.getByRole('button', { name: en('login_haveCode') }).click();
  await expect(page).toHaveURL(/\/login\/validate\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('email')).toBe(buyer.email);
  expect(url.searchParams.get('redirect')).toBe('/shoppingcart');

  // A wrong code is shown on the code field.
  await page.getByRole('textbox', { name: en('login_codeLabel') }).fill('000000');
  await page.getByRole('button', { name: en('login_signIn'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: en('login_codeLabel') })).toHaveAttribute('aria-invalid', 'true', SIGN_IN_WAIT);
});
