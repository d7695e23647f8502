import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { createOrdersFeature, ORDER_PROCESS, type OrderEvent } from '../src/features/orders/index.ts';
import type { Database } from '../src/platform/db/open.ts';
import { operatorActions, orderEvents, orders, skus } from '../src/platform/db/schema/index.ts';
import { AppError } from '../src/platform/http/errors.ts';
import { part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { buyerWithAddress, fillOrderingFixture, FixtureAddressBook, fixturePayMethods, SF, skuOf } from './support/order-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const START = Date.parse('2026-11-22T10:00:00Z');
let current = START;
const now = () => new Date(current);
const DAY = 24 * 3600_000;
const ARROWTECH = 2;
const operator = { name: 'ops-test' };

/** Every (state, pay state) an order can reach through the table. */
const REACHABLE: Array<[number, number]> = [
  [0, 0],
  [0, 1],
  [1, 2],
  [1, 3],
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
  [4, 0],
  [5, 4],
];

describeEachEngine('the order’s life', (engine) => {
  let server: TestServer;
  const addresses = new FixtureAddressBook();
  let buyer: Awaited<ReturnType<typeof buyerWithAddress>>;
  let other: Awaited<ReturnType<typeof buyerWithAddress>>;
  let lm358: number;
  let events: ReturnType<typeof createOrdersFeature>['events'];
  const db = () => server.database.db;
  const stock = async () => (await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, lm358)))[0]!.stock;
  const row = async (orderSn: string) => (await db().select().from(orders).where(eq(orders.orderSn, orderSn)))[0]!;
  const eventsOf = async (orderSn: string) => {
    const order = await row(orderSn);
    return db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  };

  /** 10 LM358DR ($2.14) shipped by SF ($28), placed by the buyer (or another). */
  async function place(who = buyer): Promise<string> {
    const placed = await server.ok('placeOrder', {
      token: who.token,
      body: { source: 'buy_now', buy_now: { goods_id: part.lm358dr, sku_id: lm358, num: 10 }, address_id: who.addressId, shipping_id: SF, expected_realized_price: 30.14 },
    });
    return placed.order_sn;
  }

  /** Moves an order straight to a state, as if its life had led there (paid, shipped long ago, deadline passed). */
  async function putInState(orderSn: string, state: number, payState: number) {
    await db().execute(sql`update orders set state = ${state}, pay_state = ${payState}, expire_time = ${new Date(current - 1000).toISOString()},
      shipping_time = ${new Date(current - 20 * DAY).toISOString()} where order_sn = ${orderSn}`);
  }

  const apply = (event: OrderEvent, orderSn: string, actorKind?: string) =>
    db().transaction((tx) =>
      events.apply(tx as unknown as Database, {
        event,
        orderSn,
        actor: { kind: (actorKind ?? ORDER_PROCESS[event].by[0]) as 'buyer', id: 'test' },
        at: now(),
        values: event === 'ship' ? { deliveryName: 'DHL Express', trackingNumber: '4815162342' } : event === 'pay' ? { payMethod: 'bank' } : {},
      }),
    );

  beforeAll(async () => {
    current = START;
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      orderAddresses: addresses,
      prepare: ({ db }) => fillOrderingFixture(db, { plentyOf: part.lm358dr }),
    });
    events = createOrdersFeature({ db: db(), now, currencies: server.composed.currencies, addresses, payMethods: fixturePayMethods, payWindowMs: 3 * DAY }).events;
    buyer = await buyerWithAddress(db(), addresses, now());
    other = await buyerWithAddress(db(), addresses, now());
    lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
  });
  afterAll(async () => server?.close());

  it('lists the buyer’s orders newest first, a page at a time, by state and by order number', async () => {
    const buyerOf = await buyerWithAddress(db(), addresses, now());
    const placed = [await place(buyerOf), await place(buyerOf), await place(buyerOf)];
    await server.ok('cancelOrder', { token: buyerOf.token, body: { order_sn: placed[0]! } });
    const first = await server.ok('listOrders', { token: buyerOf.token, query: { page: 1, page_size: 2 } });
    expect(first.lists.map((order) => order.order_sn)).toEqual([placed[2], placed[1]]);
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.lists[0]).toMatchObject({ state: 0, pay_state: 0, goods_count: 1, total_num: 10, realized_price: 30.14, order_goods: [{ part_number: 'LM358DR', num: 10 }] });
    expect((await server.ok('listOrders', { token: buyerOf.token, query: { page: 2, page_size: 2 } })).lists.map((order) => order.order_sn)).toEqual([placed[0]]);
    expect((await server.ok('listOrders', { token: buyerOf.token, query: { state: 4 } })).lists.map((order) => order.order_sn)).toEqual([placed[0]]);
    expect((await server.ok('listOrders', { token: buyerOf.token, query: { order_sn: placed[1]!.slice(-4).toLowerCase() } })).lists.map((order) => order.order_sn)).toContain(placed[1]);
    expect((await server.ok('listOrders', { token: buyerOf.token, query: { start_date: '2026-11-23' } })).total).toBe(0);
    expect((await server.ok('listOrders', { token: buyerOf.token, query: { end_date: '2026-11-22' } })).total).toBe(3);
    expect((await server.call('listOrders', { token: buyerOf.token, query: { state: 9 } })).status).toBe(422);
    expect((await server.call('listOrders', {})).status).toBe(401);
  });

  it('never shows or changes another account’s order: it is not found (404)', async () => {
    const orderSn = await place(buyer);
    for (const result of [
      await server.call('getOrder', { token: other.token, params: { orderSn } }),
      await server.call('getOrderPaymentState', { token: other.token, query: { order_sn: orderSn } }),
      await server.call('cancelOrder', { token: other.token, body: { order_sn: orderSn } }),
      await server.call('confirmOrderReceipt', { token: other.token, body: { order_sn: orderSn } }),
    ]) {
      expect([result.status, result.message]).toEqual([404, `No order ${orderSn} was found.`]);
      expect(JSON.stringify(result.data)).not.toContain('LM358DR');
    }
    expect((await row(orderSn)).state).toBe(0);
    expect((await server.call('getOrder', { params: { orderSn } })).status).toBe(401);
  });

  it('lets the buyer cancel an unpaid order, putting its stock back, and not twice (409)', async () => {
    const orderSn = await place();
    const before = await stock();
    const cancelled = await server.call('cancelOrder', { token: buyer.token, body: { order_sn: orderSn, cancel_reason: 'Ordered the wrong package' } });
    expect(cancelled).toMatchObject({ code: 200, message: `Order ${orderSn} has been cancelled`, data: { order_sn: orderSn, state: 4, pay_state: 0, update_time: '2026-11-22T10:00:00Z' } });
    expect(await stock()).toBe(before + 10);
    expect(await server.ok('getOrder', { token: buyer.token, params: { orderSn } })).toMatchObject({ state: 4, cancel_reason: 'Ordered the wrong package', cancel_time: '2026-11-22T10:00:00Z', can_cancel: false, can_pay: false });
    const again = await server.call('cancelOrder', { token: buyer.token, body: { order_sn: orderSn } });
    expect([again.status, again.message]).toEqual([409, `Order ${orderSn} was cancelled.`]);
    expect(await stock()).toBe(before + 10);
    expect((await server.call('cancelOrder', { token: buyer.token, body: { order_sn: orderSn, cancel_reason: 'x'.repeat(201) } })).status).toBe(422);
  });

  it('lets the buyer confirm receipt of a shipped order only (409 before), and polls the payment state', async () => {
    const orderSn = await place();
    expect(await server.ok('getOrderPaymentState', { token: buyer.token, query: { order_sn: orderSn } })).toEqual({
      order_sn: orderSn,
      state: 0,
      pay_state: 0,
      pay_method: null,
      realized_price: 30.14,
      currency_code: 'USD',
      currency_symbol: '$',
      pay_time: null,
      expire_time: '2026-11-25T10:00:00Z',
    });
    const early = await server.call('confirmOrderReceipt', { token: buyer.token, body: { order_sn: orderSn } });
    expect([early.status, early.message]).toEqual([409, `Order ${orderSn} has not been paid yet, so this cannot be done now.`]);
    await apply('pay', orderSn, 'provider');
    expect(await server.ok('getOrderPaymentState', { token: buyer.token, query: { order_sn: orderSn } })).toMatchObject({ state: 1, pay_state: 2, pay_method: 'bank', pay_time: '2026-11-22T10:00:00Z', expire_time: null });
    await apply('ship', orderSn);
    expect(await server.ok('getOrder', { token: buyer.token, params: { orderSn } })).toMatchObject({ can_receive: true, can_cancel: false, shipping: { delivery_name: 'DHL Express', tracking_number: '4815162342' } });
    const received = await server.call('confirmOrderReceipt', { token: buyer.token, body: { order_sn: orderSn } });
    expect(received).toMatchObject({ code: 200, message: `Thank you, order ${orderSn} is completed`, data: { state: 3, pay_state: 2 } });
    expect((await server.call('getOrderPaymentState', { token: buyer.token, query: { order_sn: 'CM000' } })).status).toBe(404);
  });

  it('moves an order by every event from every state the table allows it from, and refuses every other (409, nothing changed)', async () => {
    for (const [event, transition] of Object.entries(ORDER_PROCESS) as Array<[OrderEvent, (typeof ORDER_PROCESS)[OrderEvent]]>) {
      for (const [state, payState] of REACHABLE) {
        const orderSn = await place();
        await putInState(orderSn, state, payState);
        const before = { row: await row(orderSn), events: (await eventsOf(orderSn)).length, stock: await stock() };
        const allowed = transition.from.some(([fromState, fromPay]) => fromState === state && fromPay === payState);
        const outcome = await apply(event, orderSn).then(
          () => 'moved',
          (error: unknown) => (error instanceof AppError ? error.code : error),
        );
        const after = await row(orderSn);
        const where = `${event} from (${state}, ${payState})`;
        if (allowed) {
          expect(outcome, where).toBe('moved');
          expect([after.state, after.payState], where).toEqual([transition.to.state, 'payState' in transition.to ? transition.to.payState : payState]);
          const recorded = (await eventsOf(orderSn)).at(-1)!;
          expect([recorded.event, recorded.fromState, recorded.fromPayState, recorded.toState, recorded.toPayState], where).toEqual([event, state, payState, after.state, after.payState]);
          expect(await stock(), where).toBe(before.stock + ((transition.effects as readonly string[]).includes('releaseStock') ? 10 : 0));
        } else {
          expect(outcome, where).toBe(4090);
          expect(after, where).toEqual(before.row);
          expect((await eventsOf(orderSn)).length, where).toBe(before.events);
          expect(await stock(), where).toBe(before.stock);
        }
      }
    }
  });

  it('refuses an event whose guard does not hold yet: expiring before the deadline, completing before 15 days', async () => {
    const orderSn = await place();
    await expect(apply('expire', orderSn)).rejects.toMatchObject({ code: 4090 });
    await apply('pay', orderSn, 'operator');
    await apply('ship', orderSn);
    await expect(apply('autoComplete', orderSn)).rejects.toMatchObject({ code: 4090 });
    expect((await row(orderSn)).state).toBe(2);
  });

  it('expires unpaid orders after 3 days, releasing their stock, and completes shipped orders 15 days after shipping', async () => {
    const expiry = server.composed.timers.find((timer) => timer.name === 'order-expiry')!;
    const autoComplete = server.composed.timers.find((timer) => timer.name === 'order-auto-complete')!;
    // Orders left by earlier tests are due as well; start from none due.
    await expiry.runDue(new Date(current + 4 * DAY));
    await autoComplete.runDue(new Date(current + 16 * DAY));
    const [unpaid, pending, paid] = [await place(), await place(), await place()];
    await apply('reportTransfer', pending, 'buyer');
    await apply('pay', paid, 'provider');
    await apply('ship', paid);
    const before = await stock();
    expect(await expiry.runDue(new Date(current + 3 * DAY - 1000))).toBe(0);
    expect(await expiry.runDue(new Date(current + 3 * DAY))).toBe(1);
    expect(await row(unpaid)).toMatchObject({ state: 4, cancelReason: 'Payment time expired', expireTime: null });
    expect((await row(pending)).state).toBe(0);
    expect(await stock()).toBe(before + 10);
    expect((await eventsOf(unpaid)).at(-1)).toMatchObject({ event: 'expire', actor: 'timer:order-expiry' });

    expect(await autoComplete.runDue(new Date(current + 15 * DAY - 1000))).toBe(0);
    expect(await autoComplete.runDue(new Date(current + 15 * DAY))).toBe(1);
    expect(await row(paid)).toMatchObject({ state: 3, receiveTime: new Date(current + 15 * DAY) });
  });

  it('expires each due order exactly once when two server processes run the expiry at the same moment', async () => {
    const expiry = server.composed.timers.find((timer) => timer.name === 'order-expiry')!;
    await expiry.runDue(new Date(current + 4 * DAY));
    const placed: string[] = [];
    for (let index = 0; index < 130; index++) placed.push(await place());
    const before = await stock();
    const due = new Date(current + 3 * DAY);
    const handled = await Promise.all([expiry.runDue(due), expiry.runDue(due)]);
    expect(handled[0]! + handled[1]!).toBe(130);
    const [expired] = await db()
      .select({ orders: count() })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(sql`${orderEvents.event} = 'expire' and ${orders.orderSn} in ${placed}`);
    expect(expired!.orders).toBe(130);
    expect(await stock()).toBe(before + 1300);
    // What is left for a next round: nothing.
    expect(await expiry.runDue(due)).toBe(0);
  });

  it('lets an operator list, show, ship, refund and cancel orders through the order process, each recorded', async () => {
    const shipped = await place();
    const unpaid = await place();
    await apply('pay', shipped, 'provider');
    const actionsBefore = (await db().select({ id: operatorActions.id }).from(operatorActions)).length;

    const ship = await executeAdminCommand(server.composed, {
      name: 'order ship',
      input: { orderSn: shipped, carrier: 'DHL Express', tracking: '4815162342', url: 'https://www.dhl.com/track?id=4815162342' },
      operator,
    });
    expect(ship).toMatchObject({ ok: true, result: { order_sn: shipped, state: 2, pay_state: 2 } });
    expect(await server.ok('getOrder', { token: buyer.token, params: { orderSn: shipped } })).toMatchObject({
      state: 2,
      shipping_time: '2026-11-22T10:00:00Z',
      shipping: { delivery_name: 'DHL Express', tracking_number: '4815162342', tracking_url: 'https://www.dhl.com/track?id=4815162342' },
    });
    const refund = await executeAdminCommand(server.composed, { name: 'order refund', input: { orderSn: shipped, reason: 'Parcel refused by the buyer' }, operator });
    expect(refund).toMatchObject({ ok: true, result: { state: 5, pay_state: 4 } });
    const wrongState = await executeAdminCommand(server.composed, { name: 'order ship', input: { orderSn: unpaid, carrier: 'DHL', tracking: '1' }, operator });
    expect(wrongState).toMatchObject({ ok: false, kind: 'refused', code: 4090 });
    const before = await stock();
    expect(await executeAdminCommand(server.composed, { name: 'order cancel', input: { orderSn: unpaid, reason: 'Buyer asked by phone' }, operator })).toMatchObject({ ok: true, result: { state: 4 } });
    expect(await stock()).toBe(before + 10);
    expect((await row(unpaid)).cancelReason).toBe('Buyer asked by phone');

    const actions = await db().select().from(operatorActions).orderBy(asc(operatorActions.id));
    expect(actions.slice(actionsBefore).map((action) => [action.operator, action.action, action.target])).toEqual([
      ['ops-test', 'order.ship', `order:${shipped}`],
      ['ops-test', 'order.refund', `order:${shipped}`],
      ['ops-test', 'order.cancel', `order:${unpaid}`],
    ]);
    expect((await eventsOf(shipped)).map((event) => [event.event, event.actor])).toEqual([
      ['place', `buyer:${buyer.userId}`],
      ['pay', 'provider:test'],
      ['ship', 'operator:ops-test'],
      ['refund', 'operator:ops-test'],
    ]);

    const shown = await executeAdminCommand(server.composed, { name: 'order show', input: { orderSn: shipped }, operator });
    expect(shown.ok && shown.text).toContain('Carrier DHL Express, tracking 4815162342');
    expect(shown.ok && shown.text).toContain('refund');
    const listed = await executeAdminCommand(server.composed, { name: 'order list', input: { state: 5, userId: buyer.userId, limit: 5 }, operator });
    expect(listed.ok && (listed.result as Array<{ order_sn: string }>).map((order) => order.order_sn)).toContain(shipped);
    expect(await executeAdminCommand(server.composed, { name: 'order show', input: { orderSn: 'CM000' }, operator })).toMatchObject({ ok: false, kind: 'refused', code: 4040 });
  });
});
