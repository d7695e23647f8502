import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/platform/db/open.ts';
import { SeedRandom } from '../src/platform/seed-random.ts';
import { checkDatabase } from './support/crash/crash-checks.ts';
import { CrashClient, RoundProgress, type Exchange } from './support/crash/crash-clients.ts';
import { addBuyerAddresses, prepareCrashShop, previewTotals, type Offer } from './support/crash/crash-shop.ts';
import { ShopProcess } from './support/crash/shop-process.ts';
import { createPostgresTestDatabase } from './support/engines.ts';

/**
 * Crash safety (issue 20): the real server (server/src/main.ts) runs as a child process on a database of
 * the PostgreSQL 15 test cluster; buyers order and pay over HTTP while the test kills the server with
 * SIGKILL at a random moment, restarts it and sends every request whose answer was lost again.
 *
 * This kills the shop's process, not the database's: PostgreSQL stays up, so its commits stand. The test
 * cluster runs with fsync=off and synchronous_commit=off (server/test/support/postgres-cluster.ts), which
 * would lose commits if PostgreSQL itself or the machine died; neither happens here.
 *
 * CRASH_ROUNDS, CRASH_CLIENTS and CRASH_SEED make a longer run or repeat one (the seed is printed).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS || 20);
const CLIENTS = Number(process.env.CRASH_CLIENTS || 20);
const SEED = Number(process.env.CRASH_SEED || Math.floor(Math.random() * 2 ** 31));
/** Pieces put back on every contended offer while the server is down, so each round has stock to fight over. */
const RESTOCK = 6;
/** The kill comes this long after the round's first answer (seeded). */
const KILL_AFTER_MS = { min: 0, max: 600 };

const postgres = Boolean(inject('postgresAdminUrl'));

describe.skipIf(!postgres)(`the shop killed mid-order and restarted (PostgreSQL 15${postgres ? '' : ': not installed, skipped'})`, () => {
  let database: OpenDatabase | undefined;
  let drop: (() => Promise<void>) | undefined;
  let shop: ShopProcess | undefined;
  let dataDir: string | undefined;
  let clients: CrashClient[] = [];
  let offers: Offer[] = [];
  const findings: string[] = [];

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    database = await openDatabase({ engine: 'postgres', url: created.url });
    const prepared = await prepareCrashShop(database.db, CLIENTS);
    dataDir = mkdtempSync(join(tmpdir(), 'chipmart-crash-'));
    shop = await ShopProcess.create({ databaseUrl: created.url, dataDir });
    await shop.start();
    const buyers = await addBuyerAddresses(shop.origin, prepared.buyers);
    offers = await previewTotals(shop.origin, buyers[0]!, prepared.offers);
    const random = new SeedRandom(SEED);
    clients = buyers.map((buyer) => new CrashClient(buyer, offers, random.fork(`buyer ${buyer.index}`), findings));
  });

  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'every order a buyer saw acknowledged survives the server being killed, exactly once; a lost answer retried gets the same order, and nothing is sold or charged twice',
    async () => {
      const started = Date.now();
      const db = database!.db;
      const server = shop!;
      const kills = new SeedRandom(SEED).fork('kills');
      const exchanges: Exchange[] = [];
      const restocked = new Map<number, number>();
      const killMoments: number[] = [];
      console.log(`crash safety: seed ${SEED} (CRASH_SEED=${SEED} repeats it), ${ROUNDS} rounds, ${CLIENTS} buyers`);

      for (let round = 1; round <= ROUNDS; round++) {
        const progress = new RoundProgress();
        const running = clients.map((client) => client.runRound(server.origin, round, progress, exchanges));
        // The kill comes at a random moment once the round's requests are flowing (not while the fresh server is still warming up).
        await Promise.race([progress.firstAnswer, Promise.all(running)]);
        const killAfter = kills.int(KILL_AFTER_MS.min, KILL_AFTER_MS.max);
        killMoments.push(killAfter);
        await new Promise((resolve) => setTimeout(resolve, killAfter));
        progress.stopRequested = true;
        await server.kill();
        await Promise.all(running);

        // While the shop is down, a delivery arrives: each contended offer gets a few pieces back.
        for (const offer of offers) {
          await db.execute(sql`update skus set stock = stock + ${RESTOCK} where id = ${offer.skuId}`);
          await db.execute(sql`update goods g set stock = (select sum(stock) from skus where goods_id = g.id) where id = ${offer.goodsId}`);
          restocked.set(offer.skuId, (restocked.get(offer.skuId) ?? 0) + RESTOCK);
        }
        // The restarted server gets the lost requests first, each sent again unchanged; each must be answered now.
        await server.start();
        await Promise.all(clients.map((client) => client.retry(server.origin, db)));
      }

      findings.push(...server.failures().map((line) => `the server answered 500: ${line}`));
      findings.push(...(await checkDatabase(db, clients, offers, restocked)));

      const lost = exchanges.filter((exchange) => !exchange.first.answered);
      const answered = exchanges.length - lost.length;
      const refused = exchanges.filter((exchange) => exchange.first.answered && exchange.first.status === 409).length;
      const committedUnseen = lost.filter((exchange) => exchange.retry?.committedBefore).length;
      const orders = clients.reduce((sum, client) => sum + client.orders.size, 0);
      console.log(
        [
          `crash safety: seed ${SEED}; kills after ${killMoments.join(', ')} ms`,
          `  ${exchanges.length} requests: ${answered} answered (${refused} refused for stock), ${lost.length} lost to a kill and retried, ${committedUnseen} of them had committed unseen`,
          `  ${orders} orders placed, ${server.starts} server starts, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ].join('\n'),
      );

      expect(findings).toEqual([]);
      expect(refused, 'some orders must find the pieces gone').toBeGreaterThan(0);
      expect(lost.length, 'some requests must be cut off by the kills').toBeGreaterThan(0);
      expect(lost.every((exchange) => exchange.retry?.outcome.answered)).toBe(true);
    },
    ROUNDS * 30_000 + 60_000,
  );
});
