import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { part } from './catalog-fixture.ts';
import { buyerWithAddress, fillOrderingFixture, FixtureAddressBook, SF, skuOf } from './support/order-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const HENGXIN = 1;
const BUYERS = 200;

/** Three contended offers, each with its unit price for fewer than 100 pieces and its few last pieces. */
const CONTENDED = [
  { goodsId: part.stm32f103c8t6, unitPrice: 2.35, stock: 60 },
  { goodsId: part.stm32f103rct6, unitPrice: 4.9, stock: 45 },
  { goodsId: part.pic18f4550, unitPrice: 6.12, stock: 30 },
];

const money = (value: number) => Math.round(value * 100) / 100;

// Real concurrency needs real connections: PostgreSQL only (PGlite runs one statement at a time).
describe.skipIf(!inject('postgresAdminUrl'))('200 buyers ordering the last pieces at once (PostgreSQL 15)', () => {
  let server: TestServer;
  const addresses = new FixtureAddressBook();
  const now = () => new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({
      engine: 'postgres',
      now,
      mailLog: () => {},
      orderAddresses: addresses,
      prepare: ({ db }) => fillOrderingFixture(db),
    });
  });
  afterAll(async () => server?.close());

  it('never oversells: every acknowledged order is in the database, every refusal is the documented 409, sold + left = start', async () => {
    const db = server.database.db;
    const offers = [];
    for (const offer of CONTENDED) {
      const skuId = await skuOf(db, offer.goodsId, HENGXIN);
      await db.execute(sql`update skus set stock = ${offer.stock} where id = ${skuId}`);
      offers.push({ ...offer, skuId });
    }
    await db.execute(sql`update goods g set stock = (select sum(stock) from skus where goods_id = g.id)`);

    // Every third buyer orders two contended offers from the cart (added in either order), the others buy one directly.
    const requests: Array<{ buyer: { token: string }; wanted: number[][]; body: Record<string, unknown> }> = [];
    for (let index = 0; index < BUYERS; index++) {
      const buyer = await buyerWithAddress(db, addresses, now());
      const first = offers[index % 3]!;
      const num = 1 + (index % 4);
      if (index % 3 === 0) {
        const second = offers[(index + 1) % 3]!;
        for (const offer of index % 2 ? [first, second] : [second, first]) {
          await server.ok('addCartItem', { token: buyer.token, body: { goods_id: offer.goodsId, sku_id: offer.skuId, cart_num: num } });
        }
        const total = money(money(first.unitPrice * num) + money(second.unitPrice * num) + 28);
        requests.push({ buyer, wanted: [[first.skuId, num], [second.skuId, num]], body: { source: 'cart', address_id: buyer.addressId, shipping_id: SF, expected_realized_price: total } });
      } else {
        const total = money(money(first.unitPrice * num) + 28);
        requests.push({
          buyer,
          wanted: [[first.skuId, num]],
          body: { source: 'buy_now', buy_now: { goods_id: first.goodsId, sku_id: first.skuId, num }, address_id: buyer.addressId, shipping_id: SF, expected_realized_price: total },
        });
      }
    }

    const results = await Promise.all(requests.map((request) => server.call('placeOrder', { token: request.buyer.token, body: request.body })));

    const acknowledged = results.flatMap((result) => (result.code === 200 ? [(result.data as { order_sn: string }).order_sn] : []));
    const refused = results.filter((result) => result.code !== 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const refusal of refused) {
      expect([refusal.status, refusal.code]).toEqual([409, 4090]);
      expect(refusal.message).toMatch(/^(Only \d+ pcs of \S+ are left, \d+ were wanted|\S+ is sold out at this supplier); nothing was ordered$/);
    }

    const stored = await queryRows<{ order_sn: string }>(db, sql`select order_sn from orders`);
    expect(new Set(stored.map((row) => row.order_sn))).toEqual(new Set(acknowledged));
    for (const offer of offers) {
      const [counted] = await queryRows<{ left: number; sold: number; part: number }>(
        db,
        sql`select s.stock as left, coalesce((select sum(num) from order_lines where sku_id = s.id), 0)::int as sold, g.stock as part
          from skus s join goods g on g.id = s.goods_id where s.id = ${offer.skuId}`,
      );
      expect(Number(counted!.left)).toBeGreaterThanOrEqual(0);
      expect(Number(counted!.sold) + Number(counted!.left)).toBe(offer.stock);
      // The part's stock is its offers' sum again (the other suppliers' offers included).
      const [sum] = await queryRows<{ total: number }>(db, sql`select sum(stock)::int as total from skus where goods_id = ${offer.goodsId}`);
      expect(Number(counted!.part)).toBe(Number(sum!.total));
    }
    // Each acknowledged order holds exactly what its buyer asked for.
    const lines = await queryRows<{ order_sn: string; sku_id: number; num: number }>(db, sql`select o.order_sn, l.sku_id, l.num from orders o join order_lines l on l.order_id = o.id`);
    results.forEach((result, index) => {
      if (result.code !== 200) return;
      const orderSn = (result.data as { order_sn: string }).order_sn;
      const held = lines.filter((line) => line.order_sn === orderSn).map((line) => [Number(line.sku_id), Number(line.num)]);
      expect(held.sort((a, b) => a[0]! - b[0]!)).toEqual([...requests[index]!.wanted].sort((a, b) => a[0]! - b[0]!));
    });
  });
});
