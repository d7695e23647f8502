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

describeEachEngine('the demo buyer’s orders', (engine) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, passwordCostLog2: TEST_PASSWORD_COST, mailLog: () => {}, prepare: ({ db }) => seedDemoData(db, { parts: 400 }).then(() => undefined) });
    const [buyer] = await queryRows<{ id: number }>(server.database.db, sql`select id from users where email = 'buyer@chipmart.example'`);
    token = (await issueSession(server.database.db, buyer!.id, server.now())).token;
  });
  afterAll(async () => server?.close());

  it('show an order in every state and every kind of payment on first start', async () => {
    const list = await server.ok('listOrders', { token, query: { page_size: 50 } });
    expect(new Set(list.lists.map((order) => order.state))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(list.lists.map((order) => order.pay_state))).toEqual(new Set([0, 1, 2, 3, 4]));
    const shipped = list.lists.find((order) => order.state === 2)!;
    expect(shipped).toMatchObject({ tracking_number: '4815162342', pay_method: 'paypal' });
    const detail = await server.ok('getOrder', { token, params: { orderSn: shipped.order_sn } });
    expect(detail).toMatchObject({ can_receive: true, shipping_address: { city: 'Austin', country_name: 'United States' } });
    expect(detail.order_goods[0]!.part_number).not.toBe('');
  });

  it('left the catalog’s counts as a recount finds them', async () => {
    const db = server.database.db;
    const counts = async () => ({ categories: await db.select().from(categoryStats).orderBy(categoryStats.categoryId), total: await db.select({ n: catalogTotals.inStockPartsCount }).from(catalogTotals) });
    const seeded = await counts();
    await refreshCatalogStats(db);
    expect(seeded).toEqual(await counts());
  });
});
