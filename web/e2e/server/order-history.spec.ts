import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Address, CatalogSupplierOfferList, CatalogSearchPage, OrderCheckoutPreview, OrderDetail, OrderPlaced, RfqDetail, RfqSubmitResult, SkuOffer } from '@chipmart/generated/internal/model/index';
import { admin } from './support/operator-cli.ts';
import { registerBuyer, signInBrowser, type Buyer } from './support/buyers.ts';
import { expect as shopExpect, test } from './support/shop-test.ts';
import { seriousAxeFindings } from './support/axe.ts';

type Messages = Record<string, string>;
const readMessages = (owner: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/${owner}/en.json`), 'utf8')) as Messages;
const orderTexts = readMessages('orders');
const rfqTexts = readMessages('rfq-history');
/** The English text of a message, its placeholders filled; a key that is gone fails loudly. */
function text(messages: Messages, key: string, values: Record<string, string | number> = {}): string {
  const message = messages[key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
const orders = (key: string, values?: Record<string, string | number>) => text(orderTexts, key, values);
const rfqs = (key: string, values?: Record<string, string | number>) => text(rfqTexts, key, values);

/** Registering, placing orders and staff commands all take real calls to a busy server. */
test.describe.configure({ timeout: 360_000 });
/** Account pages load after the shop has taken over (no server render): on a busy machine their first answer can take a while. */
const expect = shopExpect.configure({ timeout: 30_000 });

/** An offer in stock with a small MOQ, of a part picked at random so parallel tests rarely share one; with the part's number and maker. */
async function offerInStock(buyer: Buyer, keywords: string, orders = 3): Promise<SkuOffer & { part_number: string; brand_name: string }> {
  const found = await buyer.api<CatalogSearchPage>('GET', `/api/index/search?keywords=${keywords}&in_stock_only=true&page_size=50`);
  const parts = found.lists.map((hit) => hit.goods).sort(() => Math.random() - 0.5);
  for (const part of parts) {
    const offers = await buyer.api<CatalogSupplierOfferList>('GET', `/api/goods/suppliers/${part.goods_id}?in_stock_only=true`);
    const offer = offers.lists.find((candidate) => candidate.stock >= candidate.moq * orders && candidate.moq <= 5000);
    if (offer) return { ...offer, part_number: part.part_number, brand_name: part.brand_name };
  }
  throw new Error(`no part for ${keywords} has an offer in stock`);
}

async function stockOf(buyer: Buyer, offer: SkuOffer): Promise<number> {
  const offers = await buyer.api<CatalogSupplierOfferList>('GET', `/api/goods/suppliers/${offer.goods_id}`);
  const current = offers.lists.find((candidate) => candidate.sku_id === offer.sku_id);
  if (!current) throw new Error(`offer ${offer.sku_id} is gone`);
  return current.stock;
}

async function shippingAddress(buyer: Buyer): Promise<Address> {
  return buyer.api<Address>('POST', '/api/user/address', { body: {
    type_id: 1,
    contact_name: 'Greta Lindqvist',
    company_name: 'Lindqvist Messtechnik GmbH',
    telephone: '+49 711 5550 1820',
    email_address: buyer.email,
    country_id: buyer.countryIds.DE,
    city: 'Stuttgart',
    postal_code: '70173',
    address_ln1: 'Königstraße 28',
  } });
}

/** Buys an offer's MOQ from its product page, as "buy now" does: the order awaits payment. */
async function placeOrder(buyer: Buyer, address: Address, offer: SkuOffer): Promise<OrderPlaced> {
  const item = { goods_id: offer.goods_id, sku_id: offer.sku_id, num: offer.moq };
  const preview = await buyer.api<OrderCheckoutPreview>('POST', '/api/orders/buyNow_before', { body: { ...item, address_id: address.address_id } });
  return buyer.api<OrderPlaced>('POST', '/api/orders/add', { body: {
    source: 'buy_now',
    buy_now: item,
    address_id: address.address_id,
    shipping_id: preview.shipping_id,
    expected_realized_price: preview.realized_price,
  } });
}

/**
 * A fresh buyer, signed in in the browser, with one order awaiting payment. Each test names its own part
 * family, so tests running side by side never order each other's stock away.
 */
async function buyerWithOrder(page: Page, baseURL: string, keywords: string, orders = 3) {
  const buyer = await registerBuyer(page.request, { label: 'orders', contactName: 'Greta Lindqvist', companyName: 'Lindqvist Messtechnik GmbH' });
  await signInBrowser(page.context(), baseURL, buyer);
  const address = await shippingAddress(buyer);
  const offer = await offerInStock(buyer, keywords, orders);
  const order = await placeOrder(buyer, address, offer);
  return { buyer, address, offer, order };
}

/** Staff receive the bank transfer and hand the order to DHL. */
async function payAndShip(order: OrderPlaced, tracking: string) {
  await admin('payment', 'bank-received', order.order_sn, '--amount', String(order.realized_price), '--reference', `E2E-${order.order_sn}`);
  await admin('order', 'ship', order.order_sn, '--carrier', 'DHL Express', '--tracking', tracking, '--url', `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${tracking}`);
}

const orderCards = (page: Page) => page.getByTestId('order-card');

test('the order history pages through the orders and filters them by state, both kept in the URL', async ({ page, baseURL }) => {
  const { buyer, address, offer, order: first } = await buyerWithOrder(page, baseURL!, 'LM358', 15);
  // Eleven orders: one more than a page holds.
  for (let count = 2; count <= 11; count++) await placeOrder(buyer, address, offer);
  await buyer.api('POST', '/api/user/order/cancel', { body: { order_sn: first.order_sn, cancel_reason: 'Placed twice by mistake' } });

  await page.goto('/myaccount/order-status-history');
  await expect(page.getByText(orders('orders_count', { count: 11 }))).toBeVisible();
  await expect(orderCards(page)).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: orders('orders_pagerLabel') });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(orderCards(page)).toHaveCount(1);
  // Newest first: the first order placed is the last one, on page 2.
  await expect(orderCards(page).first().getByRole('heading')).toHaveText(first.order_sn);

  const filter = page.getByRole('navigation', { name: orders('orders_filterLabel') });
  await filter.getByRole('link', { name: orders('orders_stateCancelled') }).click();
  await expect(page).toHaveURL(/[?&]state=cancelled/);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCards(page).first()).toContainText(orders('orders_stateCancelled'));
  await expect(orderCards(page).first().getByRole('button', { name: orders('orders_cancelOrder', { orderSn: first.order_sn }) })).toHaveCount(0);

  // A reload (or a shared link) opens the same filtered list.
  await page.reload();
  await expect(filter.getByRole('link', { name: orders('orders_stateCancelled') })).toHaveAttribute('aria-current', 'page');
  await expect(orderCards(page)).toHaveCount(1);

  await filter.getByRole('link', { name: orders('orders_stateAwaitingPayment') }).click();
  await expect(orderCards(page)).toHaveCount(10);
  const row = orderCards(page).first();
  await expect(row).toContainText(orders('orders_payUnpaid'));
  await expect(row.getByRole('link', { name: new RegExp(`^${orders('orders_pay')}`) })).toHaveAttribute('href', /\/pay\/payment\?order=CM/);

  await filter.getByRole('link', { name: orders('orders_stateShipped') }).click();
  await expect(page.getByText('It is empty')).toBeVisible();
});

test('an unpaid order cancelled from its page says so, and its stock goes back on sale', async ({ page, baseURL }) => {
  const { buyer, offer, order } = await buyerWithOrder(page, baseURL!, 'STM32');
  // Offers are read through a short server cache: wait for the reserved pieces to show.
  await expect.poll(() => stockOf(buyer, offer), { timeout: 20_000 }).toBe(offer.stock - offer.moq);

  await page.goto(`/myaccount/order-status-history/${order.order_sn}`);
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateAwaitingPayment'));
  await expect(page.getByRole('link', { name: orders('orders_payOrder', { orderSn: order.order_sn }) })).toHaveAttribute('href', `/pay/payment?order=${order.order_sn}`);
  await page.getByRole('button', { name: orders('orders_cancelOrder', { orderSn: order.order_sn }) }).click();
  const dialog = page.getByRole('dialog', { name: orders('orders_cancelTitle', { orderSn: order.order_sn }) });
  await dialog.getByRole('textbox', { name: orders('orders_cancelReason') }).fill('Ordered the wrong package, will reorder.');
  await dialog.getByRole('button', { name: orders('orders_cancelConfirm') }).click();

  await expect(page.getByText(orders('orders_cancelled', { orderSn: order.order_sn }), { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateCancelled'));
  await expect(page.getByText(orders('orders_stepReason', { reason: 'Ordered the wrong package, will reorder.' }))).toBeVisible();
  await expect(page.getByRole('button', { name: orders('orders_cancelOrder', { orderSn: order.order_sn }) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: orders('orders_payOrder', { orderSn: order.order_sn }) })).toHaveCount(0);
  await expect.poll(() => stockOf(buyer, offer), { timeout: 20_000 }).toBe(offer.stock);
});

test('an order that moved on meanwhile is explained in words, with a way to see it as it is now', async ({ page, baseURL }) => {
  const { buyer, order } = await buyerWithOrder(page, baseURL!, 'W25Q128');
  await page.goto(`/myaccount/order-status-history/${order.order_sn}`);
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateAwaitingPayment'));
  // Cancelled in another tab while this page still offers it.
  await buyer.api('POST', '/api/user/order/cancel', { body: { order_sn: order.order_sn } });

  await page.getByRole('button', { name: orders('orders_cancelOrder', { orderSn: order.order_sn }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: orders('orders_cancelConfirm') }).click();
  await expect(dialog.getByRole('alert')).toContainText(order.order_sn);
  await dialog.getByRole('button', { name: orders('orders_refresh') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateCancelled'));
});

test('a shipped order shows its carrier and tracking number, and its receipt can be confirmed', async ({ page, baseURL }) => {
  const { order } = await buyerWithOrder(page, baseURL!, 'SN74HC595');
  await payAndShip(order, '4815162342');

  await page.goto(`/myaccount/order-status-history/${order.order_sn}`);
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateShipped'));
  await expect(page.getByTestId('order-carrier')).toHaveText('DHL Express');
  const tracking = page.getByTestId('order-tracking').getByRole('link');
  await expect(tracking).toContainText('4815162342');
  await expect(tracking).toHaveAttribute('href', /tracking-id=4815162342$/);
  const history = page.getByRole('region', { name: orders('orders_historyTitle') });
  for (const step of ['orders_stepPlaced', 'orders_stepPaid', 'orders_stepShipped']) await expect(history.getByText(orders(step))).toBeVisible();
  await expect(page.getByRole('button', { name: orders('orders_cancelOrder', { orderSn: order.order_sn }) })).toHaveCount(0);

  await page.getByRole('button', { name: orders('orders_receiveOrder', { orderSn: order.order_sn }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: orders('orders_receiveConfirm') }).click();
  await expect(page.getByText(orders('orders_received', { orderSn: order.order_sn }), { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateCompleted'));
  await expect(history.getByText(orders('orders_stepReceived'))).toBeVisible();
  await expect(page.getByRole('button', { name: orders('orders_receiveOrder', { orderSn: order.order_sn }) })).toHaveCount(0);

  // The list shows the new state as well.
  await page.getByRole('link', { name: orders('orders_backToList') }).click();
  await expect(orderCards(page).first()).toContainText(orders('orders_stateCompleted'));
});

test('a paid order and a cancelled one tell their history: each step, who took it, and every payment', async ({ page, baseURL }) => {
  const { buyer, address, offer, order: paid } = await buyerWithOrder(page, baseURL!, 'SN65HVD230', 2);
  const cancelled = await placeOrder(buyer, address, offer);
  await buyer.api('POST', '/api/pay/bank/confirm', { body: { order_sn: paid.order_sn, remittance_reference: `WIRE-${paid.order_sn}` } });
  await payAndShip(paid, '7351908264');
  await buyer.api('POST', '/api/user/order/cancel', { body: { order_sn: cancelled.order_sn, cancel_reason: 'Found the part in our own stock' } });

  await page.goto(`/myaccount/order-status-history/${paid.order_sn}`);
  const history = page.getByRole('region', { name: orders('orders_historyTitle') });
  const steps = history.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator('.order-timeline-what')).toHaveText(['orders_stepPlaced', 'orders_stepTransferReported', 'orders_stepPaid', 'orders_stepShipped'].map((key) => orders(key)));
  await expect(steps.nth(1)).toContainText(orders('orders_byBuyer'));
  await expect(steps.nth(2)).toContainText(orders('orders_byChipmart'));
  await expect(steps.nth(3)).toContainText(orders('orders_stepTracking', { carrier: 'DHL Express', number: '7351908264' }));
  const payment = page.getByRole('region', { name: orders('orders_paymentTitle') });
  const attempt = payment.getByRole('listitem');
  await expect(attempt).toHaveCount(1);
  await expect(attempt).toContainText(orders('orders_methodBank'));
  await expect(attempt).toContainText(orders('orders_attemptPaid'));

  await page.goto(`/myaccount/order-status-history/${cancelled.order_sn}`);
  await expect(page.getByTestId('order-state')).toHaveText(orders('orders_stateCancelled'));
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText(orders('orders_stepCancelled'));
  await expect(steps.nth(1)).toContainText(orders('orders_byBuyer'));
  await expect(steps.nth(1)).toContainText(orders('orders_stepReason', { reason: 'Found the part in our own stock' }));
  await expect(page.getByRole('region', { name: orders('orders_paymentTitle') })).toContainText(orders('orders_noPaymentYet'));
});

test('a quote given by staff goes from the RFQ history into the cart, and the cart count follows', async ({ page, baseURL }) => {
  const buyer = await registerBuyer(page.request, { label: 'orders', contactName: 'Greta Lindqvist', companyName: 'Lindqvist Messtechnik GmbH' });
  await signInBrowser(page.context(), baseURL!, buyer);
  const offer = await offerInStock(buyer, 'TXS0108');
  const sent = await buyer.api<RfqSubmitResult>('POST', '/api/rfq/saveRfqContact', { body: {
    contact_name: 'Greta Lindqvist',
    company_name: 'Lindqvist Messtechnik GmbH',
    email: buyer.email,
    telephone: '+49 711 5550 1820',
    country_id: buyer.countryIds.DE,
    items: [{ part_number: offer.part_number, manufacturer: offer.brand_name, qty: offer.moq * 2, goods_id: offer.goods_id }],
  } });
  const rfq = await buyer.api<RfqDetail>('GET', `/api/user/rfq/rfqDetail?rfq_id=${sent.rfq_id}`);
  const item = rfq.items[0]!;
  await admin('rfq', 'quote', sent.rfq_sn, '--item', String(item.rfq_item_id), '--price', '0.0031', '--qty', String(offer.moq * 2), '--moq', String(offer.moq), '--lead', '3', '--valid-days', '7', '--sku', String(offer.sku_id));

  await page.goto('/myaccount/rfq-history');
  const card = page.getByTestId('rfq-card').filter({ hasText: sent.rfq_sn });
  await expect(card).toContainText(rfqs('rfqHistory_stateQuoted'));
  await card.getByRole('button', { name: rfqs('rfqHistory_showQuotes', { rfqSn: sent.rfq_sn }) }).click();
  const quote = card.getByTestId('rfq-quote');
  await expect(quote).toContainText('$0.00310');
  await expect(page.getByTestId('badge-cart')).toHaveCount(0);

  const pieces = quote.getByRole('textbox', { name: /^Pieces/ });
  await pieces.fill('0');
  await quote.getByRole('button', { name: rfqs('rfqHistory_addQuoteToCart', { part: item.part_number }) }).click();
  await expect(pieces).toHaveAttribute('aria-invalid', 'true');
  await pieces.fill(String(offer.moq));
  await quote.getByRole('button', { name: rfqs('rfqHistory_addQuoteToCart', { part: item.part_number }) }).click();
  await expect(page.getByText(rfqs('rfqHistory_addedToCart', { part: item.part_number }), { exact: true })).toBeVisible();
  await expect(page.getByTestId('badge-cart')).toHaveText('1');

  // Once staff close the RFQ its quote is refused, with the reason.
  await admin('rfq', 'close', sent.rfq_sn, '--reason', 'Buyer ordered elsewhere');
  await page.reload();
  await card.getByRole('button', { name: rfqs('rfqHistory_showQuotes', { rfqSn: sent.rfq_sn }) }).click();
  await expect(card).toContainText(rfqs('rfqHistory_stateClosed'));
  await expect(quote.getByTestId('quote-refusal')).toHaveText(rfqs('rfqHistory_refusedClosed'));
  await expect(quote.getByRole('button', { name: rfqs('rfqHistory_addQuoteToCart', { part: item.part_number }) })).toHaveCount(0);
});

test('the order history, an order and the RFQ history have no serious or critical axe findings, on a phone too', async ({ page, baseURL }) => {
  test.slow();
  const { buyer, order } = await buyerWithOrder(page, baseURL!, 'PC817');
  await payAndShip(order, '7312845590');
  await buyer.api('POST', '/api/rfq/saveRfqContact', { body: {
    contact_name: 'Greta Lindqvist',
    company_name: 'Lindqvist Messtechnik GmbH',
    email: buyer.email,
    telephone: '+49 711 5550 1820',
    country_id: buyer.countryIds.DE,
    items: [{ part_number: 'LM358DR', manufacturer: 'Texas Instruments', qty: 2500 }],
  } });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/myaccount/order-status-history');
    await expect(orderCards(page)).toHaveCount(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`/myaccount/order-status-history/${order.order_sn}`);
    await expect(page.getByTestId('order-tracking')).toContainText('7312845590');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/myaccount/rfq-history');
    await page.getByTestId('rfq-card').first().getByRole('button', { expanded: false }).click();
    await expect(page.getByText(rfqs('rfqHistory_noQuotesYet'))).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
