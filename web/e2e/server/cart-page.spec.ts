import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SkuOffer } from '@chipmart/generated/internal/model/index';
import { callApi, registerBuyer, signInBrowser, type Buyer } from './support/buyers.ts';
import { admin } from './support/operator-cli.ts';
import { expect, test } from './support/shop-test.ts';
import { seriousAxeFindings } from './support/axe.ts';

const cartMessages = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/cart/en.json'), 'utf8')) as Record<string, string>;
/** The English text of a cart message, with its parameters filled in. */
function cartText(key: string, values: Record<string, string | number> = {}): string {
  const text = cartMessages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

// Registering a buyer (a scrypt hash) and the operator's commands take a while on a busy machine.
test.describe.configure({ timeout: 300_000 });
/** The cart's first answer after a page load, on a busy machine. */
const LOADED = { timeout: 30_000 };

interface PickedOffer {
  goodsId: number;
  part: string;
  offer: SkuOffer;
}

/**
 * An offer of a part found by `keywords` that `fits`, taking the dearest
 * offers first: list rows put the cheapest in the cart, so the stock these
 * tests change is stock other tests do not count on.
 */
async function pickOffer(request: APIRequestContext, keywords: string | string[], fits: (offer: SkuOffer) => boolean): Promise<PickedOffer> {
  // Several families: a test that sells an offer out (and its retry) still finds one.
  for (const family of [keywords].flat()) {
    const search = await callApi<{ lists: { goods: { goods_id: number; part_number: string } }[] }>(request, 'GET', `/api/index/search?keywords=${encodeURIComponent(family)}&page_size=20`);
    for (const { goods } of search.lists) {
      const offers = await callApi<{ lists: SkuOffer[] }>(request, 'GET', `/api/goods/suppliers/${goods.goods_id}?sort=price_asc`);
      const offer = [...offers.lists].reverse().find(fits);
      if (offer) return { goodsId: goods.goods_id, part: goods.part_number, offer };
    }
  }
  throw new Error(`No offer of a ${[keywords].flat().join(' or ')} part fits`);
}

async function addToCart(request: APIRequestContext, buyer: Buyer, picked: PickedOffer, quantity: number): Promise<void> {
  await callApi(request, 'POST', '/api/cart/add', { token: buyer.token, body: { goods_id: picked.goodsId, sku_id: picked.offer.sku_id, cart_num: quantity } });
}

/** Another order takes stock away: the buyer buys `quantity` of the offer at once ("Buy now"), to a new address. */
async function buyNow(request: APIRequestContext, buyer: Buyer, picked: PickedOffer, quantity: number): Promise<void> {
  const countries = await callApi<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country');
  const address = await callApi<{ address_id: number }>(request, 'POST', '/api/user/address', {
    token: buyer.token,
    body: {
      type_id: 1,
      contact_name: 'Lena Vogt',
      telephone: '+49 30 5557 0192',
      email_address: buyer.email,
      country_id: countries.find((country) => country.iso_code === 'DE')!.id,
      city: 'Berlin',
      postal_code: '10115',
      address_ln1: 'Invalidenstraße 44',
    },
  });
  const item = { goods_id: picked.goodsId, sku_id: picked.offer.sku_id, num: quantity };
  const preview = await callApi<{ shipping_id: number; realized_price: number }>(request, 'POST', '/api/orders/buyNow_before', {
    token: buyer.token,
    body: { ...item, address_id: address.address_id },
  });
  await callApi(request, 'POST', '/api/orders/add', {
    token: buyer.token,
    body: { source: 'buy_now', buy_now: item, address_id: address.address_id, shipping_id: preview.shipping_id, expected_realized_price: preview.realized_price },
  });
}

/** A new buyer, signed in in this browser. */
async function signedInBuyer(page: Page, request: APIRequestContext, baseURL: string | undefined, label: string): Promise<Buyer> {
  const buyer = await registerBuyer(request, { label, contactName: 'Lena Vogt', companyName: 'Vogt Messtechnik GmbH' });
  await signInBrowser(page.context(), baseURL!, buyer);
  return buyer;
}

/**
 * Ticks or unticks a cart box and waits for it to show: the page shows the tick
 * a moment after the click (it updates the cart it holds), which Playwright's
 * check() would call a click that changed nothing.
 */
async function setTick(box: Locator, ticked: boolean): Promise<void> {
  if ((await box.isChecked()) !== ticked) await box.click();
  if (ticked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

const cartLine = (page: Page, part: string) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: part, exact: true }) });

test('search -> add to cart -> the line on the cart page; ticks, select all and removal keep the drawer and badge in step', async ({ page, request, baseURL }) => {
  const buyer = await signedInBuyer(page, request, baseURL, 'cart-flow');
  await page.goto('/s?keywords=NE555');
  const results = page.getByRole('table', { name: /NE555/ });
  const part = (await results.getByRole('rowheader').first().innerText()).trim();
  await results.getByRole('button', { name: `Add ${part} to the cart` }).first().click();
  await expect(page.getByTestId('badge-cart')).toHaveText('1', LOADED);

  const second = await pickOffer(request, 'BSS138', (offer) => offer.stock >= offer.moq + offer.increment);
  await addToCart(request, buyer, second, second.offer.moq);

  await page.goto('/shoppingcart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2, LOADED);
  const first = cartLine(page, part);
  await expect(first).toBeVisible();
  await expect(first.getByRole('link', { name: part, exact: true })).toHaveAttribute('href', /^\/product-detail\/\d+$/);
  await expect(page.getByTestId('badge-cart')).toHaveText('2');

  // Ticks are the server's: untick one, the total and the count follow; a reload keeps them.
  await setTick(page.getByRole('checkbox', { name: cartText('cart_selectAll') }), true);
  await expect(page.getByTestId('cart-selected-count')).toHaveText(cartText('cart_selectedCount', { count: 2, total: 2 }));
  const bothTotal = await page.getByTestId('cart-total').innerText();
  await setTick(first.getByRole('checkbox', { name: cartText('cart_selectLine', { part }) }), false);
  await expect(page.getByTestId('cart-selected-count')).toHaveText(cartText('cart_selectedCount', { count: 1, total: 2 }));
  await expect(page.getByTestId('cart-total')).not.toHaveText(bothTotal);
  await page.reload();
  await expect(cartLine(page, part).getByRole('checkbox', { name: cartText('cart_selectLine', { part }) })).not.toBeChecked(LOADED);

  // Nothing ticked: checkout waits and says why.
  await setTick(page.getByRole('checkbox', { name: cartText('cart_selectAll') }), true);
  await setTick(page.getByRole('checkbox', { name: cartText('cart_selectAll') }), false);
  await expect(page.getByRole('button', { name: cartText('cart_checkout') })).toBeDisabled();
  await expect(page.getByTestId('cart-checkout-reason')).toHaveText(cartText('cart_checkoutNothingTicked'));

  // The plus button adds one order multiple.
  const quantity = cartLine(page, second.part).getByRole('textbox', { name: cartText('cart_quantity') });
  await expect(quantity).toHaveValue(String(second.offer.moq));
  await cartLine(page, second.part).getByRole('button', { name: cartText('cart_increase', { part: second.part }) }).click();
  await expect(quantity).toHaveValue(String(second.offer.moq + second.offer.increment));

  // Removing the ticked line: a toast, the drawer and the badge follow.
  await setTick(cartLine(page, part).getByRole('checkbox', { name: cartText('cart_selectLine', { part }) }), true);
  await page.getByRole('button', { name: cartText('cart_removeSelected', { count: 1 }) }).click();
  await expect(page.locator('.toast-success').filter({ hasText: cartText('cart_removed', { part }) })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('badge-cart')).toHaveText('1');
  await page.getByTestId('side-cart').click();
  await expect(page.getByTestId('drawer').getByRole('link', { name: second.part, exact: true })).toBeVisible();
  await expect(page.getByTestId('drawer').getByRole('link', { name: part, exact: true })).toHaveCount(0);

  // With the drawer's count at zero, the page offers the way back to the parts.
  await page.getByTestId('side-cart').click();
  await cartLine(page, second.part).getByRole('button', { name: cartText('cart_removePart', { part: second.part }) }).click();
  await expect(page.getByRole('heading', { name: cartText('cart_emptyTitle') })).toBeVisible();
  await expect(page.getByTestId('badge-cart')).toHaveCount(0);
  const emptySearch = page.getByRole('search', { name: cartText('cart_emptySearchLabel') });
  await emptySearch.getByRole('textbox', { name: cartText('cart_emptySearchLabel') }).fill('BSS138');
  await emptySearch.getByRole('button', { name: cartText('cart_emptySearch'), exact: true }).click();
  await expect(page).toHaveURL(/\/s\?keywords=BSS138$/);
});

test('an understocked line is offered the pieces in stock, a sold-out one removal or alternatives; checkout waits for both', async ({ page, request, baseURL }) => {
  const buyer = await signedInBuyer(page, request, baseURL, 'cart-stock');
  const short = await pickOffer(request, ['AMS1117', 'LM317', 'TL431'], (offer) => offer.moq === 1 && offer.increment === 1 && offer.stock >= 40);
  const gone = await pickOffer(request, ['1N4148', '1N4001', 'BAT54', 'MMBT3904'], (offer) => offer.moq === 1 && offer.increment === 1 && offer.stock >= 10);
  await addToCart(request, buyer, short, 30);
  await addToCart(request, buyer, gone, 5);
  // Other orders leave 12 pieces of the first offer and none of the second.
  await buyNow(request, buyer, short, short.offer.stock - 12);
  await buyNow(request, buyer, gone, gone.offer.stock);

  await page.goto('/shoppingcart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2, LOADED);
  await setTick(page.getByRole('checkbox', { name: cartText('cart_selectAll') }), true);
  await expect(page.getByRole('button', { name: cartText('cart_checkout') })).toBeDisabled();
  await expect(page.getByTestId('cart-checkout-reason')).toContainText(short.part);
  await expect(page.getByTestId('cart-checkout-reason')).toContainText(gone.part);

  const understocked = cartLine(page, short.part);
  await expect(understocked.getByTestId('cart-line-status')).toContainText(cartText('cart_statusUnderstock', { stock: 12, count: 30 }));
  await understocked.getByRole('button', { name: cartText('cart_changeTo', { count: 12 }) }).click();
  await expect(understocked.getByTestId('cart-line-status')).toHaveCount(0);
  await expect(understocked.getByRole('textbox', { name: cartText('cart_quantity') })).toHaveValue('12');

  const soldOut = cartLine(page, gone.part);
  await expect(soldOut.getByTestId('cart-line-status')).toContainText(cartText('cart_statusSoldOut'));
  await expect(soldOut.getByRole('link', { name: cartText('cart_findAlternatives', { part: gone.part }) })).toHaveAttribute('href', `/s?keywords=${encodeURIComponent(gone.part)}`);
  await soldOut.getByTestId('cart-line-status').getByRole('button', { name: cartText('cart_removeLine') }).click();
  await expect(page.locator('.toast-success').filter({ hasText: cartText('cart_removed', { part: gone.part }) })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // Every ticked line can now be bought: checkout leads to the checkout page.
  await expect(page.getByTestId('cart-checkout-reason')).toHaveCount(0);
  await page.getByRole('button', { name: cartText('cart_checkout') }).click();
  await expect(page).toHaveURL(/\/pay\/order$/);
});

test('a typed quantity off the rules is not sent and the nearest valid ones are offered; a quoted line shows its quote until it ends', async ({ page, request, baseURL }) => {
  // Two operator commands, each a process of its own.
  test.setTimeout(420_000);
  const buyer = await signedInBuyer(page, request, baseURL, 'cart-rules');
  const reel = await pickOffer(request, 'ESP32', (offer) => offer.moq > 1 && offer.increment > 1 && offer.stock >= offer.moq * 3);
  await addToCart(request, buyer, reel, reel.offer.moq);

  await page.goto('/shoppingcart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1, LOADED);
  const line = cartLine(page, reel.part);
  const quantity = line.getByRole('textbox', { name: cartText('cart_quantity') });
  const typed = reel.offer.moq + reel.offer.increment + 1;
  await quantity.fill(String(typed));
  await quantity.press('Enter');
  await expect(line.getByText(cartText('cart_notMultiple', { increment: reel.offer.increment.toLocaleString('en-US') }))).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveValue(String(typed));
  const above = reel.offer.moq + reel.offer.increment * 2;
  await line.getByRole('button', { name: cartText('cart_changeTo', { count: above.toLocaleString('en-US') }) }).click();
  await expect(quantity).toHaveValue(String(above));
  await expect(quantity).not.toHaveAttribute('aria-invalid');

  // Sales quote 7 pieces of the same offer; the quoted line holds the quote's terms until the RFQ is closed.
  const rfq = await callApi<{ rfq_id: number; rfq_sn: string }>(request, 'POST', '/api/rfq/saveRfqContact', {
    token: buyer.token,
    body: {
      contact_name: 'Lena Vogt',
      company_name: 'Vogt Messtechnik GmbH',
      email: buyer.email,
      telephone: '+49 30 5557 0192',
      country_id: (await callApi<{ id: number; iso_code: string }[]>(request, 'GET', '/api/common/options/country')).find((country) => country.iso_code === 'DE')!.id,
      items: [{ part_number: reel.part, goods_id: reel.goodsId, qty: 7 }],
    },
  });
  const detail = await callApi<{ items: { rfq_item_id: number }[] }>(request, 'GET', `/api/user/rfq/rfqDetail?rfq_id=${rfq.rfq_id}`, { token: buyer.token });
  await admin('rfq', 'quote', rfq.rfq_sn, '--item', String(detail.items[0]!.rfq_item_id), '--price', '1.5', '--qty', '50', '--moq', '7', '--lead', '5', '--valid-days', '10', '--sku', String(reel.offer.sku_id));
  const quote = await callApi<{ items: { quotes: { quote_id: number }[] }[] }>(request, 'GET', `/api/user/rfq/rfqDetail?rfq_id=${rfq.rfq_id}`, { token: buyer.token });
  await callApi(request, 'POST', '/api/user/rfq/quoteToCart', { token: buyer.token, body: { quote_id: quote.items[0]!.quotes[0]!.quote_id, cart_num: 7 } });

  await page.reload();
  const quoted = page.getByTestId('cart-line').filter({ has: page.getByTestId('cart-line-quote') });
  await expect(quoted.getByTestId('cart-line-quote')).toContainText(cartText('cart_quotedUntil'), LOADED);
  await expect(quoted.getByTestId('cart-line-unit-price')).toHaveText('$1.50000');

  // Once the quote ends the line is priced by the catalog, whose order rules 7 pieces break: the nearest valid quantity is offered.
  await admin('rfq', 'close', rfq.rfq_sn, '--reason', 'the buyer ordered elsewhere');
  await page.reload();
  const ended = cartLine(page, reel.part).filter({ has: page.getByText(cartText('cart_statusNotMultiple', { count: 7, moq: reel.offer.moq.toLocaleString('en-US'), increment: reel.offer.increment.toLocaleString('en-US') })) });
  await expect(ended).toHaveCount(1, LOADED);
  await ended.getByTestId('cart-line-status').getByRole('button', { name: cartText('cart_changeTo', { count: reel.offer.moq.toLocaleString('en-US') }) }).click();
  await expect(page.getByTestId('cart-line-status')).toHaveCount(0);
});

test('the cart page fits 390 px without sideways scrolling, and it and the empty cart have no serious or critical axe findings', async ({ page, request, baseURL }) => {
  const buyer = await signedInBuyer(page, request, baseURL, 'cart-axe');
  const axeFindings = () => seriousAxeFindings(page);

  await page.goto('/shoppingcart');
  await expect(page.getByRole('heading', { name: cartText('cart_emptyTitle') })).toBeVisible(LOADED);
  expect(await axeFindings()).toEqual([]);

  const offer = await pickOffer(request, 'ATMEGA328', (candidate) => candidate.stock >= candidate.moq);
  await addToCart(request, buyer, offer, offer.offer.moq);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1, LOADED);
  const line = page.getByTestId('cart-line');
  // A card: the quantity sits under the part, not beside it.
  const partBox = (await line.getByRole('link', { name: offer.part, exact: true }).boundingBox())!;
  const quantityBox = (await line.getByRole('textbox', { name: cartText('cart_quantity') }).boundingBox())!;
  expect(quantityBox.y).toBeGreaterThan(partBox.y + partBox.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await axeFindings()).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await axeFindings()).toEqual([]);
});
