import { expect, test } from '@playwright/test';

test('the reference server serves the shop', async ({ page, request }) => {
  const response = await request.get('/api/lang/list');
  expect(response.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('header').first()).toBeVisible();
});
