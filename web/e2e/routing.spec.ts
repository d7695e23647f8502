import { expect, test } from '@playwright/test';
import { en, site } from './sites.ts';

test.describe('language routing', () => {
  test('a plain path is the English page', async ({ page }) => {
    await page.goto('/about/quality-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Quality control' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Quality control \| Chipmart/);
  });

  test('a language prefix the variant offers shows the page in that language, and links keep the prefix', async ({ page }, info) => {
    const { own, ownAbout } = site(info);
    await page.goto(`/${own}/about`);
    await expect(page.getByRole('heading', { level: 1, name: ownAbout })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
    const homeLink = page.locator('.breadcrumb a').first();
    await expect(homeLink).toHaveAttribute('href', `/${own}`);
  });

  test('the en prefix is removed by redirect, query kept', async ({ page }) => {
    await page.goto('/en/about/introduce?source=mail#team');
    await expect(page).toHaveURL(/\/about\/introduce\?source=mail#team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Company introduction' })).toBeVisible();
  });

  test('a language the variant does not offer, or an unknown one, gives the 404 page', async ({ page }, info) => {
    for (const path of [`/${site(info).foreign}/about`, '/xx/about', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: en.site_notFoundTitle })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: en.site_actionHome })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('link', { name: en.site_actionContact })).toHaveAttribute('href', '/contact');
    }
  });

  test('excess-inventory and procurement pages exist only in the default and inland variants', async ({ page }, info) => {
    await page.goto('/about/procure');
    const heading = page.getByRole('heading', { level: 1 });
    if (site(info).supplyPages) await expect(heading).toHaveText('Procurement services');
    else await expect(heading).toHaveText(en.site_notFoundTitle!);
  });

  test('pages for signed-in users send visitors to the login page with the way back', async ({ page }, info) => {
    const { own } = site(info);
    await page.goto(`/${own}/myaccount/my-profile?tab=2`);
    await expect(page).toHaveURL(new RegExp(`/${own}/login\\?redirect=${encodeURIComponent(`/${own}/myaccount/my-profile?tab=2`).replace(/[?]/g, '\\?')}$`));
  });
});
