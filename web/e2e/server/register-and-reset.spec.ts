import { type Page } from '@playwright/test';
import { en } from '../sites.ts';
import { freshEmail, registerBuyer, signInBrowser, solveCaptcha } from './support/buyers.ts';
import { lastMailNumber, mailedCode } from './support/mailbox.ts';
import { expect, test } from './support/shop-test.ts';
import { seriousAxeFindings } from './support/axe.ts';

/** Password hashing is deliberately slow (scrypt) and tests run side by side: give sign-in and registration answers time. */
const SIGN_IN_WAIT = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

const text = (key: string) => en[key] ?? `missing message ${key}`;

async function signInWith(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: text('login_accountLabel') }).fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: text('login_signIn'), exact: true }).click();
}

const rule = (page: Page, key: string, values: Record<string, number> = {}) => {
  const label = Object.entries(values).reduce((label, [name, value]) => label.replace(`{${name}}`, String(value)), text(key));
  return page.locator('.password-rule', { hasText: label });
};

test('a new buyer registers with an e-mailed code, is signed in, and signs in again with the new password', async ({ page, context }) => {
  const email = freshEmail('register');
  const password = 'Fresh-Parts-2026';
  await page.goto('/register');
  await page.getByRole('textbox', { name: text('login_emailLabel') }).fill(email);
  await solveCaptcha(page, text('login_captchaLabel'));
  const before = lastMailNumber();
  await page.getByRole('button', { name: text('login_sendCode') }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: email })).toBeVisible();
  // The server's resend wait is counted down where a new code is asked for.
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();

  // Rules are checked from the first try on, each field keeping its own message.
  await page.getByRole('button', { name: text('register_submit') }).click();
  await expect(page.getByRole('textbox', { name: text('register_codeLabel') })).toBeFocused();
  await expect(page.getByText(text('register_termsRequired'))).toBeVisible();

  await page.getByRole('textbox', { name: text('register_codeLabel') }).fill(await mailedCode(email, { after: before }));
  const passwordField = page.locator('#register-password');
  await passwordField.fill('parts');
  await expect(rule(page, 'register_ruleLetter')).toHaveAttribute('data-met', 'true');
  await expect(rule(page, 'register_ruleDigit')).toHaveAttribute('data-met', 'false');
  await expect(rule(page, 'register_ruleLength', { min: 8, max: 32 })).toHaveAttribute('data-met', 'false');
  await passwordField.fill(password);
  await expect(page.locator('.password-rule[data-met="false"]')).toHaveCount(0);

  await page.getByRole('textbox', { name: text('register_contactNameLabel') }).fill('Lena Brandt');
  await page.getByRole('textbox', { name: text('register_companyNameLabel') }).fill('Brandt Elektronik GmbH');
  // The country list opens and is chosen from with the keyboard alone.
  const country = page.getByRole('combobox', { name: text('register_countryLabel') });
  await expect(country).toBeEnabled();
  await country.focus();
  await page.keyboard.press('Enter');
  // The select's code loads on first use.
  await expect(page.getByRole('listbox')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).not.toHaveText(text('register_countryPlaceholder'));
  await page.getByRole('checkbox', { name: text('register_agreeTerms') }).check();
  await page.getByRole('button', { name: text('register_submit') }).click();

  await expect(page).toHaveURL(/\/myaccount$/, SIGN_IN_WAIT);
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(true);

  // The shop has no sign-out call: signing out is forgetting the session cookies.
  await context.clearCookies();
  await page.goto('/login');
  await signInWith(page, email, password);
  await expect(page).toHaveURL(/\/myaccount$/, SIGN_IN_WAIT);
});

test('a server error on registration stays next to its field and keeps what was typed', async ({ page }) => {
  const email = freshEmail('wrong-code');
  await page.goto('/register');
  await page.getByRole('textbox', { name: text('login_emailLabel') }).fill(email);
  // "I already have a code" goes on without sending one: any code is then wrong for this address.
  await page.getByRole('button', { name: text('login_haveCode') }).click();
  await page.getByRole('textbox', { name: text('register_codeLabel') }).fill('123456');
  await page.locator('#register-password').fill('Fresh-Parts-2026');
  await page.getByRole('textbox', { name: text('register_contactNameLabel') }).fill('Lena Brandt');
  await page.getByRole('textbox', { name: text('register_companyNameLabel') }).fill('Brandt Elektronik GmbH');
  await page.getByRole('combobox', { name: text('register_countryLabel') }).click();
  await page.getByRole('listbox').getByRole('option').first().click({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: text('register_agreeTerms') }).check();
  await page.getByRole('button', { name: text('register_submit') }).click();

  const code = page.getByRole('textbox', { name: text('register_codeLabel') });
  await expect(code).toHaveAttribute('aria-invalid', 'true', SIGN_IN_WAIT);
  await expect(page.locator('#register-code-error')).not.toBeEmpty();
  await expect(code).toBeFocused();
  await expect(page.getByRole('textbox', { name: text('register_companyNameLabel') })).toHaveValue('Brandt Elektronik GmbH');
  await expect(page.locator('#register-password')).toHaveValue('Fresh-Parts-2026');
});

test('a reset password ends the other sessions: the old one lands on /exit, whose sign-in returns to its page', async ({ page, browser, request, baseURL }) => {
  const buyer = await registerBuyer(request, { label: 'reset' });
  // Another browser, signed in before the reset, on an account page.
  const other = await browser.newContext();
  await signInBrowser(other, baseURL!, buyer);
  const otherPage = await other.newPage();
  await otherPage.goto('/myaccount/my-profile');
  await expect(otherPage).toHaveURL(/\/myaccount\/my-profile$/);

  await page.goto('/login');
  await expect(page.getByRole('link', { name: text('login_forgotPassword') })).toHaveAttribute('href', '/forgotpassword');
  await page.goto('/forgotpassword');
  await page.getByRole('textbox', { name: text('login_emailLabel') }).fill(buyer.email);
  await solveCaptcha(page, text('login_captchaLabel'));
  const send = page.getByRole('button', { name: text('login_sendCode') });
  await send.click();
  // The registration code went out moments ago: the server's resend wait for the address shows as a countdown,
  // with sending disabled and the address kept; once it has run out, a new image's answer sends the reset code.
  await expect(page.getByText(new RegExp(text('login_resendIn').replace('{seconds}', '\\d+').replace('.', '\\.')))).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(page.getByRole('textbox', { name: text('login_emailLabel') })).toHaveValue(buyer.email);
  await expect(send).toBeEnabled({ timeout: 90_000 });
  await solveCaptcha(page, text('login_captchaLabel'));
  const before = lastMailNumber();
  await send.click();
  await expect(page).toHaveURL(/\/forgotpassword\/resetpassword\?email=/, SIGN_IN_WAIT);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: buyer.email })).toBeVisible();

  const newPassword = 'Reset-Parts-2027';
  await page.getByRole('textbox', { name: text('passwordReset_codeLabel') }).fill(await mailedCode(buyer.email, { after: before }));
  await page.locator('#reset-password').fill(newPassword);
  await expect(page.locator('.password-rule[data-met="false"]')).toHaveCount(0);
  await page.getByRole('button', { name: text('passwordReset_submit') }).click();
  await expect(page.getByRole('heading', { name: text('passwordReset_doneTitle') })).toBeFocused(SIGN_IN_WAIT);
  await expect(page.getByText(/\(.*: 1\)/)).toBeVisible();

  // The other browser's session is over: its next call lands on /exit, carrying the page it was on.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/exit\?redirect=/);
  expect(new URL(otherPage.url()).searchParams.get('redirect')).toBe('/myaccount/my-profile');
  await expect(otherPage.getByText(text('sessionExpired_text'))).toBeVisible();
  await otherPage.getByRole('link', { name: text('sessionExpired_actionSignInBack') }).click();
  await expect(otherPage).toHaveURL(/\/login\?redirect=/);
  expect(new URL(otherPage.url()).searchParams.get('redirect')).toBe('/myaccount/my-profile');
  await signInWith(otherPage, buyer.email, buyer.password);
  await expect(otherPage.locator('#login-password')).toHaveAttribute('aria-invalid', 'true', SIGN_IN_WAIT);
  await signInWith(otherPage, buyer.email, newPassword);
  await expect(otherPage).toHaveURL(/\/myaccount\/my-profile$/, SIGN_IN_WAIT);
  await other.close();

  // The done panel leads to sign-in too, and the new password opens the account.
  await page.locator('.reset-done').getByRole('link', { name: text('passwordReset_signIn') }).click();
  await signInWith(page, buyer.email, newPassword);
  await expect(page).toHaveURL(/\/myaccount$/, SIGN_IN_WAIT);
});

test('a guarded page sends a visitor to sign in and returns to it afterwards', async ({ page, request }) => {
  const buyer = await registerBuyer(request, { label: 'guard' });
  await page.goto('/myaccount/my-profile');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/myaccount/my-profile');
  await signInWith(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/myaccount\/my-profile$/, SIGN_IN_WAIT);
});

test('the identity pages have no serious or critical axe findings and fit a 390 px screen', async ({ page }) => {
  test.slow();
  const pages = ['/register', '/forgotpassword', `/forgotpassword/resetpassword?email=${encodeURIComponent(freshEmail('axe'))}`, '/exit?redirect=%2Fmyaccount'];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/register' && width === 390) {
        // The account step too: "I already have a code" shows it without sending mail.
        await page.getByRole('textbox', { name: text('login_emailLabel') }).fill(freshEmail('axe'));
        await page.getByRole('button', { name: text('login_haveCode') }).click();
        await expect(page.getByRole('form', { name: text('register_formLabel') })).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      if (width !== 390) continue;
      expect(await seriousAxeFindings(page), path).toEqual([]);
    }
  }
});
