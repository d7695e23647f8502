import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sessions } from '../src/platform/db/schema/index.ts';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { DHL, fillOrderingFixture, SF, skuOf } from './support/order-fixtures.ts';
import { approvedPartner, partnerCaller } from './support/partner-calls.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);
const HENGXIN = 1;
const ARROWTECH = 2;
const RHEIN = 3;

describeEachEngine('partner API v1: tokens, account, goods, shipping and orders', (engine) => {
  let server: TestServer;
  let call: ReturnType<typeof partnerCaller>;
  let partner: Awaited<ReturnType<typeof approvedPartner>>;
  const db = () => server.database.db;
  const admin = (name: string, input: unknown) => executeAdminCommand(server.composed, { name, input, operator: { name: 'ops-test' } });
  const shopToken = async (userId: number) => (await issueSession(db(), userId, now())).token;
  const tokenOf = async (who: { email: string; password: string }) => {
    const result = await call('getToken', { body: { email: who.email, password: who.password } });
    if (result.code !== 200) throw new Error(`getToken failed: ${result.code} ${result.message}`);
    return result.data.token;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST, prepare: ({ db }) => fillOrderingFixture(db) });
    call = partnerCaller(server);
    partner = await approvedPartner(server, now(), shopToken);
  });
  afterAll(async () => server?.close());
  // Each test starts after every rate-limit window of the one before has ended.
  beforeEach(() => {
    current += 600_000;
  });

  it('gives an approved account a token for a day, stored only as its hash', async () => {
    const result = await call('getToken', { body: { email: partner.email, password: partner.password } });
    expect(result).toMatchObject({ status: 200, code: 200, data: { expire: 86400 } });
    const token = (result.data as { token: string }).token;
    expect(token).toMatch(/^cmt_/);
    const stored = await db().select({ tokenHash: sessions.tokenHash }).from(sessions).where(and(eq(sessions.userId, partner.userId), eq(sessions.kind, 'partner')));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('refuses a token to a wrong password (4010) and to an account without approved API access (4030)', async () => {
    expect(await call('getToken', { body: { email: partner.email, password: 'Wrong-Pass-1234' } })).toMatchObject({ status: 401, code: 4010 });
    expect(await call('getToken', { body: { email: 'nobody@example.com', password: 'Wrong-Pass-1234' } })).toMatchObject({ status: 401, code: 4010 });
    const buyer = await createAccount(db(), now());
    expect(await call('getToken', { body: { email: buyer.email, password: buyer.password } })).toMatchObject({ status: 403, code: 4030 });
    // Applied but not yet approved is refused too.
    await server.ok('applyForApiAccess', {
      token: await shopToken(buyer.id),
      body: { company_name: 'Pinecrest EMS LLC', use_case: 'Our MRP checks stock before each run.', expected_volume: '50k_200k' },
    });
    const refused = await call('getToken', { body: { email: buyer.email, password: buyer.password } });
    expect(refused).toMatchObject({ status: 403, code: 4030 });
    expect(refused.message).toContain('API access has not been approved');
    expect(await call('getToken', { body: { email: 'not-an-address', password: 'x' } })).toMatchObject({ status: 422, code: 4220 });
  });

  it('refuses calls without a token (4010), with an expired, revoked or shop token (4001), and partner tokens in the shop', async () => {
    expect(await call('getUser')).toMatchObject({ status: 401, code: 4010 });
    expect(await call('getUser', { token: await shopToken(partner.userId) })).toMatchObject({ status: 401, code: 4001 });
    const token = await tokenOf(partner);
    expect((await server.call('getUserProfile', { token })).code).toBe(4001);

    current += 86_400_000 + 1000;
    expect(await call('getUser', { token })).toMatchObject({ status: 401, code: 4001 });

    const fresh = await tokenOf(partner);
    expect((await call('getUser', { token: fresh })).code).toBe(200);
    const revoked = await admin('api-access revoke-tokens', { userId: partner.userId, reason: 'Token leaked in a log' });
    expect(revoked).toMatchObject({ ok: true, result: { user_id: partner.userId, revoked: 1 } });
    expect(await call('getUser', { token: fresh })).toMatchObject({ status: 401, code: 4001 });
    // Access stays approved: a new token works.
    expect((await call('getUser', { token: await tokenOf(partner) })).code).toBe(200);
  });

  it('ends every token and refuses new ones once staff withdraw API access', async () => {
    const other = await approvedPartner(server, now(), shopToken);
    const token = await tokenOf(other);
    expect((await admin('api-access revoke', { userId: other.userId })).ok).toBe(true);
    expect(await call('getUser', { token })).toMatchObject({ status: 401, code: 4001 });
    expect(await call('getToken', { body: { email: other.email, password: other.password } })).toMatchObject({ status: 403, code: 4030 });
  });

  it('getUser answers the profile, net terms (none) and every saved address', async () => {
    const result = await call('getUser', { token: await tokenOf(partner) });
    expect(result.code).toBe(200);
    const data = result.data as { basicData: { email: string; country: string }; paymentData: object; addressData: Array<{ addressId: number }> };
    expect(data.basicData).toMatchObject({ email: partner.email, country: 'United States' });
    expect(data.paymentData).toEqual({
      user_id: partner.userId,
      period_days: 0,
      credit_amount: 0,
      used_credit_amount: 0,
      remaining_credit_amount: 0,
      bill_end_date: null,
      bill_overdue_amount: 0,
    });
    expect(data.addressData.map((address) => address.addressId).sort()).toEqual([partner.addressId, partner.billingId].sort());
  });

  it('getGoods finds parts by part number with every offer priced in the asked currency, and pages', async () => {
    const token = await tokenOf(partner);
    const result = await call('getGoods', { token, query: { keywords: 'STM32F103C8T6', currencyCode: 'EUR', lang: 'de', page: 1, pageSize: 10 } });
    expect(result.code).toBe(200);
    const page = result.data as { lists: Array<{ goodsId: number; partNumber: string; category: string; image: string; salesData: Array<{ skuId: number; currencyCode: string; priceRange: Array<{ num: number; price: number }> }> }>; total: number };
    expect(page.lists[0]).toMatchObject({ goodsId: part.stm32f103c8t6, partNumber: 'STM32F103C8T6', category: 'ARM Cortex-M' });
    expect(page.lists[0]!.image).toMatch(/^https?:\/\//);
    const hengxinSku = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    expect(page.lists[0]!.salesData.every((offer) => offer.currencyCode === 'EUR')).toBe(true);
    expect(page.lists[0]!.salesData.find((offer) => offer.skuId === hengxinSku)?.priceRange).toEqual([
      { num: 1, price: 2.162 },
      { num: 100, price: 1.932 },
      { num: 1000, price: 1.794 },
    ]);
    const second = await call('getGoods', { token, query: { keywords: 'STM32', currencyCode: 'USD', lang: 'en', page: 2, pageSize: 1 } });
    expect(second.code).toBe(200);
    expect((second.data as { lists: unknown[]; page: number; pageSize: number }).lists).toHaveLength(1);
    const past = await call('getGoods', { token, query: { keywords: 'STM32', currencyCode: 'USD', lang: 'en', page: 1000, pageSize: 100 } });
    expect(past.data).toMatchObject({ lists: [], page: 1000, pageSize: 100 });
    const none = await call('getGoods', { token, query: { keywords: 'ZZZZ9999QQ', currencyCode: 'USD', lang: 'en', page: 1, pageSize: 10 } });
    expect(none.data).toMatchObject({ lists: [], total: 0 });
  });

  it('getGoods refuses a currency the site does not offer and a page size over 100, naming the field (4220)', async () => {
    const token = await tokenOf(partner);
    const gbp = await call('getGoods', { token, query: { keywords: 'LM358', currencyCode: 'GBP', lang: 'en', page: 1, pageSize: 10 } });
    expect(gbp).toMatchObject({ status: 422, code: 4220, message: 'currencyCode: Currency GBP is not offered on this site' });
    const big = await call('getGoods', { token, query: { keywords: 'LM358', currencyCode: 'USD', lang: 'en', page: 1, pageSize: 101 } });
    expect(big).toMatchObject({ status: 422, code: 4220 });
    expect((big.data as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toEqual(['pageSize']);
  });

  it('getShipping lists the options for the default shipping address, cheapest last, in the asked currency', async () => {
    const token = await tokenOf(partner);
    const usd = await call('getShipping', { token });
    expect((usd.data as Array<{ shippingId: number; shippingPrice: number }>).map((option) => [option.shippingId, option.shippingPrice])).toEqual([
      [4, 46.5],
      [DHL, 35],
      [SF, 28],
    ]);
    const eur = await call('getShipping', { token, query: { currencyCode: 'EUR' } });
    expect((eur.data as Array<{ shippingPrice: number }>).at(-1)?.shippingPrice).toBe(25.76);
    expect(await call('getShipping', { token, query: { currencyCode: 'usd' } })).toMatchObject({ status: 422, code: 4220 });
  });

  it('saveOrders places an order the buyer sees in the shop, and getOrders lists it beside the shop’s orders', async () => {
    const token = await tokenOf(partner);
    const lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
    const stm32 = await skuOf(db(), part.stm32f103c8t6, HENGXIN);
    const placed = await call('saveOrders', {
      token,
      body: { currencyCode: 'USD', purchasedGoods: [{ skuId: stm32, num: 100 }, { skuId: lm358, num: 20 }], addressId: partner.addressId, billingId: partner.billingId, shippingId: DHL, remark: 'PO 4500012873' },
    });
    expect(placed.code).toBe(200);
    const orderSn = placed.data as string;
    expect(orderSn).toMatch(/^CM\d{6}\d+$/);

    const shop = await server.ok('listOrders', { token: partner.shopToken, query: { page: 1, page_size: 10 } });
    expect(shop.lists.find((order) => order.order_sn === orderSn)).toMatchObject({ state: 0, pay_state: 0, realized_price: 249.28 });
    const detail = await server.ok('getOrder', { token: partner.shopToken, params: { orderSn } });
    expect(detail).toMatchObject({ order_sn: orderSn, remark: 'PO 4500012873', shipping_address: { address_ln1: 'Sendlinger Str. 27' }, billing_address: { address_ln1: 'Brienner Str. 12' } });

    // An order placed in the shop shows in getOrders as well.
    const shopOrder = await server.ok('placeOrder', {
      token: partner.shopToken,
      headers: { 'Idempotency-Key': 'shop-order-key-0001' },
      body: { source: 'buy_now', buy_now: { goods_id: part.lm358dr, sku_id: lm358, num: 10 }, address_id: partner.addressId, shipping_id: SF, expected_realized_price: 30.14 },
    });
    const listed = await call('getOrders', { token, query: { page: 1, pageSize: 10 } });
    const orders = (listed.data as { lists: Array<{ orderSn: string }>; total: number }).lists;
    expect(orders.map((order) => order.orderSn)).toEqual([shopOrder.order_sn, orderSn]);
    const one = await call('getOrders', { token, query: { page: 1, pageSize: 10, orderSn } });
    expect(one.data).toMatchObject({
      total: 1,
      lists: [
        {
          orderSn,
          state: 0,
          goodsPrice: 214.28,
          shippingPrice: 35,
          realizedPrice: 249.28,
          payTime: null,
          orderGoods: [
            { part_number: 'STM32F103C8T6', sku_id: stm32, num: 100, unit_price: 2.1, subtotal_price: 210 },
            { part_number: 'LM358DR', sku_id: lm358, num: 20, unit_price: 0.214, subtotal_price: 4.28 },
          ],
          orderAddress: { typeId: 1, contactName: 'Anna Schmidt', countryName: 'Germany', addressLn1: 'Sendlinger Str. 27' },
          OrderShipping: { deliveryName: 'DHL Express', trackingNumber: null },
        },
      ],
    });
    expect(await call('getOrders', { token, query: { page: 1, pageSize: 10, orderSn: 'CM260230000999' } })).toMatchObject({
      status: 404,
      code: 4040,
      message: 'Order CM260230000999 was not found',
    });
  });

  it('saveOrders refuses unknown references (4040), quantities the offer cannot take (4090) and repeated SKUs (4220), reserving nothing', async () => {
    const token = await tokenOf(partner);
    const rhein = await skuOf(db(), part.stm32f103c8t6, RHEIN);
    const base = { currencyCode: 'USD', addressId: partner.addressId, billingId: partner.billingId, shippingId: DHL };
    const refused = async (body: object) => call('saveOrders', { token, body: { ...base, ...body } });
    expect(await refused({ purchasedGoods: [{ skuId: rhein, num: 250 }], addressId: 99999 })).toMatchObject({ status: 404, code: 4040, message: 'addressId: address 99999 was not found' });
    expect(await refused({ purchasedGoods: [{ skuId: rhein, num: 250 }], billingId: 99998 })).toMatchObject({ status: 404, code: 4040, message: 'billingId: address 99998 was not found' });
    expect(await refused({ purchasedGoods: [{ skuId: 987654, num: 1 }] })).toMatchObject({ status: 404, code: 4040, message: 'skuId: offer 987654 was not found' });
    expect((await refused({ purchasedGoods: [{ skuId: rhein, num: 250 }], shippingId: 77 })).code).toBe(4040);
    expect(await refused({ purchasedGoods: [{ skuId: rhein, num: 260 }] })).toMatchObject({ status: 409, code: 4090 });
    expect(await refused({ purchasedGoods: [{ skuId: rhein, num: 250_000 }] })).toMatchObject({ status: 409, code: 4090 });
    const twice = await refused({ purchasedGoods: [{ skuId: rhein, num: 250 }, { skuId: rhein, num: 250 }] });
    expect(twice).toMatchObject({ status: 422, code: 4220 });
    expect((twice.data as { errors: Array<{ field: string }> }).errors[0]!.field).toBe('purchasedGoods.1.skuId');
    expect(await refused({ purchasedGoods: [{ skuId: rhein, num: 250 }], currencyCode: 'GBP' })).toMatchObject({ status: 422, code: 4220 });
    expect((await call('getOrders', { token, query: { page: 1, pageSize: 100 } })).data).toMatchObject({ total: 2 });
  });
});
