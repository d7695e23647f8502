import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/shop-test.ts';
import { seriousAxeFindings } from './support/axe.ts';

interface Offer {
  sku_id: number;
  supplier_name: string;
  stock: number;
  moq: number;
  increment: number;
  price_range: { num: number; price: number }[];
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded part with an offer whose order multiple is above 1 and has stock for two multiples, read from the server. */
async function partWithMultiple(request: APIRequestContext) {
  const page = await apiData<{ lists: { goods: { goods_id: number; part_number: string } }[] }>(request, '/api/index/search?keywords=STM32&page_size=40');
  for (const { goods } of page.lists) {
    const detail = await apiData<{ offers: Offer[] }>(request, `/api/goods/goodsDetail?goods_id=${goods.goods_id}`);
    const offer = detail.offers.find((entry) => entry.increment > 1 && entry.stock >= entry.moq + entry.increment);
    if (offer) return { goods, offer };
  }
  throw new Error('no seeded STM32 part has an offer with an order multiple');
}

const usd = (value: number) => `$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

test('searching a part number with punctuation shows the matching parts with the matched part highlighted', async ({ page }) => {
  await page.goto('/s?keywords=stm32-f103');
  const table = page.getByRole('table', { name: /stm32-f103/ });
  await expect(table).toBeVisible();
  const firstPart = table.getByRole('rowheader').first();
  await expect(firstPart).toContainText(/^STM32F103/);
  await expect(firstPart.locator('mark')).toHaveText('STM32F103');
  await expect(table.getByRole('button', { name: /^Add STM32F103\S+ to the cart$/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /parts found for “stm32-f103”/ })).toBeVisible();
});

test('the in-stock filter goes into the URL and survives a reload', async ({ page }) => {
  await page.goto('/s?keywords=stm32');
  await expect(page.getByRole('table', { name: /stm32/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/in_stock=true/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByRole('table', { name: /stm32/ })).toBeVisible();
});

test('the header type-ahead suggests parts and opens the chosen one', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search parts' }).first();
  await field.fill('STM32F1');
  const suggestions = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  const option = suggestions.getByRole('option').first();
  await expect(option).toBeVisible();
  await expect(option.locator('mark')).toHaveText('STM32F1');
  const part = (await option.locator('span').first().innerText()).trim();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part);
});

test('a product page shows every offer with price breaks and rounds the quantity to the MOQ and multiple with its total', async ({ page, request }) => {
  const { goods, offer } = await partWithMultiple(request);
  await page.goto(`/product-detail/${goods.goods_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.part_number);
  await expect(page).toHaveTitle(new RegExp(goods.part_number));
  await expect(page.getByTestId('offer-row').first()).toBeVisible();
  await expect(page.getByTestId('price-breaks').first().locator('li').first()).toContainText('$');

  await page.getByRole('radio', { name: `Buy from ${offer.supplier_name}` }).check();
  const wanted = offer.moq + 1;
  const rounded = Math.ceil(wanted / offer.increment) * offer.increment;
  const quantity = page.getByRole('textbox', { name: 'Quantity (pcs)' });
  await quantity.fill(String(wanted));
  await quantity.blur();
  await expect(quantity).toHaveValue(String(rounded));
  const step = [...offer.price_range].reverse().find((entry) => entry.num <= rounded) ?? offer.price_range[0]!;
  await expect(page.getByTestId('buy-total')).toHaveText(usd(step.price * rounded));

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', mpn: goods.part_number });
});

test('the compact product layout opens with the offers and the parameters tab', async ({ page, request }) => {
  const { goods } = await partWithMultiple(request);
  await page.goto(`/productdetail/${goods.goods_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.part_number);
  await expect(page.getByTestId('offer-row').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Parameters' })).toHaveAttribute('aria-selected', 'true');
});

test('switching the currency re-prices the product page', async ({ page, request }) => {
  const { goods } = await partWithMultiple(request);
  await page.goto(`/product-detail/${goods.goods_id}`);
  const unitPrice = page.getByTestId('buy-unit-price');
  await expect(unitPrice).toHaveText(/^\$/);
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(unitPrice).toHaveText(/^€/);
  await expect(page.getByTestId('price-breaks').first()).toContainText('€');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first tap on an offer far below the buy box chooses it, and the buy box follows', async ({ page, request }) => {
    const { goods } = await partWithMultiple(request);
    await page.goto(`/product-detail/${goods.goods_id}`);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    const choices = page.getByRole('radio', { name: /^Buy from / });
    expect(await choices.count()).toBeGreaterThan(1);
    const last = choices.last();
    await expect(last).not.toBeChecked();
    const supplier = (await last.getAttribute('aria-label'))!.replace(/^Buy from /, '');

    await last.click();
    await expect(last).toBeChecked();
    await expect(page.getByText(`${supplier}: at least`)).toBeVisible();
  });
});

test('adding to the cart while signed out goes to sign in with the results page to come back to', async ({ page }) => {
  await page.goto('/s?keywords=stm32-f103');
  await page.getByRole('button', { name: /^Add STM32F103\S+ to the cart$/ }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fs%3Fkeywords%3Dstm32-f103/);
});

test('a search without matches shows the empty search box', async ({ page }) => {
  await page.goto('/s?keywords=qqqzzzxxx999');
  await expect(page.getByText('No related data was found')).toBeVisible();
});

test.describe('accessibility', () => {
  // axe walks the whole page: give it time on a busy machine.
  test.slow();
  for (const path of ['/s?keywords=stm32', '/product-detail/', '/productdetail/']) {
    test(`${path} has no serious or critical axe violations`, async ({ page, request }) => {
      const target = path.endsWith('/') ? `${path}${(await partWithMultiple(request)).goods.goods_id}` : path;
      await page.goto(target);
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }
});
