import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { scrollThrough, watchHydrationFailures } from './support/hydration.ts';
import { expect, test } from './support/shop-test.ts';
import { en } from '../sites.ts';

const home = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/home/en.json'), 'utf8')) as Record<string, string>;

type Site = 'default' | 'ru' | 'inland' | 'ko';
/** The server projects are named server-<site> (playwright.config.ts). */
const siteOf = (info: TestInfo) => info.project.name.replace(/^server-/, '') as Site;

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The block each variant's home has and the others do not. */
const ownBlock: Record<Site, (page: Page) => Locator> = {
  default: (page) => page.getByRole('region', { name: home.home_popularCategories }).and(page.locator('.popular-cards')),
  ru: (page) => page.getByRole('navigation', { name: home.home_topCategoryNav }),
  inland: (page) => page.getByRole('region', { name: home.home_recentOrders }),
  ko: (page) => page.getByRole('tablist', { name: home.home_floorsTitle }),
};

test("each variant's home shows its own header and footer and real banners, floors and featured parts from the server", async ({ page, request }, info) => {
  // Four calls, the home and a walk down the whole page a frame at a time (scrollThrough).
  test.slow();
  const site = siteOf(info);
  const banners = await apiData<{ lists: { title: string }[] }>(request, '/api/index/bannerList');
  const floors = await apiData<{ lists: { title: string; goods: { part_number: string }[] }[] }>(request, '/api/index/floorList');
  const featured = await apiData<{ lists: { part_number: string }[] }>(request, '/api/index/featureGoodsList?page=1&page_size=6');
  expect(banners.lists.length).toBeGreaterThan(0);
  expect(floors.lists.length).toBeGreaterThan(0);
  expect(featured.lists.length).toBeGreaterThan(0);

  const hydrationFailures = watchHydrationFailures(page);
  await page.goto('/');
  await expect(page.locator(`header.header-${site}`)).toBeVisible();
  await expect(page.locator(`footer.footer-${site}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en[`site_${site}Tagline`]!);
  await expect(page.locator(`.home-${site}`)).toBeVisible();
  await expect(ownBlock[site](page)).toBeVisible();

  // The first banner is the server's, drawn at its size; the others wait until shown.
  const banner = page.getByRole('img', { name: banners.lists[0]!.title });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('width', '1920');

  const firstFloor = floors.lists[0]!;
  await expect(page.getByRole('heading', { level: 3, name: firstFloor.title })).toBeVisible();
  const floorTable = page.getByRole('table', { name: home.home_floorCaption!.replace('{title}', firstFloor.title) });
  await expect(floorTable.getByRole('rowheader').first()).toHaveText(firstFloor.goods[0]!.part_number);

  const featuredTable = page.getByRole('table', { name: home.home_featuredCaption });
  await expect(featuredTable.getByRole('rowheader').first()).toHaveText(featured.lists[0]!.part_number);
  // The server rendered this home; the variant's own header, footer and blocks took it over as it was, down to the last floor.
  await scrollThrough(page);
  expect(hydrationFailures).toEqual([]);
});
