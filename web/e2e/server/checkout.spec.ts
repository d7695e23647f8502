import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './support/shop-test.ts';
import type { Address, CatalogSearchPage, CatalogSupplierOfferList, CartCount, OrderCheckoutPreview, OrderDetail, OrderList } from '@chipmart/generated/internal/model/index';
import { buyerTest as test, callApi, registerBuyer, type Buyer, type PartOffer } from './support/buyers.ts';
import { text } from './support/english-text.ts';
import { seriousAxeFindings } from './support/axe.ts';


// Registering a buyer (a slow password hash, a mailed code) is part of each test: give them time on a busy machine.
test.describe.configure({ timeout: 240_000 });
/** The first answer of a page just opened, on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

/**
 * The cheapest offer in stock of the first part the keywords find. Each test
 * buys a part of its own, so tests that take stock do not disturb each other.
 */
async function offerOf(request: APIRequestContext, keywords: string): Promise<PartOffer> {
  const search = await callApi<CatalogSearchPage>(request, 'GET', '/api/index/search', { query: { keywords, page_size: 1 } });
  const goods = search.lists[0]!.goods;
  const offers = await callApi<CatalogSupplierOfferList>(request, 'GET', `/api/goods/suppliers/${goods.goods_id}`, { query: { in_stock_only: true, sort: 'price_asc' } });
  // The offer the product page chooses by default: the cheapest with its minimum quantity in stock.
  const offer = offers.lists.find((candidate) => candidate.stock >= candidate.moq)!;
  return { ...offer, goods_id: goods.goods_id, part_number: goods.part_number };
}

async function addAddress(buyer: Buyer, name: string, country: 'DE' | 'FR', isDefault = false): Promise<number> {
  const place = country === 'DE' ? { city: 'Munich', postal_code: '80331', address_ln1: 'Sendlinger Str. 27' } : { city: 'Lyon', postal_code: '69002', address_ln1: '12 Rue de la République' };
  const saved = await buyer.api<Address>('POST', '/api/user/address', { body: {
    type_id: 1,
    contact_name: name,
    telephone: '+49 89 2180 4410',
    email_address: 'wareneingang@hoffmann-messtechnik.example',
    country_id: buyer.countryIds[country],
    is_default: isDefault,
    ...place,
  } });
  return saved.address_id;
}

async function addToCart(buyer: Buyer, offer: PartOffer, num = offer.moq) {
  await buyer.api('POST', '/api/cart/add', { body: { goods_id: offer.goods_id, sku_id: offer.sku_id, cart_num: num } });
}

const placeButton = (page: Page) => page.getByRole('button', { name: text('checkout_place') });
const line = (page: Page, part: string) => page.getByTestId('checkout-line').filter({ hasText: part });

test('cart -> checkout -> another address and shipping -> place order lands on the payment page', async ({ page, buyer, request }) => {
  const offer = await offerOf(request, 'LM2903');
  await addAddress(buyer, 'Lena Hoffmann', 'DE', true);
  const lyon = await addAddress(buyer, 'Camille Laurent', 'FR');
  await addToCart(buyer, offer);

  await page.goto('/pay/order');
  await expect(line(page, offer.part_number)).toBeVisible(FIRST_LOAD);
  const addresses = page.getByRole('radiogroup', { name: text('checkout_addressTitle') });
  await expect(addresses.getByRole('radio', { name: /Lena Hoffmann/ })).toBeChecked();
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Another address prices shipping again, cheapest first and chosen.
  await addresses.getByRole('radio', { name: /Camille Laurent/ }).click();
  await expect(addresses.getByRole('radio', { name: /Camille Laurent/ })).toBeChecked();
  const preview = await buyer.api<OrderCheckoutPreview>('POST', '/api/orders/before', { body: { address_id: lyon } });
  expect(preview.shipping_options.length).toBeGreaterThan(1);
  const shipping = page.getByRole('radiogroup', { name: text('checkout_shippingTitle') });
  await expect(shipping.getByRole('radio', { name: new RegExp(preview.shipping_options[0]!.shippingName) })).toBeChecked();

  // The keyboard alone picks the next shipping option.
  await shipping.getByRole('radio', { name: new RegExp(preview.shipping_options[0]!.shippingName) }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const second = preview.shipping_options[1]!;
  await expect(shipping.getByRole('radio', { name: new RegExp(second.shippingName) })).toBeChecked();
  const payable = (preview.goods_price + second.shippingPrice).toFixed(2);
  await expect(page.getByTestId('checkout-payable')).toHaveText(`$${Number(payable).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

  await page.getByRole('textbox', { name: text('checkout_poNumber') }).fill('PO-2026-4471');
  await expect(placeButton(page)).toBeEnabled();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/pay\/payment\?order=CM\d+$/);

  const orderSn = new URL(page.url()).searchParams.get('order')!;
  const order = await buyer.api<OrderDetail>('GET', `/api/user/order/${orderSn}`);
  expect(JSON.stringify(order)).toContain('Camille Laurent');
  expect(JSON.stringify(order)).toContain('PO-2026-4471');
  expect((await buyer.api<CartCount>('GET', '/api/cart/cartCount')).count).toBe(0);
});

/** A second buyer takes the stock the first one is about to order, as two buyers racing for the last pieces do. */
async function buyUpStock(request: APIRequestContext, offer: PartOffer) {
  const rival = await registerBuyer(request, { label: 'rival', contactName: 'Marek Nowak' });
  const addressId = await addAddress(rival, 'Marek Nowak', 'DE', true);
  const num = Math.floor(offer.stock / offer.increment) * offer.increment;
  const item = { goods_id: offer.goods_id, sku_id: offer.sku_id, num };
  const preview = await rival.api<OrderCheckoutPreview>('POST', '/api/orders/buyNow_before', { body: { ...item, address_id: addressId } });
  await rival.api('POST', '/api/orders/add', {
    body: { source: 'buy_now', buy_now: item, address_id: addressId, shipping_id: preview.shipping_id, expected_realized_price: preview.realized_price },
  });
}

test('stock taken between the preview and placing shows the new preview with the change marked', async ({ page, buyer, request }) => {
  const offer = await offerOf(request, 'LM321');
  await addAddress(buyer, 'Lena Hoffmann', 'DE', true);
  await addToCart(buyer, offer);
  await page.goto('/pay/order');
  await expect(line(page, offer.part_number)).toBeVisible(FIRST_LOAD);
  await expect(placeButton(page)).toBeEnabled();

  await buyUpStock(request, offer);

  await placeButton(page).click();
  const banner = page.getByTestId('checkout-changed');
  await expect(banner).toContainText(text('checkout_changedTitle'));
  await expect(banner).toContainText(text('checkout_changedReview'));
  const changed = line(page, offer.part_number);
  await expect(changed.getByTestId('checkout-line-problem')).toBeVisible();
  await expect(changed.getByTestId('checkout-line-change')).toContainText(text('checkout_changeStock', { stock: offer.stock.toLocaleString('en-US') }));
  await expect(page.getByTestId('checkout-problems')).toBeVisible();
  await expect(placeButton(page)).toBeDisabled();
  await expect(page).toHaveURL(/\/pay\/order$/);
  expect((await buyer.api<OrderList>('GET', '/api/user/order')).lists).toEqual([]);
});

test('buy now on a product page skips the cart, and a shipping address is added in the dialog', async ({ page, buyer, request }) => {
  const offer = await offerOf(request, 'LM1117');
  await page.goto(`/product-detail/${offer.goods_id}`);
  await page.getByRole('button', { name: text('checkout_buyNowFor', { part: offer.part_number }) }).click();
  await expect(page).toHaveURL(/\/pay\/order\?goods=\d+&sku=\d+&num=\d+$/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1, FIRST_LOAD);
  expect(new URL(page.url()).searchParams.get('goods')).toBe(String(offer.goods_id));
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByText(text('checkout_addressNone'))).toBeVisible();
  await expect(placeButton(page)).toBeDisabled();

  // The new address is added in the address dialog and chosen at once.
  await page.getByRole('button', { name: text('checkout_addShippingAddress') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Lena Hoffmann');
  await dialog.getByRole('textbox', { name: 'Telephone' }).fill('+49 89 2180 4410');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('wareneingang@hoffmann-messtechnik.example');
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'City' }).fill('Munich');
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('80331');
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('Sendlinger Str. 27');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radiogroup', { name: text('checkout_addressTitle') }).getByRole('radio', { name: /Lena Hoffmann/ })).toBeChecked();

  await expect(placeButton(page)).toBeEnabled();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/pay\/payment\?order=CM\d+$/);
  expect((await buyer.api<CartCount>('GET', '/api/cart/cartCount')).count).toBe(0);
});

test('buy now while signed out asks to sign in and comes back to that checkout', async ({ page, request }) => {
  // A part no test here buys: its offers keep their stock.
  const offer = await offerOf(request, 'LM2596');
  await page.goto(`/product-detail/${offer.goods_id}`);
  await page.getByRole('button', { name: text('checkout_buyNowFor', { part: offer.part_number }) }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const back = new URL(new URL(page.url()).searchParams.get('redirect')!, 'http://shop.test');
  expect(back.pathname).toBe('/pay/order');
  expect(back.searchParams.get('goods')).toBe(String(offer.goods_id));
  expect(back.searchParams.get('sku')).toMatch(/^\d+$/);
  expect(Number(back.searchParams.get('num'))).toBeGreaterThan(0);
});

test('checkout fits a 390 px screen and the keyboard reaches Place order', async ({ page, buyer, request }) => {
  const offer = await offerOf(request, 'LM2596');
  await addAddress(buyer, 'Lena Hoffmann', 'DE', true);
  await addToCart(buyer, offer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pay/order');
  await expect(line(page, offer.part_number)).toBeVisible(FIRST_LOAD);
  await expect(placeButton(page)).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('textbox', { name: text('checkout_remark') }).focus();
  await page.keyboard.press('Tab');
  await expect(placeButton(page)).toBeFocused();
});
