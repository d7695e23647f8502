import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/platform/db/open.ts';
import { queryRows } from '../../../src/platform/db/sql-rows.ts';
import type { CrashClient, KnownOrder } from './crash-clients.ts';
import type { Offer } from './crash-shop.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** (state, pay_state) of an order its buyer last saw awaiting payment, paid on terms, or cancelled. */
const STATES: Record<KnownOrder['state'], [number, number]> = { awaiting: [0, 0], paid: [1, 3], cancelled: [4, 0] };

/**
 * What the database must hold after every round has been killed and every
 * lost request retried, read with SQL: each order a buyer was told about
 * once, no other order, the stock adding up, one charge per paid order and
 * credit lines matching their charges, one request key per order. Returns
 * what does not hold, in words.
 */
export async function checkDatabase(db: Database, clients: readonly CrashClient[], offers: readonly Offer[], restocked: ReadonlyMap<number, number>): Promise<string[]> {
  const findings: string[] = [];
  const known = new Map<string, { order: KnownOrder; userId: number }>();
  for (const client of clients) {
    for (const order of client.orders.values()) known.set(order.orderSn, { order, userId: client.buyer.userId });
  }

  const stored = await queryRows<{ id: number; order_sn: string; user_id: number; state: number; pay_state: number; realized_price: number; lines: Array<{ sku_id: number; num: number }> }>(
    db,
    sql`select o.id, o.order_sn, o.user_id, o.state, o.pay_state, o.realized_price::float8 as realized_price,
               (select json_agg(json_build_object('sku_id', l.sku_id, 'num', l.num)) from order_lines l where l.order_id = o.id) as lines
        from orders o`,
  );
  const bySn = new Map<string, (typeof stored)[number]>();
  for (const row of stored) {
    if (bySn.has(row.order_sn)) findings.push(`order number ${row.order_sn} is in the database twice`);
    bySn.set(row.order_sn, row);
    const mine = known.get(row.order_sn);
    if (!mine) {
      findings.push(`order ${row.order_sn} (user ${row.user_id}) is in the database, but no buyer was ever told about it`);
      continue;
    }
    const { order, userId } = mine;
    if (row.user_id !== userId) findings.push(`order ${row.order_sn} belongs to user ${row.user_id}, its buyer is ${userId}`);
    if (JSON.stringify(row.lines) !== JSON.stringify([{ sku_id: order.skuId, num: order.num }])) findings.push(`order ${row.order_sn} holds ${JSON.stringify(row.lines)}, its buyer asked for ${order.num} pcs of SKU ${order.skuId}`);
    if (cents(row.realized_price) !== cents(order.total)) findings.push(`order ${row.order_sn} totals ${row.realized_price}, its buyer was told ${order.total}`);
    const [state, payState] = STATES[order.state];
    if (row.state !== state || row.pay_state !== payState) findings.push(`order ${row.order_sn} is (${row.state}, ${row.pay_state}), its buyer was told it is ${order.state}`);
  }
  for (const sn of known.keys()) if (!bySn.has(sn)) findings.push(`order ${sn} was acknowledged to its buyer, but is not in the database`);

  // Stock: every piece is on the shelf or in an order that was not cancelled.
  for (const offer of offers) {
    const [count] = await queryRows<{ stock: number; sold: number; part_stock: number; offers_stock: number }>(
      db,
      sql`select s.stock,
                 coalesce((select sum(l.num) from order_lines l join orders o on o.id = l.order_id where l.sku_id = s.id and o.state <> 4), 0)::int as sold,
                 g.stock as part_stock, (select sum(stock) from skus where goods_id = g.id)::int as offers_stock
          from skus s join goods g on g.id = s.goods_id where s.id = ${offer.skuId}`,
    );
    const start = offer.startStock + (restocked.get(offer.skuId) ?? 0);
    if (!count) {
      findings.push(`SKU ${offer.skuId} is gone`);
      continue;
    }
    if (count.stock < 0) findings.push(`SKU ${offer.skuId} has ${count.stock} pcs`);
    if (count.stock + count.sold !== start) findings.push(`SKU ${offer.skuId}: ${count.stock} pcs left + ${count.sold} sold = ${count.stock + count.sold}, ${start} were put on sale`);
    if (count.part_stock !== count.offers_stock) findings.push(`part ${offer.goodsId} shows ${count.part_stock} pcs, its offers hold ${count.offers_stock}`);
  }

  // The order's events: placed once, charged or cancelled at most once.
  const events = await queryRows<{ order_sn: string; place: number; charge: number; cancel: number }>(
    db,
    sql`select o.order_sn,
               count(*) filter (where e.event = 'place')::int as place,
               count(*) filter (where e.event = 'chargeToCredit')::int as charge,
               count(*) filter (where e.event = 'cancel')::int as cancel
        from orders o left join order_events e on e.order_id = o.id group by o.order_sn`,
  );
  for (const row of events) {
    const order = known.get(row.order_sn)?.order;
    const expected = { place: 1, charge: order?.state === 'paid' ? 1 : 0, cancel: order?.state === 'cancelled' ? 1 : 0 };
    if (row.place !== expected.place || row.charge !== expected.charge || row.cancel !== expected.cancel) {
      findings.push(`order ${row.order_sn} has events ${JSON.stringify({ place: row.place, charge: row.charge, cancel: row.cancel })}, expected ${JSON.stringify(expected)}`);
    }
  }

  // Money: one recorded result and one credit charge per paid order, of its total; lines and bills add up to their charges.
  const payments = await queryRows<{ order_sn: string; results: number; amounts: number; charges: number; charged: number }>(
    db,
    sql`select o.order_sn,
               (select count(*)::int from payments p where p.order_id = o.id and p.kind = 'result') as results,
               (select coalesce(sum(p.amount), 0)::float8 from payments p where p.order_id = o.id and p.kind = 'result') as amounts,
               (select count(*)::int from credit_charges c where c.order_sn = o.order_sn) as charges,
               (select coalesce(sum(c.amount), 0)::float8 from credit_charges c where c.order_sn = o.order_sn) as charged
        from orders o`,
  );
  for (const row of payments) {
    const order = known.get(row.order_sn)?.order;
    const paid = order?.state === 'paid' ? 1 : 0;
    const total = paid ? cents(order!.total) : 0;
    if (row.results !== paid || row.charges !== paid || cents(row.amounts) !== total || cents(row.charged) !== total) {
      findings.push(`order ${row.order_sn} (${order?.state ?? 'unknown'}) has ${row.results} payment result(s) of ${row.amounts} and ${row.charges} credit charge(s) of ${row.charged}`);
    }
  }
  const lines = await queryRows<{ user_id: number; unbilled: number; charged: number }>(
    db,
    sql`select l.user_id, l.unbilled_amount::float8 as unbilled,
               (select coalesce(sum(c.amount), 0)::float8 from credit_charges c where c.user_id = l.user_id and c.bill_id is null) as charged
        from credit_lines l`,
  );
  for (const line of lines) if (cents(line.unbilled) !== cents(line.charged)) findings.push(`credit line of user ${line.user_id} has ${line.unbilled} unbilled, its unbilled charges sum to ${line.charged}`);
  const bills = await queryRows<{ bill_sn: string; amount: number; charged: number }>(
    db,
    sql`select b.bill_sn, b.bill_amount::float8 as amount, (select coalesce(sum(c.amount), 0)::float8 from credit_charges c where c.bill_id = b.id) as charged from credit_bills b`,
  );
  for (const bill of bills) if (cents(bill.amount) !== cents(bill.charged)) findings.push(`bill ${bill.bill_sn} is for ${bill.amount}, its charges sum to ${bill.charged}`);

  // Idempotency keys: one per order, naming it and its buyer; the shop's keys keep no stored answer of their own.
  const keys = await queryRows<{ user_id: number; request_key: string; order_id: number | null; order_user: number | null; order_sn: string | null; answer_status: number | null }>(
    db,
    sql`select k.user_id, k.request_key, k.order_id, o.user_id as order_user, o.order_sn, k.answer_status
        from order_request_keys k left join orders o on o.id = k.order_id`,
  );
  const keyed = new Set<string>();
  for (const key of keys) {
    const name = `request key ${key.request_key} of user ${key.user_id}`;
    if (key.order_id === null || key.order_sn === null) findings.push(`${name} names no order`);
    else if (key.order_user !== key.user_id) findings.push(`${name} names order ${key.order_sn} of user ${key.order_user}`);
    else if (keyed.has(key.order_sn)) findings.push(`${name} names order ${key.order_sn}, which another key placed too`);
    else if (known.get(key.order_sn) && known.get(key.order_sn)!.order.key !== key.request_key) findings.push(`${name} names order ${key.order_sn}, its buyer placed it with key ${known.get(key.order_sn)!.order.key}`);
    if (key.order_sn) keyed.add(key.order_sn);
    if (key.answer_status !== null) findings.push(`${name} keeps an answer (${key.answer_status}); the shop's keys answer from their order`);
  }
  for (const row of stored) if (!keyed.has(row.order_sn)) findings.push(`order ${row.order_sn} has no request key`);
  return findings;
}
