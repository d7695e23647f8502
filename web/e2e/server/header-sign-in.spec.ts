import { type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';
import { en } from '../sites.ts';

const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: en.site_actionSignIn!, exact: true });

test('on the login page the header sign-in link keeps the page to return to instead of pointing back at the login page', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/rfq')}&method=code`);
  await expect(headerSignIn(page)).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/rfq')}`);
});

test('on the register and forgotten-password pages the header sign-in link leads to the plain login page', async ({ page }) => {
  for (const path of ['/register', '/forgotpassword', '/login/validate']) {
    await page.goto(path);
    await expect(headerSignIn(page), path).toHaveAttribute('href', '/login');
  }
});

test('elsewhere the header sign-in link comes back to the page it was followed from', async ({ page }) => {
  await page.goto('/s?keywords=stm32');
  await headerSignIn(page).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/s?keywords=stm32');
});
