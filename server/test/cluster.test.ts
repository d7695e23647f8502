import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findNginx } from '../../scripts/lib/nginx-proxy.mjs';
import { DEMO_ACCOUNTS } from '../src/features/identity/index.ts';
import { PARTNER_RATE_RULES } from '../src/features/partner-api/index.ts';
import type { Database } from '../src/platform/db/open.ts';
import { queryRows } from '../src/platform/db/sql-rows.ts';
import { createEmptyDatabase, type ClusterDatabase } from './support/cluster/cluster-database.ts';
import { startClusterScript, type ClusterScript } from './support/cluster/cluster-script.ts';
import { isRunning } from './support/cluster/process-tree.ts';
import { PROCESS_ENV, startServerProcesses, type ServerProcess } from './support/cluster/server-process.ts';
import { waitFor } from './support/cluster/wait-for.ts';
import { createAccount } from './support/identity-fixtures.ts';
import { uploadForm } from './support/upload-files.ts';

const adminUrl = inject('postgresAdminUrl');
const partnerAccount = DEMO_ACCOUNTS.find((account) => account.partnerApi)!;
const buyerAccount = DEMO_ACCOUNTS.find((account) => account.email.startsWith('buyer'))!;
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const migrations = readdirSync(join(import.meta.dirname, '..', 'drizzle')).filter((name) => name.endsWith('.sql')).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two real server processes (server/src/main.ts, as `npm start` runs it) on one PostgreSQL database: what
// must agree between them lives in the database, and these tests show that it does (decision 91).
describe.skipIf(!adminUrl)('two server processes on one PostgreSQL 15 database', () => {
  let database: ClusterDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Database;

  beforeAll(async () => {
    database = await createEmptyDatabase(adminUrl);
    [a, b] = (await startServerProcesses(['A', 'B'], database.url)) as [ServerProcess, ServerProcess];
    db = (await database.open()).db;
  }, 200_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  /** A partner token for the demo partner, and its first address, a shipping option and an offer to order. */
  async function partnerOrdering() {
    const token = await a.partner('getToken', { body: { email: partnerAccount.email, password: partnerAccount.password } });
    expect(token.status).toBe(200);
    const bearer = (token.data as { token: string }).token;
    const user = await b.partner('getUser', { token: bearer });
    const addressId = (user.data as { addressData: Array<{ addressId: number }> }).addressData[0]!.addressId;
    const shipping = await a.partner('getShipping', { token: bearer, query: { currencyCode: 'USD' } });
    const shippingId = (shipping.data as Array<{ shippingId: number }>)[0]!.shippingId;
    const [offer] = await queryRows<{ sku_id: number; goods_id: number; moq: number; stock: number }>(
      db,
      sql`select id as sku_id, goods_id, moq, stock from skus where increment = 1 and stock >= moq * 50 and moq <= 100 and jsonb_array_length(price_breaks) > 0 order by id limit 1`,
    );
    return { token: bearer, addressId, shippingId, offer: offer! };
  }

  it('two processes started together on an empty database migrate and seed it once', async () => {
    const outputs = [a.output(), b.output()];
    expect(outputs.filter((output) => output.includes('Empty database: seeding')).length).toBe(1);
    expect(outputs.filter((output) => output.includes('Database already holds a catalog')).length).toBe(1);
    const [applied] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied!.count).toBe(migrations);
    const [accounts] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from users where email = ${buyerAccount.email}`);
    expect(accounts!.count).toBe(1);
  });

  it('a partner token’s limit counts calls to both processes together', async () => {
    const token = (await b.partner('getToken', { body: { email: partnerAccount.email, password: partnerAccount.password } })).data as { token: string };
    const { limit } = PARTNER_RATE_RULES.token;
    const statuses: number[] = [];
    for (let call = 0; call < limit; call++) statuses.push((await (call % 2 ? b : a).partner('getShipping', { token: token.token, query: { currencyCode: 'USD' } })).status);
    expect(statuses).toEqual(Array(limit).fill(200));
    // The next call is over the limit on either process.
    for (const server of [a, b]) {
      const refused = await server.partner('getShipping', { token: token.token, query: { currencyCode: 'USD' } });
      expect([refused.status, refused.code]).toEqual([429, 4290]);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('an unpaid order past its deadline is expired once, its stock released once, with both processes’ timers running', async () => {
    const { token, addressId, shippingId, offer } = await partnerOrdering();
    const orders: string[] = [];
    for (let index = 0; index < 8; index++) {
      const placed = await (index % 2 ? b : a).partner('saveOrders', {
        token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { currencyCode: 'USD', purchasedGoods: [{ skuId: offer.sku_id, num: offer.moq }], addressId, billingId: addressId, shippingId },
      });
      expect(placed.status).toBe(200);
      orders.push(placed.data as string);
    }
    const [placedStock] = await queryRows<{ stock: number }>(db, sql`select stock from skus where id = ${offer.sku_id}`);
    expect(Number(placedStock!.stock)).toBe(offer.stock - 8 * offer.moq);
    const handledBefore = [a, b].map((server) => server.output().length);

    // Due for both processes at once: each looks every 200 ms (TIMER_EVERY_MS).
    await db.execute(sql`update orders set expire_time = now() - interval '1 second' where order_sn = any(${`{${orders.join(',')}}`}::text[])`);
    await waitFor('the orders to expire', async () => {
      const rows = await queryRows<{ state: number }>(db, sql`select state from orders where order_sn = any(${`{${orders.join(',')}}`}::text[])`);
      return rows.every((row) => Number(row.state) === 4);
    });

    const events = await queryRows<{ order_sn: string; expiries: number }>(
      db,
      sql`select o.order_sn, count(e.id)::int as expiries from orders o left join order_events e on e.order_id = o.id and e.event = 'expire'
          where o.order_sn = any(${`{${orders.join(',')}}`}::text[]) group by o.order_sn`,
    );
    expect(events.map((row) => row.expiries)).toEqual(Array(8).fill(1));
    const [releasedStock] = await queryRows<{ stock: number }>(db, sql`select stock from skus where id = ${offer.sku_id}`);
    expect(Number(releasedStock!.stock)).toBe(offer.stock);
    // What each process says it handled adds up to the eight orders.
    await sleep(300);
    const handled = [a, b].map((server, index) =>
      [...server.output().slice(handledBefore[index]).matchAll(/order-expiry: (\d+) handled/g)].reduce((sum, match) => sum + Number(match[1]), 0),
    );
    expect(handled[0]! + handled[1]!).toBe(8);
  });

  it('a bank receipt uploaded through one process is downloaded through the other', async () => {
    const signedIn = await a.ok('loginUser', { body: { email: buyerAccount.email, password: buyerAccount.password } });
    const uploaded = await a.ok('uploadBankTransferReceipt', { token: signedIn.token, form: uploadForm(PDF_BYTES, 'MT103-cluster.pdf', {}, 'application/pdf') });
    const downloaded = await b.ok('getBankTransferReceipt', { token: signedIn.token, params: { fileId: uploaded.file_id } });
    expect(downloaded.fileName).toBe('MT103-cluster.pdf');
    expect(Buffer.from(downloaded.content).equals(Buffer.from(PDF_BYTES))).toBe(true);
  });

  it('a price changed in the database is answered by both processes once the product cache’s lifetime has passed', async () => {
    const [offer] = await queryRows<{ sku_id: number; goods_id: number }>(db, sql`select id as sku_id, goods_id from skus where jsonb_array_length(price_breaks) > 0 order by id desc limit 1`);
    const priceOn = async (server: ServerProcess) => {
      const detail = await server.ok('getGoodsDetail', { query: { goods_id: offer!.goods_id }});
      return detail.offers.find((entry) => entry.sku_id === offer!.sku_id)!.price_range[0]!.price;
    };
    // Both have the part in their cache now.
    const before = await priceOn(a);
    expect(await priceOn(b)).toBe(before);

    await db.execute(
      sql`update skus set price_breaks = (select jsonb_agg(jsonb_set(entry, '{price}', to_jsonb(round((entry->>'price')::numeric * 2, 4)))) from jsonb_array_elements(price_breaks) entry),
          updated_at = now() where id = ${offer!.sku_id}`,
    );
    const changedAt = Date.now();
    // CATALOG_CACHE_MS: the longest a process may still answer the old price.
    await sleep(changedAt + Number(PROCESS_ENV.CATALOG_CACHE_MS) + 100 - Date.now());
    expect(await priceOn(a)).toBeCloseTo(before * 2, 3);
    expect(await priceOn(b)).toBeCloseTo(before * 2, 3);
  });

  it('a session signed in on one process works on the other, and one ended on the first is refused by the other', async () => {
    const account = await createAccount(db, new Date());
    const first = await a.ok('loginUser', { body: { email: account.email, password: account.password } });
    expect((await b.ok('getUserProfile', { token: first.token })).email).toBe(account.email);
    // No call signs out; changing the password ends every other session of the account.
    const second = await a.ok('loginUser', { body: { email: account.email, password: account.password } });
    const changed = await a.ok('changeUserPassword', { token: second.token, body: { old_password: account.password, new_password: 'Cluster-pass-2026' } });
    expect(changed.ended_sessions).toBe(1);
    const ended = await b.call('getUserProfile', { token: first.token });
    expect([ended.status, ended.code]).toEqual([401, 4001]);
    expect((await b.ok('getUserProfile', { token: second.token })).email).toBe(account.email);
  });

  it('an order request key sent to one process and then to the other gets the stored answer, and one order', async () => {
    const { token, addressId, shippingId, offer } = await partnerOrdering();
    const key = randomUUID();
    const send = (server: ServerProcess) =>
      server.partner('saveOrders', {
        token,
        headers: { 'Idempotency-Key': key },
        body: { currencyCode: 'USD', purchasedGoods: [{ skuId: offer.sku_id, num: offer.moq }], addressId, billingId: addressId, shippingId },
      });
    const onA = await send(a);
    const onB = await send(b);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.data).toEqual(onA.data);
    const [stored] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from orders where order_sn = ${onA.data as string}`);
    expect(stored!.count).toBe(1);
    const [stock] = await queryRows<{ stock: number }>(db, sql`select stock from skus where id = ${offer.sku_id}`);
    expect(Number(stock!.stock)).toBe(offer.stock - offer.moq);
  });
});

const nginx = findNginx();
describe.skipIf(!adminUrl)('npm run start:cluster', () => {
  let database: ClusterDatabase;
  let cluster: ClusterScript | undefined;

  beforeAll(async () => {
    database = await createEmptyDatabase(adminUrl);
  });
  afterAll(async () => {
    cluster?.kill();
    await database?.drop();
  }, 60_000);

  it.skipIf(!nginx)(
    `serves through nginx from both processes, keeps serving while one is down and starts it again; Ctrl-C stops every process${nginx ? '' : ' (skipped: /usr/sbin/nginx is missing; apt-get install nginx)'}`,
    async () => {
      const { SEED_PARTS, PASSWORD_COST_LOG2, WEB_DIST } = PROCESS_ENV;
      cluster = await startClusterScript({ DATABASE_URL: database.url, SEED_PARTS, PASSWORD_COST_LOG2, WEB_DIST }, 2);
      const [, accessLog] = await cluster.waitForOutput(/nginx's access log \(which process served each request\): (\S+)/);
      await cluster.waitForOutput(/Ctrl-C stops everything/);
      const base = `http://127.0.0.1:${cluster.port}`;
      const upstreams = [cluster.port + 1, cluster.port + 2].map((port) => `127.0.0.1:${port}`);
      const [part] = await queryRows<{ id: number }>((await database.open()).db, sql`select id from goods order by id limit 1`);
      const path = `/api/goods/goodsDetail?goods_id=${part!.id}`;

      const statuses: number[] = [];
      for (let request = 0; request < 6; request++) statuses.push((await fetch(`${base}${path}`)).status);
      expect(statuses).toEqual(Array(6).fill(200));
      // nginx passed them to both processes in turn. It logs a request after answering it, so the log is waited for.
      const served = await waitFor('the access log to hold the six requests, served by both processes', () => {
        const log = readFileSync(accessLog!, 'utf8');
        return log.split('\n').filter(Boolean).length >= 6 && upstreams.every((upstream) => log.includes(` 200 ${upstream} `)) && log;
      });
      expect(served.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(6);

      // Process 1 dies: requests still succeed through nginx, and the script starts it again.
      const [, firstPid] = cluster.output().match(/\[1\] server process (\d+) starting/)!;
      const before = cluster.output().length;
      process.kill(Number(firstPid), 'SIGKILL');
      await cluster.waitForOutput(/\[1\] server process \d+ exited \(SIGKILL\); the others keep serving through nginx; starting it again/, 10_000);
      const whileDown: number[] = [];
      for (let request = 0; request < 6; request++) whileDown.push((await fetch(`${base}${path}`)).status);
      expect(whileDown).toEqual(Array(6).fill(200));
      await waitFor('process 1 to run again', () => /\[1\] Chipmart is running at/.test(cluster!.output().slice(before)), 120_000, 100);
      expect((await fetch(`http://${upstreams[0]}${path}`)).status).toBe(200);

      // Ctrl-C in the terminal: SIGINT to the whole group; every process it started is gone afterwards.
      const running = cluster.processes();
      expect(running.length).toBeGreaterThanOrEqual(6);
      const exit = await cluster.interrupt();
      // npm, interrupted itself, ends by the same signal once the script has stopped everything.
      expect(exit.code === 0 || exit.signal === 'SIGINT').toBe(true);
      await cluster.waitForOutput(/SIGINT: stopping the server processes, nginx…[\s\S]*Stopped\./, 30_000);
      await waitFor('every process of the cluster to be gone', () => running.every((pid) => !isRunning(pid)), 10_000);
      await expect(fetch(`${base}${path}`)).rejects.toThrow();
      cluster = undefined;
    },
    200_000,
  );
});
