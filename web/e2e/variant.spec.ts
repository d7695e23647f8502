import { expect, test } from '@playwright/test';
import { en, site } from './sites.ts';

test('each site shows its own brand on the home page', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en[site(info).tagline]!);
  await expect(page.getByRole('search').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('each site offers its own languages and currencies', async ({ page }, info) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const languages = await page.getByLabel('Language').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const currencies = page.getByLabel('Currency');
  switch (info.project.name) {
    case 'default':
      expect(languages.sort()).toEqual(['de', 'en', 'fr', 'jp', 'zh']);
      await expect(currencies.locator('option[value="CNY"]')).toHaveCount(1);
      await expect(currencies).toHaveValue('USD');
      break;
    case 'ru':
      expect(languages.sort()).toEqual(['de', 'en', 'fr', 'jp', 'ru', 'zh']);
      await expect(currencies.locator('option[value="CNY"]')).toHaveCount(0);
      break;
    case 'ru-site':
      expect(languages.sort()).toEqual(['en', 'ru']);
      await expect(page.locator('.currency-fixed')).toHaveText('$ USD');
      break;
    case 'inland':
      expect(languages.sort()).toEqual(['en', 'zh']);
      await expect(page.locator('.currency-fixed')).toHaveText('¥ CNY');
      break;
    case 'ko':
      expect(languages.sort()).toEqual(['de', 'en', 'fr', 'jp', 'ko', 'zh']);
      await expect(currencies.locator('option[value="CNY"]')).toHaveCount(0);
      break;
  }
});

test('the inland site sends CNY with every request', async ({ page }, info) => {
  test.skip(info.project.name !== 'inland' && info.project.name !== 'default', 'inland against one other variant');
  const currency = page.waitForRequest((request) => request.url().includes('/api/config/getConfig')).then((request) => request.headers()['currency']);
  await page.goto('/');
  expect(await currency).toBe(info.project.name === 'inland' ? 'CNY' : 'USD');
});
