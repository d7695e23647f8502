import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, test } from './support/shop-test.ts';

/** Each brand's own language (not English), in which its partners read the guides. */
const ownLanguage = { default: 'de', ru: 'ru', inland: 'zh', ko: 'ko' } as const;
const languageOf = (info: TestInfo) => ownLanguage[info.project.name.replace(/^server-/, '') as keyof typeof ownLanguage];
const portal = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/partner-portal/${locale}.json`), 'utf8')) as Record<string, string>;

test("the brand's partner portal gives the quickstart in its own language, needing no other host, and opens the reference", async ({ page }, info) => {
  test.slow();
  const locale = languageOf(info);
  const texts = portal(locale);
  const site = new URL(info.project.use.baseURL!).host;
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).host === site) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort('blockedbyclient');
  });

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/${locale}/integrations-api/quickstart`);
  await expect(page.getByRole('heading', { level: 1, name: texts.partnerPortal_guideQuickstart })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
  await expect(page.getByLabel(texts.partnerPortal_codeExample!.replace('{language}', 'ts'))).toContainText('/getToken');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(`/${locale}/integrations-api/getGoods`);
  const reference = page.frameLocator(`iframe[title="${texts.partnerPortal_referenceFrame}"]`);
  await expect(reference.locator('h1, h2', { hasText: 'Search parts' }).first()).toBeVisible({ timeout: 20_000 });
  expect(elsewhere).toEqual([]);
});
