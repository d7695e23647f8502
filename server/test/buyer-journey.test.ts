import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { catalogTotals, categoryStats, skus } from '../src/platform/db/schema/index.ts';
import { fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount } from './support/identity-fixtures.ts';
import { DHL, FEDEX, fillShippingFixture, GERMANY, SF, skuOf } from './support/order-fixtures.ts';
import { formPost, SANDBOX_PAYMENTS, shopPath, wechatPayCode } from './support/payment-sandbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The buying features together, as main composes them: saved addresses,
 * the cart, RFQ quotes, checkout, the payment providers' sandboxes, net
 * terms, the operator CLI and the timers. Everything goes through the public
 * calls (answers checked against the contract), the sandbox routes and the
 * operator commands; the database is only read, to see what a buyer cannot.
 * Accounts and sessions come from the identity fixtures (signing up is
 * identity's own test).
 */

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);
const operator = { name: 'ops-test' };

const HENGXIN = 1;
const ARROWTECH = 2;

/** The address form as a buyer in Munich fills it in. */
const goodsReceiving = {
  type_id: 1 as const,
  contact_name: 'Anna Schmidt',
  company_name: 'Schmidt Elektronik GmbH',
  telephone: '+49 89 2180 4410',
  email_address: 'wareneingang@schmidt-elektronik.de',
  country_id: GERMANY,
  state: 'Bavaria',
  city: 'Munich',
  postal_code: '80339',
  address_ln1: 'Landsberger Str. 110',
  address_ln2: 'Tor 3, Wareneingang',
};
const accountsPayable = {
  ...goodsReceiving,
  type_id: 2 as const,
  contact_name: 'Markus Weber',
  email_address: 'invoices@schmidt-elektronik.de',
  address_ln1: 'Sendlinger Str. 27',
  address_ln2: '',
};

describeEachEngine('the buyer’s journey across features', (engine) => {
  let server: TestServer;
  const db = () => server.database.db;
  const admin = (name: string, input: unknown) => executeAdminCommand(server.composed, { name, input, operator });
  const stockOf = async (skuId: number) => (await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;

  /** A new buyer, signed in, with a shipping address saved through the address book. */
  async function buyer() {
    const account = await createAccount(db(), now());
    const token = (await issueSession(db(), account.id, now())).token;
    const shipping = await server.ok('createUserAddress', { token, body: goodsReceiving });
    return { userId: account.id, email: account.email, token, addressId: shipping.address_id };
  }

  /** Buys one offer directly at the price checkout shows in the request currency. */
  async function buyNow(who: { token: string; addressId: number }, line: { goods_id: number; sku_id: number; num: number }, headers: Record<string, string> = {}) {
    const preview = await server.ok('previewBuyNow', { token: who.token, body: line, headers });
    expect(preview).toMatchObject({ can_submit: true, address_id: who.addressId });
    return server.ok('placeOrder', {
      token: who.token,
      headers,
      body: { source: 'buy_now', buy_now: line, address_id: who.addressId, shipping_id: preview.shipping_id!, expected_realized_price: preview.realized_price },
    });
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      catalogCacheMs: 0,
      payments: SANDBOX_PAYMENTS,
      // The sandbox calls this server back through the app itself, as it would over HTTP at PUBLIC_URL.
      paymentsFetch: (input, init) => server.request(input, init),
      prepare: async ({ db }) => {
        await fillCatalogFixture(db);
        await fillShippingFixture(db);
      },
    });
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    current += 60_000;
  });

  it('saves addresses, checks out two cart lines, pays by PayPal, is shipped, confirms receipt; the order keeps the address it was placed with', async () => {
    const { token } = await buyer();
    const billing = await server.ok('createUserAddress', { token, body: accountsPayable });
    const saved = await server.ok('listUserAddresses', { token });
    const shippingAddress = saved.lists.find((address) => address.type_id === 1)!;
    expect(shippingAddress).toMatchObject({ is_default: true, city: 'Munich' });

    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: stm32, cart_num: 100 } });
    await server.ok('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: lm358, cart_num: 10 } });
    const before = [await stockOf(stm32), await stockOf(lm358)];

    const preview = await server.ok('previewCheckout', { token, body: { billing_id: billing.address_id } });
    expect(preview).toMatchObject({
      source: 'cart',
      address_id: shippingAddress.address_id,
      billing_id: billing.address_id,
      shipping_id: SF,
      goods_count: 2,
      goods_price: 212.14,
      shipping_price: 28,
      realized_price: 240.14,
      can_submit: true,
      problems: [],
    });
    expect(preview.shipping_options.map((option) => option.shippingId)).toEqual([SF, DHL, FEDEX]);
    const methods = Object.fromEntries(preview.pay_methods.map((method) => [method.pay_method, method]));
    expect(Object.keys(methods)).toEqual(['paypal', 'wechat', 'alipay', 'bank', 'bill']);
    expect(methods.paypal).toMatchObject({ available: true, pay_amount: 240.14, pay_currency_code: 'USD' });
    expect(methods.bank).toMatchObject({ available: true });
    expect(methods.bill).toMatchObject({ available: false, unavailable_reason: 'You have no approved net terms yet; apply for them in your account.' });

    const placed = await server.ok('placeOrder', {
      token,
      body: { source: 'cart', address_id: preview.address_id!, billing_id: billing.address_id, shipping_id: preview.shipping_id!, expected_realized_price: preview.realized_price },
    });
    expect(placed).toMatchObject({ state: 0, pay_state: 0, realized_price: 240.14, cart_count: 0 });
    const orderSn = placed.order_sn;
    expect((await server.ok('getCartLists', { token })).lists).toEqual([]);
    expect([await stockOf(stm32), await stockOf(lm358)]).toEqual([before[0]! - 100, before[1]! - 10]);

    // PayPal: create, the payer approves on the sandbox page, we capture.
    const created = await server.ok('createPaypalOrder', { token, body: { order_sn: orderSn } });
    expect(created).toMatchObject({ order_sn: orderSn, status: 'PAYER_ACTION_REQUIRED', amount: 240.14, currency_code: 'USD' });
    expect(await (await server.request(shopPath(created.approve_url!))).text()).toContain('240.14 USD');
    const approved = await server.request('/sandbox/paypal/checkoutnow', formPost({ token: created.paypal_order_id, decision: 'approve' }));
    expect(approved.status).toBe(303);
    const captured = await server.ok('capturePaypalOrder', { token, body: { order_sn: orderSn, paypal_order_id: created.paypal_order_id } });
    expect(captured).toMatchObject({ capture_status: 'COMPLETED', state: 1, pay_state: 2 });
    expect(await server.ok('getOrderPaymentState', { token, query: { order_sn: orderSn } })).toMatchObject({ state: 1, pay_state: 2, pay_method: 'paypal', expire_time: null });

    const shipped = await admin('order ship', { orderSn, carrier: 'DHL Express', tracking: '4815162342', url: null });
    expect(shipped).toMatchObject({ ok: true, result: { order_sn: orderSn, state: 2 } });
    expect(await server.ok('getOrder', { token, params: { orderSn } })).toMatchObject({ state: 2, can_receive: true, shipping: { delivery_name: 'DHL Express', tracking_number: '4815162342' } });
    expect(await server.ok('confirmOrderReceipt', { token, body: { order_sn: orderSn } })).toMatchObject({ state: 3, pay_state: 2 });

    // Editing, then deleting, the saved address does not reach the order placed with it.
    await server.ok('updateUserAddress', { token, params: { addressId: shippingAddress.address_id }, body: { ...goodsReceiving, city: 'Augsburg', address_ln1: 'Haunstetter Str. 49' } });
    expect((await server.ok('listUserAddresses', { token })).lists.find((address) => address.address_id === shippingAddress.address_id)).toMatchObject({ city: 'Augsburg' });
    await server.ok('deleteUserAddress', { token, params: { addressId: shippingAddress.address_id } });
    await server.ok('deleteUserAddress', { token, params: { addressId: billing.address_id } });
    expect(await server.ok('getOrder', { token, params: { orderSn } })).toMatchObject({
      state: 3,
      shipping_address: { contact_name: 'Anna Schmidt', city: 'Munich', address_ln1: 'Landsberger Str. 110', country_name: 'Germany' },
      billing_address: { contact_name: 'Markus Weber', address_ln1: 'Sendlinger Str. 27' },
    });
  });

  it('buys now in yuan and pays by WeChat Pay: the sandbox payer scans the code and its notification marks the order paid', async () => {
    const who = await buyer();
    const lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
    const placed = await buyNow(who, { goods_id: part.lm358dr, sku_id: lm358, num: 1000 }, { Currency: 'CNY' });
    expect(placed).toMatchObject({ state: 0, pay_state: 0, currency_code: 'CNY', currency_symbol: '¥' });
    const methods = await server.ok('listPayMethods', { token: who.token, query: { order_sn: placed.order_sn } });
    expect(methods.methods.find((method) => method.pay_method === 'wechat')).toMatchObject({ available: true, pay_amount: placed.realized_price, pay_currency_code: 'CNY' });

    const created = await server.ok('createWeChatPayOrder', { token: who.token, body: { order_sn: placed.order_sn } });
    expect(created).toMatchObject({ order_sn: placed.order_sn, amount: placed.realized_price, currency_code: 'CNY' });
    const code = wechatPayCode(created.code_url);
    expect(await (await server.request(`/sandbox/wechat/scan?pr=${code}`)).text()).toContain(`¥${placed.realized_price.toFixed(2)}`);
    const scanned = await server.request('/sandbox/wechat/scan', formPost({ pr: code, decision: 'pay' }));
    expect(await scanned.text()).toContain('answered HTTP 204');
    expect(await server.ok('getOrderPaymentState', { token: who.token, query: { order_sn: placed.order_sn } })).toMatchObject({
      state: 1,
      pay_state: 2,
      pay_method: 'wechat',
      realized_price: placed.realized_price,
      currency_code: 'CNY',
    });
  });

  it('pays by bank transfer: the reported transfer is pending until finance marks it received, and the operator log shows who did', async () => {
    const who = await buyer();
    const placed = await buyNow(who, { goods_id: part.pic18f4550, sku_id: await skuOf(db(), part.pic18f4550, HENGXIN), num: 20 });
    const account = await server.ok('getBankTransferAccount', { token: who.token, query: { order_sn: placed.order_sn } });
    expect(account).toMatchObject({ amount: placed.realized_price, currency_code: 'USD', reference: placed.order_sn });

    await server.ok('confirmBankTransfer', { token: who.token, body: { order_sn: placed.order_sn, remittance_reference: 'DEUTDEFF20261122A1' } });
    expect(await server.ok('getOrderPaymentState', { token: who.token, query: { order_sn: placed.order_sn } })).toMatchObject({ state: 0, pay_state: 1 });
    expect(await server.ok('getOrder', { token: who.token, params: { orderSn: placed.order_sn } })).toMatchObject({ state: 0, pay_state: 1 });

    const received = await admin('payment bank-received', { orderSn: placed.order_sn, amount: placed.realized_price, reference: 'MT103-20261122' });
    expect(received).toMatchObject({ ok: true, result: { state: 1, payState: 2 } });
    expect(await server.ok('getOrderPaymentState', { token: who.token, query: { order_sn: placed.order_sn } })).toMatchObject({ state: 1, pay_state: 2, pay_method: 'bank' });

    const log = await admin('log', { target: `order:${placed.order_sn}`, limit: 20 });
    expect(log).toMatchObject({ ok: true, result: [{ operator: 'ops-test', action: 'payment.bankReceived', target: `order:${placed.order_sn}` }] });
    if (log.ok) expect(log.text).toContain('payment.bankReceived');
  });

  it('buys on net terms once staff approve the credit line, and a refund gives the credit back', async () => {
    const who = await buyer();
    await server.ok('applyForCredit', {
      token: who.token,
      body: { company_name: 'Schmidt Elektronik GmbH', requested_amount: 5000, currency_code: 'USD', expected_monthly_volume: 3000, trade_references: 'Arrow Electronics, net 30 since 2021.' },
    });
    expect(await admin('credit approve', { userId: who.userId, limit: 5000, periodDays: 30, currencyCode: 'USD' })).toMatchObject({ ok: true });
    const line = { goods_id: part.stm32f103rct6, sku_id: await skuOf(db(), part.stm32f103rct6, HENGXIN), num: 100 };

    const preview = await server.ok('previewBuyNow', { token: who.token, body: line });
    expect(preview.pay_methods.find((method) => method.pay_method === 'bill')).toMatchObject({ available: true, unavailable_reason: null, pay_amount: preview.realized_price });
    const placed = await server.ok('placeOrder', {
      token: who.token,
      body: { source: 'buy_now', buy_now: line, address_id: who.addressId, shipping_id: preview.shipping_id!, expected_realized_price: preview.realized_price },
    });
    const paid = await server.ok('payOrderOnTerms', { token: who.token, body: { order_sn: placed.order_sn, po_number: 'PO-2026-0091' } });
    expect(paid).toMatchObject({ state: 1, pay_state: 3, amount: placed.realized_price, period_days: 30, remaining_credit_amount: 5000 - placed.realized_price });
    expect(await server.ok('getOrderPaymentState', { token: who.token, query: { order_sn: placed.order_sn } })).toMatchObject({ state: 1, pay_state: 3, pay_method: 'bill' });
    expect(await server.ok('getUserCredit', { token: who.token })).toMatchObject({ credit_amount: 5000, used_credit_amount: placed.realized_price });

    const refunded = await admin('order refund', { orderSn: placed.order_sn, reason: 'Wrong part ordered, returned unopened' });
    expect(refunded).toMatchObject({ ok: true, result: { state: 5, pay_state: 4 } });
    expect(await server.ok('getOrder', { token: who.token, params: { orderSn: placed.order_sn } })).toMatchObject({ state: 5, pay_state: 4 });
    expect(await server.ok('getUserCredit', { token: who.token })).toMatchObject({ used_credit_amount: 0, remaining_credit_amount: 5000 });
  });

  it('asks for a quote, staff quote a catalog offer, the buyer checks the quote out at its price and the RFQ shows as ordered', async () => {
    const who = await buyer();
    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const sent = await server.ok('submitRfqList', {
      token: who.token,
      body: {
        contact_name: 'Anna Schmidt',
        company_name: 'Schmidt Elektronik GmbH',
        email: who.email,
        telephone: '+49 89 2180 4410',
        country_id: GERMANY,
        items: [{ part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', qty: 3000, goods_id: part.stm32f103c8t6 }],
      },
    });
    const sentDetail = await server.ok('getMyRfqDetail', { token: who.token, query: { rfq_id: sent.rfq_id } });
    const quoted = await admin('rfq quote', {
      rfqSn: sent.rfq_sn,
      itemId: sentDetail.items[0]!.rfq_item_id,
      price: 1.5,
      quantity: 3000,
      moq: 500,
      leadTimeDays: 3,
      validDays: 14,
      skuId: stm32,
      partNumber: null,
      manufacturer: null,
      dateCode: null,
      remark: null,
    });
    if (!quoted.ok) throw new Error(`rfq quote refused: ${quoted.message}`);
    const quoteId = (quoted.result as { quoteId: number }).quoteId;
    expect((await server.ok('getMyRfqDetail', { token: who.token, query: { rfq_id: sent.rfq_id } })).items[0]!.quotes).toMatchObject([{ quote_id: quoteId, price: 1.5, sku_id: stm32 }]);

    await server.ok('addRfqQuoteToCart', { token: who.token, body: { quote_id: quoteId, cart_num: 1000 } });
    const preview = await server.ok('previewCheckout', { token: who.token, body: {} });
    // The catalog's 1000+ break is $1.95; the line is priced at the quote.
    expect(preview.lines).toMatchObject([{ sku_id: stm32, num: 1000, unit_price: 1.5, subtotal_price: 1500 }]);
    expect(preview).toMatchObject({ goods_price: 1500, can_submit: true });
    const placed = await server.ok('placeOrder', {
      token: who.token,
      body: { source: 'cart', address_id: preview.address_id!, shipping_id: preview.shipping_id!, expected_realized_price: preview.realized_price },
    });

    const order = await server.ok('getOrder', { token: who.token, params: { orderSn: placed.order_sn } });
    expect(order.order_goods).toMatchObject([{ part_number: 'STM32F103C8T6', num: 1000, unit_price: 1.5, subtotal_price: 1500 }]);
    const ordered = await server.ok('listMyRfqs', { token: who.token, query: { state: 3 } });
    expect(ordered.lists.map((rfq) => rfq.rfq_id)).toEqual([sent.rfq_id]);
    expect((await server.ok('getMyRfqDetail', { token: who.token, query: { rfq_id: sent.rfq_id } })).state).toBe(3);
  });

  it('cancels an unpaid order when its pay window ends: the stock goes back on sale, in search and in the category counts', async () => {
    const who = await buyer();
    // The part's only offer: 700 pcs; buying them all sells the part out.
    const onlyOffer = await skuOf(db(), part.stm32f103c8t7, ARROWTECH);
    const inStockSearch = async () => (await server.ok('searchGoods', { query: { keywords: 'STM32F103C8T7', in_stock_only: true } })).lists.map((result) => [result.goods.goods_id, result.goods.stock]);
    // The category counts as getCategoryStat serves them once its in-process snapshot reloads (up to a
    // minute late by design, decision 47): the rows the stock changes keep exact.
    const stats = async () => ({
      total: (await db().select({ inStock: catalogTotals.inStockPartsCount }).from(catalogTotals))[0]!.inStock,
      integratedCircuits: (await db().select({ inStock: categoryStats.inStockCount }).from(categoryStats).where(eq(categoryStats.categoryId, 1)))[0]!.inStock,
    });
    const start = await stats();
    expect(await inStockSearch()).toContainEqual([part.stm32f103c8t7, 700]);

    const placed = await buyNow(who, { goods_id: part.stm32f103c8t7, sku_id: onlyOffer, num: 700 });
    expect(await stockOf(onlyOffer)).toBe(0);
    expect((await inStockSearch()).map(([goodsId]) => goodsId)).not.toContain(part.stm32f103c8t7);
    expect(await stats()).toEqual({ total: start.total - 1, integratedCircuits: start.integratedCircuits - 1 });

    const expiry = server.composed.timers.find((timer) => timer.name === 'order-expiry')!;
    // A second before the deadline the timer leaves it (it may expire earlier journeys' unpaid orders).
    current = Date.parse(placed.expire_time!) - 1000;
    await expiry.runDue(now());
    expect(await server.ok('getOrder', { token: who.token, params: { orderSn: placed.order_sn } })).toMatchObject({ state: 0, can_pay: true });

    current = Date.parse(placed.expire_time!) + 1000;
    expect(await expiry.runDue(now())).toBe(1);
    expect(await server.ok('getOrder', { token: who.token, params: { orderSn: placed.order_sn } })).toMatchObject({ state: 4, pay_state: 0, can_pay: false });
    expect(await server.ok('getOrderPaymentState', { token: who.token, query: { order_sn: placed.order_sn } })).toMatchObject({ state: 4 });
    expect((await server.call('createPaypalOrder', { token: who.token, body: { order_sn: placed.order_sn } })).status).toBe(409);
    expect(await stockOf(onlyOffer)).toBe(700);
    expect(await inStockSearch()).toContainEqual([part.stm32f103c8t7, 700]);
    expect(await stats()).toEqual(start);
  });
});
