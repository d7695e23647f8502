import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { refreshCatalogStats } from '../src/features/catalog/index.ts';
import { catalogTotals, categoryFacetStats, categoryStats, goods, manufacturerCategoryStats, orderLines, orders, skus } from '../src/platform/db/schema/index.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { buyerWithAddress, CHINA, DHL, FEDEX, fillOrderingFixture, FixtureAddressBook, NOWHERE, SF, skuOf } from './support/order-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);

const HENGXIN = 1;
const ARROWTECH = 2;
const RHEIN = 3;

describeEachEngine('checkout and placing orders', (engine) => {
  let server: TestServer;
  const addresses = new FixtureAddressBook();
  let buyer: Awaited<ReturnType<typeof buyerWithAddress>>;
  let other: Awaited<ReturnType<typeof buyerWithAddress>>;
  const db = () => server.database.db;

  const stockOf = async (skuId: number) => (await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
  const partStock = async (goodsId: number) => {
    const [row] = await queryRows<{ goods: number; search: number }>(db(), sql`select g.stock as goods, s.stock as search from goods g join goods_search s on s.goods_id = g.id where g.id = ${goodsId}`);
    return { goods: Number(row!.goods), search: Number(row!.search) };
  };
  const setStock = async (skuId: number, stock: number) => db().update(skus).set({ stock }).where(eq(skus.id, skuId));

  async function emptyCart(token: string) {
    for (const line of (await server.ok('getCartLists', { token })).lists) await server.ok('deleteCartLine', { token, params: { cartId: line.id } });
  }

  /** 100 STM32F103C8T6 from Hengxin ($2.10) and 10 LM358DR from Arrowtech ($0.214) in the cart, ticked. */
  async function fillCart(token: string) {
    await server.ok('addCartItem', { token, body: { goods_id: part.stm32f103c8t6, sku_id: await skuOf(db(), part.stm32f103c8t6, HENGXIN), cart_num: 100 } });
    await server.ok('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: await skuOf(db(), part.lm358dr, ARROWTECH), cart_num: 10 } });
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      orderAddresses: addresses,
      prepare: ({ db }) => fillOrderingFixture(db),
    });
    buyer = await buyerWithAddress(db(), addresses, now());
    other = await buyerWithAddress(db(), addresses, now());
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await emptyCart(buyer.token);
    await emptyCart(other.token);
  });

  it('previews the ticked cart lines priced now, the shipping options to the default address (cheapest chosen), totals and pay methods', async () => {
    await fillCart(buyer.token);
    const preview = await server.ok('previewCheckout', { token: buyer.token, body: {} });
    expect(preview.source).toBe('cart');
    expect(preview.lines).toHaveLength(2);
    expect(preview.lines[0]).toMatchObject({
      goods_id: part.stm32f103c8t6,
      part_number: 'STM32F103C8T6',
      brand_name: 'STMicroelectronics',
      package_case: 'LQFP-48',
      supplier_name: 'Shenzhen Hengxin Electronics',
      date_code: '2544',
      lead_time_days: 2,
      stock: 48200,
      num: 100,
      unit_price: 2.1,
      subtotal_price: 210,
      cart_status: 0,
    });
    expect(preview.lines[0]!.cart_id).toEqual(expect.any(Number));
    expect(preview.shipping_options.map((option) => [option.shippingId, option.shippingPrice])).toEqual([
      [SF, 28],
      [DHL, 35],
      [FEDEX, 46.5],
    ]);
    expect(preview).toMatchObject({
      address_id: buyer.addressId,
      billing_id: null,
      shipping_id: SF,
      goods_count: 2,
      total_num: 110,
      goods_price: 212.14,
      shipping_price: 28,
      realized_price: 240.14,
      currency_code: 'USD',
      can_submit: true,
      problems: [],
    });
    // The registry's methods for the default site, in USD: CNY-only wallets and net terms (no line) are shown but unavailable.
    expect(preview.pay_methods.map(({ pay_method, available, pay_amount }) => ({ pay_method, available, pay_amount }))).toEqual([
      { pay_method: 'paypal', available: true, pay_amount: 240.14 },
      { pay_method: 'wechat', available: false, pay_amount: expect.any(Number) },
      { pay_method: 'alipay', available: false, pay_amount: expect.any(Number) },
      { pay_method: 'bank', available: true, pay_amount: 240.14 },
      { pay_method: 'bill', available: false, pay_amount: 240.14 },
    ]);
    expect(preview.shipping_addresses.map((address) => address.address_id)).toEqual([buyer.addressId]);

    // An unticked line is not part of the checkout.
    await server.ok('selectCartLines', { token: buyer.token, body: { cart_ids: [preview.lines[1]!.cart_id!], selected: false } });
    const one = await server.ok('previewCheckout', { token: buyer.token, body: { shipping_id: DHL } });
    expect(one).toMatchObject({ goods_count: 1, goods_price: 210, shipping_id: DHL, shipping_price: 35, realized_price: 245 });
  });

  it('prices the preview in the request currency, and uses the chosen billing address and shipping option', async () => {
    await fillCart(buyer.token);
    const billing = addresses.add(buyer.userId, 2);
    const euro = await server.ok('previewCheckout', { token: buyer.token, body: { address_id: buyer.addressId, billing_id: billing.address_id, shipping_id: FEDEX }, headers: { Currency: 'EUR' } });
    expect(euro.lines[0]).toMatchObject({ unit_price: 1.932, subtotal_price: 193.2 });
    expect(euro).toMatchObject({ billing_id: billing.address_id, shipping_id: FEDEX, shipping_price: 42.78, currency_code: 'EUR', currency_symbol: '€' });
    expect(euro.realized_price).toBe(Math.round((euro.goods_price + 42.78) * 100) / 100);
    expect(euro.billing_addresses.map((address) => address.address_id)).toEqual([billing.address_id]);
  });

  it('reads stock live and names every line that cannot be bought, with its reason', async () => {
    await fillCart(buyer.token);
    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
    await setStock(stm32, 60);
    await setStock(lm358, 0);
    try {
      const preview = await server.ok('previewCheckout', { token: buyer.token, body: {}, headers: { Lang: 'en' } });
      expect(preview.lines.map((line) => [line.part_number, line.stock, line.cart_status])).toEqual([
        ['STM32F103C8T6', 60, 2],
        ['LM358DR', 0, 1],
      ]);
      expect(preview.can_submit).toBe(false);
      expect(preview.problems).toEqual(['STM32F103C8T6: only 60 pcs in stock, reduce the quantity to 60', 'LM358DR: sold out at this supplier, remove the line']);
      const german = await server.ok('previewCheckout', { token: buyer.token, body: {}, headers: { Lang: 'de' } });
      expect(german.problems[0]).toBe('STM32F103C8T6: nur 60 Stück auf Lager, reduzieren Sie die Menge auf 60');
    } finally {
      await setStock(stm32, 48200);
      await setStock(lm358, 187500);
    }
  });

  it('asks for an address when the buyer has none, and has no shipping option for a country no carrier serves', async () => {
    const { token, userId } = await buyerWithAddress(db(), addresses, now());
    await fillCart(token);
    const far = addresses.add(userId, 1, { country_id: NOWHERE, country_name: 'Antarctica', is_default: false });
    const nowhere = await server.ok('previewCheckout', { token, body: { address_id: far.address_id } });
    expect(nowhere).toMatchObject({ shipping_options: [], shipping_id: null, shipping_price: 0, can_submit: false, problems: ['No shipping option delivers to the chosen address'] });
    const china = addresses.add(userId, 1, { country_id: CHINA, country_name: 'China', is_default: false });
    expect((await server.ok('previewCheckout', { token, body: { address_id: china.address_id } })).shipping_options).toEqual([
      { shippingId: SF, shippingName: 'SF Express International', shippingTime: '5-8 working days', shippingPrice: 12 },
    ]);

    const account = await buyerWithAddress(db(), new FixtureAddressBook(), now());
    await fillCart(account.token);
    const none = await server.ok('previewCheckout', { token: account.token, body: {} });
    expect(none).toMatchObject({ address_id: null, shipping_options: [], can_submit: false, problems: ['Add a shipping address to place the order'] });
  });

  it('refuses a checkout with no ticked line (409), an address or shipping option that is not the buyer’s (404), and strangers (401)', async () => {
    const empty = await server.call('previewCheckout', { token: buyer.token, body: {} });
    expect([empty.status, empty.message]).toEqual([409, 'Tick at least one cart line to check out']);
    await fillCart(buyer.token);
    const othersAddress = await server.call('previewCheckout', { token: buyer.token, body: { address_id: other.addressId } });
    expect([othersAddress.status, othersAddress.message]).toEqual([404, 'This address is not in your address book']);
    expect((await server.call('previewCheckout', { token: buyer.token, body: { shipping_id: 99 } })).status).toBe(404);
    expect((await server.call('previewCheckout', { token: buyer.token, body: { shipping_id: 0 } })).status).toBe(422);
    expect((await server.call('previewCheckout', { body: {} })).status).toBe(401);
  });

  it('previews buying one offer directly without touching the cart, refusing quantities off its rules (422) and unknown offers (404)', async () => {
    const reel = await skuOf(db(), part.stm32f103c8t6, RHEIN); // MOQ 250, multiples of 250, 5,000 in stock
    const preview = await server.ok('previewBuyNow', { token: buyer.token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, num: 2500 } });
    expect(preview).toMatchObject({ source: 'buy_now', goods_count: 1, total_num: 2500, goods_price: 4500, shipping_price: 28, realized_price: 4528, can_submit: true });
    expect(preview.lines[0]).toMatchObject({ cart_id: null, sku_id: reel, unit_price: 1.8, supplier_name: 'Rhein Elektronik Distribution GmbH' });
    expect((await server.ok('getCartCount', { token: buyer.token })).count).toBe(0);

    const offRule = await server.call('previewBuyNow', { token: buyer.token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, num: 300 } });
    expect([offRule.status, offRule.data]).toEqual([422, { errors: [{ field: 'num', message: 'Order this offer in multiples of 250 pcs' }] }]);
    const mismatched = await server.call('previewBuyNow', { token: buyer.token, body: { goods_id: part.lm358dr, sku_id: reel, num: 250 } });
    expect([mismatched.status, mismatched.message]).toEqual([404, 'This offer of the part does not exist any more']);
    const understock = await server.ok('previewBuyNow', { token: buyer.token, body: { goods_id: part.stm32f103c8t6, sku_id: reel, num: 5250 } });
    expect(understock).toMatchObject({ can_submit: false, problems: ['STM32F103C8T6: only 5,000 pcs in stock, reduce the quantity to 5,000'] });
  });

  it('places the ticked lines: stock reserved, the part and search stock follow, the lines leave the cart, the addresses are copied', async () => {
    await fillCart(buyer.token);
    await server.ok('addCartItem', { token: buyer.token, body: { goods_id: part.pic18f4550, sku_id: await skuOf(db(), part.pic18f4550, HENGXIN), cart_num: 5 } });
    const picLine = (await server.ok('getCartLists', { token: buyer.token })).lists.find((line) => line.goods_id === part.pic18f4550)!;
    await server.ok('selectCartLines', { token: buyer.token, body: { cart_ids: [picLine.id], selected: false } });
    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const before = { sku: await stockOf(stm32), part: await partStock(part.stm32f103c8t6) };
    const billing = addresses.add(buyer.userId, 2, { contact_name: 'Accounts Payable' });

    const placed = await server.call('placeOrder', {
      token: buyer.token,
      body: { source: 'cart', address_id: buyer.addressId, billing_id: billing.address_id, shipping_id: DHL, expected_realized_price: 247.14, remark: 'CoC for every line', po_number: 'PO-2026-00452' },
    });
    expect(placed.code).toBe(200);
    const data = placed.data as { order_sn: string };
    expect(placed.message).toBe(`Order ${data.order_sn} placed`);
    expect(placed.data).toEqual({
      order_sn: expect.stringMatching(/^CM261122\d{6,}$/),
      state: 0,
      pay_state: 0,
      realized_price: 247.14,
      currency_code: 'USD',
      currency_symbol: '$',
      create_time: '2026-11-22T10:00:00Z',
      expire_time: '2026-11-25T10:00:00Z',
      pay_page_url: `/pay/payment?order_sn=${data.order_sn}`,
      cart_count: 1,
    });
    expect(await stockOf(stm32)).toBe(before.sku - 100);
    expect(await partStock(part.stm32f103c8t6)).toEqual({ goods: before.part.goods - 100, search: before.part.search - 100 });
    expect((await server.ok('getCartLists', { token: buyer.token })).lists.map((line) => line.goods_id)).toEqual([part.pic18f4550]);

    const detail = await server.ok('getOrder', { token: buyer.token, params: { orderSn: data.order_sn } });
    expect(detail).toMatchObject({
      state: 0,
      pay_state: 0,
      po_number: 'PO-2026-00452',
      remark: 'CoC for every line',
      goods_count: 2,
      total_num: 110,
      goods_price: 212.14,
      shipping_price: 35,
      realized_price: 247.14,
      shipping_address: { contact_name: 'Anna Schmidt', country_name: 'Germany', type_id: 1 },
      billing_address: { contact_name: 'Accounts Payable', type_id: 2 },
      shipping: { shipping_id: DHL, shipping_name: 'DHL Express', delivery_name: null, tracking_number: null },
      can_pay: true,
      can_cancel: true,
      can_receive: false,
    });
    expect(detail.order_goods.map((line) => [line.part_number, line.num, line.unit_price, line.subtotal_price])).toEqual([
      ['STM32F103C8T6', 100, 2.1, 210],
      ['LM358DR', 10, 0.214, 2.14],
    ]);
    // The order keeps its copy: a later edit of the saved address does not reach it.
    const [row] = await db().select().from(orders).where(eq(orders.orderSn, data.order_sn));
    expect(row!.shippingAddress).toMatchObject({ address_ln1: 'Sendlinger Str. 27', country_id: 82 });
  });

  it('refuses the order when the total changed or a line no longer has the stock (409), reserving nothing', async () => {
    await fillCart(buyer.token);
    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
    const before = [await stockOf(stm32), await stockOf(lm358)];
    const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const body = { source: 'cart', address_id: buyer.addressId, shipping_id: SF, expected_realized_price: 230 };

    const changed = await server.call('placeOrder', { token: buyer.token, body });
    expect([changed.status, changed.code, changed.message]).toEqual([409, 4090, 'The total is now $240.14 instead of $230; review the order and place it again']);

    await setStock(lm358, 5);
    const short = await server.call('placeOrder', { token: buyer.token, body: { ...body, expected_realized_price: 240.14 } });
    expect([short.status, short.message]).toEqual([409, 'Only 5 pcs of LM358DR are left, 10 were wanted; nothing was ordered']);
    await setStock(lm358, 0);
    const soldOut = await server.call('placeOrder', { token: buyer.token, body: { ...body, expected_realized_price: 240.14 } });
    expect([soldOut.status, soldOut.message]).toEqual([409, 'LM358DR is sold out at this supplier; nothing was ordered']);
    // The STM32 line (a lower SKU id, reserved first) was given back with the rest.
    expect(await stockOf(stm32)).toBe(before[0]);
    await setStock(lm358, before[1]!);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect((await server.ok('getCartCount', { token: buyer.token })).count).toBe(2);
  });

  it('refuses an order without its buy-now line (422), an unknown address or shipping option (404), long remarks (422) and strangers (401)', async () => {
    await fillCart(buyer.token);
    const base = { source: 'cart', address_id: buyer.addressId, shipping_id: SF, expected_realized_price: 240.14 };
    const noLine = await server.call('placeOrder', { token: buyer.token, body: { ...base, source: 'buy_now' } });
    expect([noLine.status, noLine.data]).toEqual([422, { errors: [{ field: 'buy_now', message: 'Choose the part, offer and quantity to buy' }] }]);
    const both = await server.call('placeOrder', { token: buyer.token, body: { ...base, buy_now: { goods_id: part.lm358dr, sku_id: 1, num: 10 } } });
    expect(both.status).toBe(422);
    expect((await server.call('placeOrder', { token: buyer.token, body: { ...base, address_id: other.addressId } })).status).toBe(404);
    expect((await server.call('placeOrder', { token: buyer.token, body: { ...base, billing_id: 424242 } })).status).toBe(404);
    expect((await server.call('placeOrder', { token: buyer.token, body: { ...base, shipping_id: 77 } })).status).toBe(404);
    expect((await server.call('placeOrder', { token: buyer.token, body: { ...base, remark: 'x'.repeat(501) } })).status).toBe(422);
    expect((await server.call('placeOrder', { token: buyer.token, body: base, headers: { 'Idempotency-Key': 'short' } })).status).toBe(422);
    expect((await server.call('placeOrder', { body: base })).status).toBe(401);
    expect((await server.ok('getCartCount', { token: buyer.token })).count).toBe(2);
  });

  it('answers a repeated Idempotency-Key with the first order, and refuses the key with another body', async () => {
    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const body = { source: 'buy_now', buy_now: { goods_id: part.stm32f103c8t6, sku_id: stm32, num: 100 }, address_id: buyer.addressId, shipping_id: SF, expected_realized_price: 238 };
    const key = { 'Idempotency-Key': 'checkout-7c9e6679-7425' };
    const before = await stockOf(stm32);
    const first = await server.ok('placeOrder', { token: buyer.token, body, headers: key });
    const again = await server.ok('placeOrder', { token: buyer.token, body, headers: key });
    expect(again).toEqual(first);
    expect(await stockOf(stm32)).toBe(before - 100);
    expect((await db().select({ id: orders.id }).from(orders).where(eq(orders.orderSn, first.order_sn))).length).toBe(1);

    const otherBody = await server.call('placeOrder', { token: buyer.token, body: { ...body, buy_now: { ...body.buy_now, num: 200 }, expected_realized_price: 448 }, headers: key });
    expect([otherBody.status, otherBody.message]).toEqual([409, 'This request key was already used for a different order; start the checkout again']);
    // Another buyer's key is their own.
    const theirs = await server.ok('placeOrder', { token: other.token, body: { ...body, address_id: other.addressId }, headers: key });
    expect(theirs.order_sn).not.toBe(first.order_sn);
    expect(await stockOf(stm32)).toBe(before - 200);
  });

  it('keeps the catalog’s in-stock counts what a recount finds when an order sells a part out, and when its cancellation brings it back', async () => {
    const onlyOffer = await skuOf(db(), part.stm32f103c8t7, ARROWTECH); // the part's one offer: 700 pcs at $3.10
    const counts = async () => ({
      category: await db().select().from(categoryStats).orderBy(categoryStats.categoryId),
      pairs: await db().select().from(manufacturerCategoryStats).orderBy(manufacturerCategoryStats.manufacturerId, manufacturerCategoryStats.categoryId),
      facets: await db().select().from(categoryFacetStats).orderBy(categoryFacetStats.categoryId, categoryFacetStats.facet, categoryFacetStats.value),
      total: (await db().select({ inStock: catalogTotals.inStockPartsCount }).from(catalogTotals))[0]!.inStock,
    });
    const recounted = async () => {
      await refreshCatalogStats(db(), now());
      return counts();
    };
    const start = await counts();
    const placed = await server.ok('placeOrder', {
      token: buyer.token,
      body: { source: 'buy_now', buy_now: { goods_id: part.stm32f103c8t7, sku_id: onlyOffer, num: 700 }, address_id: buyer.addressId, shipping_id: SF, expected_realized_price: 2198 },
    });
    const soldOut = await counts();
    expect(soldOut.total).toBe(start.total - 1);
    expect(soldOut.category.find((row) => row.categoryId === 1)!.inStockCount).toBe(start.category.find((row) => row.categoryId === 1)!.inStockCount - 1);
    expect(soldOut).toEqual(await recounted());
    expect((await db().select({ stock: goods.stock }).from(goods).where(eq(goods.id, part.stm32f103c8t7)))[0]!.stock).toBe(0);

    await server.ok('cancelOrder', { token: buyer.token, body: { order_sn: placed.order_sn } });
    const back = await counts();
    expect(back.total).toBe(start.total);
    expect(back).toEqual(await recounted());
    expect(await partStock(part.stm32f103c8t7)).toEqual({ goods: 700, search: 700 });
    expect((await db().select().from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.orderSn, placed.order_sn))).length).toBe(1);
  });
});
