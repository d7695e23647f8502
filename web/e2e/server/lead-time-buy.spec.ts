import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';

interface TopCategory {
  category_id: number;
  name: string;
  goods_count: number;
  in_stock_count: number;
}
interface GoodsPage {
  lists: { part_number: string; stock: number }[];
  total: number;
}

/** Parts per page of the lead-time page (PARTS_PAGE_SIZE). */
const PAGE_SIZE = 20;

async function apiData<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const leadTimePage = (request: APIRequestContext, categoryId: number, page: number) =>
  apiData<GoodsPage>(request, '/api/index/getCategory', { category_id: categoryId, lead_time_only: true, page, page_size: PAGE_SIZE });

const rowParts = (page: Page) => page.getByRole('table', { name: /on factory lead time, page \d+ of \d+$/ }).getByRole('rowheader').allTextContents();

test('the lead-time page lists only parts without stock of the chosen category, page by page', async ({ page, request }) => {
  const stat = await apiData<{ categories: TopCategory[] }>(request, '/api/category/stat');
  const onLeadTime = (category: TopCategory) => category.goods_count - category.in_stock_count;
  const withLeadTime = stat.categories.filter((category) => onLeadTime(category) > 0).sort((a, b) => onLeadTime(b) - onLeadTime(a));
  // The second-biggest category when there is one, so the category links are used; it must span pages.
  const category = withLeadTime.find((entry, index) => index > 0 && onLeadTime(entry) > PAGE_SIZE) ?? withLeadTime[0];
  if (!category) throw new Error('the demo catalog has no part without stock');
  const pages = Math.ceil(onLeadTime(category) / PAGE_SIZE);
  expect(pages, `${category.name} has more than one page of parts on lead time`).toBeGreaterThan(1);
  const [first, second] = await Promise.all([leadTimePage(request, category.category_id, 1), leadTimePage(request, category.category_id, 2)]);
  expect(first.total).toBe(onLeadTime(category));
  expect([...first.lists, ...second.lists].every((part) => part.stock === 0)).toBe(true);

  await page.goto('/lead-time-buy');
  const categories = page.getByRole('navigation', { name: 'Categories with parts on factory lead time' });
  await categories.getByRole('link', { name: new RegExp(`^${category.name}: `) }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.category_id}`));
  await expect(page.getByRole('table', { name: `Parts of ${category.name} on factory lead time, page 1 of ${pages}` })).toBeVisible();
  await expect.poll(() => rowParts(page)).toEqual(first.lists.map((part) => part.part_number));

  const pager = page.getByRole('navigation', { name: 'Pages of parts' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('table', { name: `Parts of ${category.name} on factory lead time, page 2 of ${pages}` })).toBeVisible();
  await expect.poll(() => rowParts(page)).toEqual(second.lists.map((part) => part.part_number));
  expect(second.lists.map((part) => part.part_number)).not.toContain(first.lists[0]!.part_number);

  // A reload keeps the category and the page.
  await page.reload();
  await expect(page.getByRole('table', { name: `Parts of ${category.name} on factory lead time, page 2 of ${pages}` })).toBeVisible();
});

test('the category listing offers lead time only next to in stock only, and keeps it in the URL', async ({ page, request }) => {
  const stat = await apiData<{ categories: TopCategory[] }>(request, '/api/category/stat');
  const category = stat.categories.find((entry) => entry.goods_count > entry.in_stock_count);
  if (!category) throw new Error('the demo catalog has no part without stock');
  const leadTime = await apiData<GoodsPage>(request, '/api/index/getCategory', { category_id: category.category_id, lead_time_only: true, page: 1, page_size: 20 });

  await page.goto(`/category/${category.category_id}`);
  await page.getByRole('checkbox', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/stock=true/);
  await page.getByRole('checkbox', { name: 'On lead time only' }).click();
  await expect(page).toHaveURL(/leadtime=true/);
  await expect(page).not.toHaveURL(/stock=true/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Parts found:' })).toHaveText(`Parts found: ${leadTime.total.toLocaleString('en-US')}`);
  await expect.poll(() => page.getByRole('table', { name: /, page \d+$/ }).getByRole('rowheader').allTextContents()).toEqual(leadTime.lists.map((part) => part.part_number));

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'On lead time only' })).toBeChecked();
});
