import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';

interface FilterValue {
  value: string;
  count: number;
}
interface CategoryFilter {
  parameters: { parameter_id: number; name: string; unit: string | null; values: FilterValue[] }[];
}
interface GoodsPage {
  lists: { part_number: string }[];
  total: number;
}

async function apiData<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowParts = (page: Page) => page.getByRole('table', { name: /, page \d+$/ }).getByRole('rowheader').allTextContents();

/** A popular category and a parameter value that leaves more than one page of parts in stock, read from the server. */
async function filteredListing(request: APIRequestContext) {
  const popular = await apiData<{ lists: { category_id: number; name: string }[] }>(request, '/api/index/getPopularCategory?limit=5');
  for (const category of popular.lists) {
    const filter = await apiData<CategoryFilter>(request, '/api/index/getCategoryFilter', { category_id: category.category_id, in_stock_only: true });
    for (const parameter of filter.parameters) {
      const value = [...parameter.values].sort((a, b) => b.count - a.count)[0];
      if (!value || value.count <= 20) continue;
      const query = {
        category_id: category.category_id,
        parameters: [{ parameter_id: parameter.parameter_id, values: [value.value] }],
        in_stock_only: true,
        sort: 'price_asc',
        page: 2,
        page_size: 20,
      };
      const secondPage = await apiData<GoodsPage>(request, '/api/index/getCategory', query);
      if (secondPage.lists.length > 0) return { category, parameter, value, secondPage };
    }
  }
  throw new Error('no popular category has a filter value with two pages of parts in stock');
}

test('a filtered category listing survives a reload', async ({ page, request }) => {
  const { category, parameter, value, secondPage } = await filteredListing(request);
  const legend = parameter.unit ? `${parameter.name} (${parameter.unit})` : parameter.name;

  await page.goto(`/category/${category.category_id}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();

  await page.getByRole('checkbox', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/stock=true/);
  const group = page.getByRole('group', { name: legend });
  // Long value lists open on request.
  const showAll = group.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  await group.getByRole('checkbox', { name: new RegExp(`^${escape(value.value)} \\(`) }).click();
  await expect(page).toHaveURL(/param=/);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);

  // The rows are the server's second page for exactly these filters.
  const expected = secondPage.lists.map((goods) => goods.part_number);
  await expect.poll(() => rowParts(page)).toEqual(expected);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByRole('group', { name: legend }).getByRole('checkbox', { name: new RegExp(`^${escape(value.value)} \\(`) })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Price: low to high/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => rowParts(page)).toEqual(expected);
});

test('the manufacturer index leads to a profile and from there to a part', async ({ page, request }) => {
  const index = await apiData<{ lists: { manufacturer_id: number; name: string; initial: string; goods_count: number }[] }>(request, '/api/manufacturers?page_size=100');
  const maker = [...index.lists].sort((a, b) => b.goods_count - a.goods_count)[0]!;
  const profile = await apiData<{ featured_goods: { part_number: string; goods_page_url: string }[] }>(request, `/api/manufacturers/${maker.manufacturer_id}`);
  const part = profile.featured_goods[0]!;

  await page.goto('/manufacturer');
  const letters = page.getByRole('navigation', { name: 'Manufacturers by first letter' });
  await letters.getByRole('link', { name: new RegExp(`^${escape(maker.initial)}: `) }).click();
  await expect(page.getByRole('heading', { level: 2, name: maker.initial, exact: true })).toBeInViewport();
  await page.getByRole('link', { name: new RegExp(`^${escape(maker.name)}\\b`) }).first().click();

  await expect(page).toHaveURL(new RegExp(`/manufacturer/${maker.manufacturer_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: maker.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escape(maker.name)));

  await page.getByRole('table', { name: `Popular parts of ${maker.name}` }).getByRole('link', { name: part.part_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(part.goods_page_url)}$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open on request and the first tap on one filters the listing', async ({ page, request }) => {
    const { category } = await filteredListing(request);
    await page.goto(`/category/${category.category_id}`);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    const inStockOnly = page.getByRole('checkbox', { name: 'In stock only' });
    // Parts come first on a phone; the filters wait behind their button.
    await expect(inStockOnly).toBeHidden();

    await page.getByRole('button', { name: 'Show filters' }).click();
    await inStockOnly.click();
    await expect(page).toHaveURL(/stock=true/);
    await expect(inStockOnly).toBeChecked();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });
});
