import { afterAll, beforeAll, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { buyerWithAddress, fillOrderingFixture, FixtureAddressBook, SF, skuOf } from './support/order-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const START = Date.parse('2026-11-22T10:00:00Z');
let current = START;
const now = () => new Date(current);
const HOUR = 3600_000;
const ARROWTECH = 2;
const operator = { name: 'ops-history' };
const at = (hours: number) => new Date(START + hours * HOUR).toISOString().replace('.000Z', 'Z');
const quiet = { delivery_name: null, tracking_number: null, tracking_url: null, reason: null };

describeEachEngine('an order’s history and payments in its detail', (engine) => {
  let server: TestServer;
  const addresses = new FixtureAddressBook();
  let buyer: Awaited<ReturnType<typeof buyerWithAddress>>;
  let other: Awaited<ReturnType<typeof buyerWithAddress>>;
  let lm358: number;
  const db = () => server.database.db;
  const admin = async (name: string, input: Record<string, unknown>) => {
    const done = await executeAdminCommand(server.composed, { name, input, operator });
    expect(done).toMatchObject({ ok: true });
  };

  async function place(): Promise<string> {
    const placed = await server.ok('placeOrder', {
      token: buyer.token,
      body: { source: 'buy_now', buy_now: { goods_id: part.lm358dr, sku_id: lm358, num: 10 }, address_id: buyer.addressId, shipping_id: SF, expected_realized_price: 30.14 },
    });
    return placed.order_sn;
  }

  beforeAll(async () => {
    current = START;
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      orderAddresses: addresses,
      prepare: ({ db }) => fillOrderingFixture(db, { plentyOf: part.lm358dr }),
    });
    buyer = await buyerWithAddress(db(), addresses, now());
    other = await buyerWithAddress(db(), addresses, now());
    lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
  });
  afterAll(async () => server?.close());

  it('tells a paid and shipped order’s story: a refused transfer, the one received, the carrier, the receipt', async () => {
    current = START;
    const orderSn = await place();
    expect(await server.ok('getOrder', { token: buyer.token, params: { orderSn } })).toMatchObject({
      history: [{ event: 'placed', by: 'buyer', state: 0, pay_state: 0, time: at(0), ...quiet }],
      payments: [],
    });
    current = START + HOUR;
    await server.ok('confirmBankTransfer', { token: buyer.token, body: { order_sn: orderSn, remittance_reference: 'REF-LOST' } });
    current = START + 2 * HOUR;
    await admin('payment bank-rejected', { orderSn, reason: 'No funds after 10 days' });
    current = START + 3 * HOUR;
    await server.ok('confirmBankTransfer', { token: buyer.token, body: { order_sn: orderSn, remittance_reference: 'REF-SENT' } });
    current = START + 4 * HOUR;
    await admin('payment bank-received', { orderSn, amount: 30.14, reference: 'MT103-77' });
    current = START + 5 * HOUR;
    await admin('order ship', { orderSn, carrier: 'DHL Express', tracking: '4815162342', url: 'https://www.dhl.com/track?id=4815162342' });
    current = START + 6 * HOUR;
    await server.ok('confirmOrderReceipt', { token: buyer.token, body: { order_sn: orderSn } });

    const detail = await server.ok('getOrder', { token: buyer.token, params: { orderSn } });
    expect(detail.history).toEqual([
      { event: 'placed', by: 'buyer', state: 0, pay_state: 0, time: at(0), ...quiet },
      { event: 'transfer_reported', by: 'buyer', state: 0, pay_state: 1, time: at(1), ...quiet },
      { event: 'payment_failed', by: 'chipmart', state: 0, pay_state: 0, time: at(2), ...quiet, reason: 'No funds after 10 days' },
      { event: 'transfer_reported', by: 'buyer', state: 0, pay_state: 1, time: at(3), ...quiet },
      { event: 'paid', by: 'chipmart', state: 1, pay_state: 2, time: at(4), ...quiet },
      { event: 'shipped', by: 'chipmart', state: 2, pay_state: 2, time: at(5), ...quiet, delivery_name: 'DHL Express', tracking_number: '4815162342', tracking_url: 'https://www.dhl.com/track?id=4815162342' },
      { event: 'received', by: 'buyer', state: 3, pay_state: 2, time: at(6), ...quiet },
    ]);
    expect(detail.payments.map(({ payment_id: _id, ...payment }) => payment)).toEqual([
      { pay_method: 'bank', amount: 30.14, state: 'refused', time: at(2) },
      { pay_method: 'bank', amount: 30.14, state: 'paid', time: at(4) },
    ]);
    // Never the operator's name: the buyer reads "Chipmart".
    expect(JSON.stringify(detail)).not.toContain('ops-history');
  });

  it('says who cancelled: the buyer with the reason given, or the deadline when the order was not paid in time', async () => {
    current = START;
    const byBuyer = await place();
    const unpaid = await place();
    current = START + HOUR;
    await server.ok('cancelOrder', { token: buyer.token, body: { order_sn: byBuyer, cancel_reason: 'Ordered the wrong package' } });
    const expiry = server.composed.timers.find((timer) => timer.name === 'order-expiry')!;
    await expiry.runDue(new Date(START + 72 * HOUR));

    expect((await server.ok('getOrder', { token: buyer.token, params: { orderSn: byBuyer } })).history.at(-1)).toEqual({
      event: 'cancelled',
      by: 'buyer',
      state: 4,
      pay_state: 0,
      time: at(1),
      ...quiet,
      reason: 'Ordered the wrong package',
    });
    expect((await server.ok('getOrder', { token: buyer.token, params: { orderSn: unpaid } })).history.map((entry) => [entry.event, entry.by, entry.time])).toEqual([
      ['placed', 'buyer', at(0)],
      ['expired', 'system', at(72)],
    ]);
  });

  it('shows the history only to the order’s owner: another account gets the same 404 as for no order', async () => {
    current = START;
    const orderSn = await place();
    const foreign = await server.call('getOrder', { token: other.token, params: { orderSn } });
    const missing = await server.call('getOrder', { token: other.token, params: { orderSn: 'CM000000' } });
    expect([foreign.status, foreign.code]).toEqual([missing.status, missing.code]);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign)).not.toContain('history');
  });
});
