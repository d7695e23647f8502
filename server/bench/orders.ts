/**
 * Orders placed per second through the in-process HTTP app (contract checks,
 * repricing, conditional stock UPDATEs, order rows, one transaction each):
 * many buyers at once on a few SKUs (every order waits for the SKU's row
 * lock) and on one SKU each (no waiting on each other).
 */
import { sql } from 'drizzle-orm';
import { composeServer } from '../src/app/compose.ts';
import { createHttpApp } from '../src/app/http-app.ts';
import type { Database } from '../src/platform/db/open.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { createAccount } from '../test/support/identity-fixtures.ts';
import { percentile } from './stats.ts';

export interface OrderBenchResult {
  label: string;
  buyers: number;
  skus: number;
  orders: number;
  refused: number;
  seconds: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
}

/** Sends one request to the server under test: the in-process app, or server processes over HTTP. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Runs both order mixes. Without `send`, through an in-process app on `db`; with it, through whatever it
 * reaches (several server processes behind a proxy, bench/cluster.ts), `db` only preparing the offers and buyers.
 */
export async function benchOrders(db: Database, options: { buyers: number; ordersPerBuyer: number; contendedSkus: number }, send?: Send): Promise<OrderBenchResult[]> {
  const server = send ? undefined : await composeServer(db, { passwordCostLog2: 12 });
  const app = server ? createHttpApp(server) : undefined;
  const request: Send = send ?? (async (path, init) => app!.request(path, init));
  try {
    // Offers anyone may buy one piece of, with stock enough for the whole run.
    const offers = await queryRows<{ goods_id: number; sku_id: number }>(
      db,
      sql`select goods_id, id as sku_id from skus where moq = 1 and increment = 1 and jsonb_array_length(price_breaks) > 0 order by id limit ${options.buyers}`,
    );
    if (offers.length < options.buyers) throw new Error(`Only ${offers.length} offers sell single pieces; the order bench needs ${options.buyers}`);
    await db.execute(sql`update skus set stock = 10000000 where id = any(${`{${offers.map((offer) => offer.sku_id).join(',')}}`}::int[])`);
    await db.execute(sql`update goods g set stock = (select sum(stock) from skus where goods_id = g.id) where id = any(${`{${offers.map((offer) => offer.goods_id).join(',')}}`}::int[])`);
    // A shipping country that has carriers: the demo seed's United States.
    const [us] = await queryRows<{ id: number }>(db, sql`select id from countries where iso_code = 'US'`);

    const call = async (path: string, token: string, body: unknown) => {
      const response = await request(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return (await response.json()) as { code: number; message: string; data: { realized_price: number; shipping_id: number; address_id: number } };
    };

    // Every buyer saves its shipping address through the address book's own call, as in the shop.
    const buyers: Array<{ token: string; addressId: number }> = [];
    for (let index = 0; index < options.buyers; index++) {
      const account = await createAccount(db, new Date());
      const token = (await issueSession(db, account.id, new Date())).token;
      const saved = await call('/api/user/address', token, {
        type_id: 1,
        contact_name: `Bench Buyer ${index}`,
        company_name: 'Bench Labs Inc.',
        telephone: '+1 512 555 0100',
        email_address: `bench${index}@example.com`,
        country_id: us!.id,
        state: 'Texas',
        city: 'Austin',
        postal_code: '78701',
        address_ln1: '401 Congress Ave',
        is_default: true,
      });
      if (saved.code !== 200) throw new Error(`saving an address failed: ${saved.message}`);
      buyers.push({ token, addressId: saved.data.address_id });
    }

    const run = async (label: string, skuOf: (buyerIndex: number) => { goods_id: number; sku_id: number }, skuCount: number): Promise<OrderBenchResult> => {
      const plans = await Promise.all(
        buyers.map(async (buyer, index) => {
          const offer = skuOf(index);
          const preview = await call('/api/orders/buyNow_before', buyer.token, { goods_id: offer.goods_id, sku_id: offer.sku_id, num: 1 });
          if (preview.code !== 200) throw new Error(`preview failed: ${preview.message}`);
          return {
            buyer,
            body: { source: 'buy_now', buy_now: { goods_id: offer.goods_id, sku_id: offer.sku_id, num: 1 }, address_id: buyer.addressId, shipping_id: preview.data.shipping_id, expected_realized_price: preview.data.realized_price },
          };
        }),
      );
      const latencies: number[] = [];
      let refused = 0;
      const started = performance.now();
      await Promise.all(
        plans.map(async (plan) => {
          for (let order = 0; order < options.ordersPerBuyer; order++) {
            const sent = performance.now();
            const answer = await call('/api/orders/add', plan.buyer.token, plan.body);
            latencies.push(performance.now() - sent);
            if (answer.code !== 200) refused += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      return {
        label,
        buyers: buyers.length,
        skus: skuCount,
        orders: latencies.length - refused,
        refused,
        seconds,
        ordersPerSecond: (latencies.length - refused) / seconds,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
      };
    };

    return [
      await run('contended', (index) => offers[index % options.contendedSkus]!, options.contendedSkus),
      await run('uncontended', (index) => offers[index]!, buyers.length),
    ];
  } finally {
    await server?.close();
  }
}
