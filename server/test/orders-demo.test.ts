import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '../src/app/seed/seed-demo-data.ts';
import { refreshCatalogStats } from '../src/features/catalog/index.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { catalogTotals, categoryStats } from '../src/platform/db/schema/index.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { describeEachEngine } from './support/engines.ts';
import { TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describeEachEngine('the demo accounts’ orders', (engine) => {
  let server: TestServer;
  let token: string;
  let partnerToken: string;

  const sessionOf = async (email: string) => {
    const [user] = await queryRows<{ id: number }>(server.database.db, sql`select id from users where email = ${email}`);
    return (await issueSession(server.database.db, user!.id, server.now())).token;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, passwordCostLog2: TEST_PASSWORD_COST, mailLog: () => {}, prepare: ({ db }) => seedDemoData(db, { parts: 400 }).then(() => undefined) });
    token = await sessionOf('buyer@chipmart.example');
    partnerToken = await sessionOf('partner@chipmart.example');
  });
  afterAll(async () => server?.close());

  it('show the buyer an order in every state and every kind of payment on first start, the partner one on net terms', async () => {
    const list = await server.ok('listOrders', { token, query: { page_size: 50 } });
    expect(new Set(list.lists.map((order) => order.state))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(list.lists.map((order) => order.pay_state))).toEqual(new Set([0, 1, 2, 4]));
    expect(new Set(list.lists.map((order) => order.pay_method).filter(Boolean))).toEqual(new Set(['bank', 'paypal']));
    const partner = await server.ok('listOrders', { token: partnerToken, query: { page_size: 50 } });
    expect(partner.lists).toMatchObject([{ state: 1, pay_state: 3, pay_method: 'bill' }]);
    const shipped = list.lists.find((order) => order.state === 2)!;
    expect(shipped).toMatchObject({ tracking_number: '4815162342', pay_method: 'paypal' });
    const detail = await server.ok('getOrder', { token, params: { orderSn: shipped.order_sn } });
    expect(detail).toMatchObject({ can_receive: true, shipping_address: { city: 'Austin', country_name: 'United States' } });
    expect(detail.order_goods[0]!.part_number).not.toBe('');
  });

  it('record a provider result for every paid or refunded order, at its total, in the pay event’s own transaction', async () => {
    const paid = await queryRows<{ order_sn: string; pay_method: string; realized_price: number; currency_code: string; results: Array<{ id: number; provider: string; amount: number; currency_code: string; status: string }>; paid_by: number[] }>(
      server.database.db,
      sql`select o.order_sn, o.pay_method, o.realized_price::float8 as realized_price, o.currency_code,
                 coalesce((select json_agg(json_build_object('id', p.id, 'provider', p.provider, 'amount', p.amount::float8, 'currency_code', p.currency_code, 'status', p.status))
                             from payments p where p.order_id = o.id and p.kind = 'result'), '[]') as results,
                 coalesce((select json_agg((e.details->>'paymentId')::int) from order_events e where e.order_id = o.id and e.event = 'pay'), '[]') as paid_by
          from orders o where o.pay_state in (2, 4) order by o.id`,
    );
    expect(paid.length).toBe(4);
    for (const order of paid) {
      expect(order.results).toEqual([{ id: expect.any(Number), provider: order.pay_method, amount: order.realized_price, currency_code: order.currency_code, status: expect.stringMatching(/^(COMPLETED|RECEIVED)$/) }]);
      // The pay event names the result it was recorded with.
      expect(order.paid_by).toEqual([order.results[0]!.id]);
    }
    const bankReceipts = await queryRows<{ operator: string; action: string }>(server.database.db, sql`select operator, action from operator_actions where action = 'payment.bankReceived'`);
    expect(bankReceipts).toEqual([{ operator: 'demo-finance', action: 'payment.bankReceived' }]);
  });

  it('charge the order on net terms to the partner’s active line, whose used credit includes it', async () => {
    const [onCredit] = await queryRows<{ order_sn: string; user_id: number; realized_price: number }>(server.database.db, sql`select order_sn, user_id, realized_price::float8 as realized_price from orders where pay_state = 3`);
    const charges = await queryRows<{ order_sn: string; amount: number; billed: boolean }>(
      server.database.db,
      sql`select order_sn, amount::float8 as amount, bill_id is not null as billed from credit_charges where user_id = ${onCredit!.user_id}`,
    );
    expect(charges).toContainEqual({ order_sn: onCredit!.order_sn, amount: onCredit!.realized_price, billed: false });
    const [result] = await queryRows<{ provider: string; amount: number; status: string }>(
      server.database.db,
      sql`select provider, amount::float8 as amount, status from payments p join orders o on o.id = p.order_id where o.order_sn = ${onCredit!.order_sn}`,
    );
    expect(result).toEqual({ provider: 'bill', amount: onCredit!.realized_price, status: 'CHARGED' });

    const credit = await server.ok('getUserCredit', { token: partnerToken });
    const outstanding = credit.bills.reduce((sum, bill) => sum + bill.outstanding_amount, 0);
    const unbilled = charges.filter((charge) => !charge.billed).reduce((sum, charge) => sum + charge.amount, 0);
    expect(credit).toMatchObject({ credit_state: 2, currency_code: 'USD' });
    expect(credit.used_credit_amount).toBeCloseTo(unbilled + outstanding, 2);
    expect(credit.remaining_credit_amount).toBeCloseTo(credit.credit_amount - unbilled - outstanding, 2);
  });

  it('left the catalog’s counts as a recount finds them', async () => {
    const db = server.database.db;
    const counts = async () => ({ categories: await db.select().from(categoryStats).orderBy(categoryStats.categoryId), total: await db.select({ n: catalogTotals.inStockPartsCount }).from(catalogTotals) });
    const seeded = await counts();
    await refreshCatalogStats(db);
    expect(seeded).toEqual(await counts());
  });
});
