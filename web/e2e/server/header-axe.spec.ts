import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/shop-test.ts';

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/site/en.json'), 'utf8')) as Record<string, string>;

test('home names its header search and its hero search apart, and has no serious, critical or duplicate-landmark axe findings', async ({ page }) => {
  // axe walks the whole home page, the longest there is: give it time on a busy machine.
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('search', { name: site.site_shellSiteSearch, exact: true })).toBeVisible();
  await expect(page.getByRole('search', { name: site.site_shellPartSearch, exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'landmark-unique');
  expect(findings.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
