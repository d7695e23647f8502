import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { composeServer } from '../src/app/compose.ts';
import { createHttpApp } from '../src/app/http-app.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { startKeyedRequest } from '../src/features/orders/index.ts';
import { orderRequestKeys, orders, rateLimitCounters, skus } from '../src/platform/db/schema/index.ts';
import { part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { DHL, fillOrderingFixture, skuOf } from './support/order-fixtures.ts';
import { approvedPartner, partnerCaller } from './support/partner-calls.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);
const ARROWTECH = 2;

describeEachEngine('partner API v1: idempotent orders and rate limits', (engine) => {
  let server: TestServer;
  let call: ReturnType<typeof partnerCaller>;
  let partner: Awaited<ReturnType<typeof approvedPartner>>;
  let lm358: number;
  const db = () => server.database.db;
  const shopToken = async (userId: number) => (await issueSession(db(), userId, now())).token;
  /** A partner token made directly, so tests are not slowed by getToken's own limit. */
  const partnerToken = async () => (await issueSession(db(), partner.userId, now(), { kind: 'partner', lifetimeSeconds: 86_400 })).token;
  const orderCount = async () => Number((await db().select({ n: count() }).from(orders).where(eq(orders.userId, partner.userId)))[0]!.n);
  const order = (num = 10) => ({ currencyCode: 'USD', purchasedGoods: [{ skuId: lm358, num }], addressId: partner.addressId, billingId: partner.billingId, shippingId: DHL });

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST, prepare: ({ db }) => fillOrderingFixture(db) });
    call = partnerCaller(server);
    partner = await approvedPartner(server, now(), shopToken);
    lm358 = await skuOf(db(), part.lm358dr, ARROWTECH);
  });
  afterAll(async () => server?.close());
  // Each test starts after every rate-limit window of the one before has ended.
  beforeEach(() => {
    current += 600_000;
  });

  it('the same Idempotency-Key and body replays the first answer instead of placing a second order', async () => {
    const token = await partnerToken();
    const before = await orderCount();
    const key = 'a1b2c3d4-replay-0001';
    const first = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: order() });
    expect(first.code).toBe(200);
    current += 3_600_000;
    const again = await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': key }, body: order() });
    expect(again).toMatchObject({ status: 200, code: 200, data: first.data });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await orderCount()).toBe(before + 1);
  });

  it('the same key with another body is a 409 naming what differs', async () => {
    const token = await partnerToken();
    const key = 'a1b2c3d4-mismatch-01';
    expect((await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: order(10) })).code).toBe(200);
    const other = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: { ...order(20), remark: 'second try' } });
    expect(other).toMatchObject({
      status: 409,
      code: 4090,
      message: `Idempotency-Key ${key} was already used with a different request (purchasedGoods, remark differs)`,
    });
  });

  it('a refusal is kept and replayed too: the key answers its first 409 even once the stock is back', async () => {
    const token = await partnerToken();
    const key = 'a1b2c3d4-refused-01';
    await db().update(skus).set({ stock: 5 }).where(eq(skus.id, lm358));
    const refused = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: order(10) });
    expect(refused).toMatchObject({ status: 409, code: 4090 });
    await db().update(skus).set({ stock: 187_500 }).where(eq(skus.id, lm358));
    const replayed = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: order(10) });
    expect(replayed).toMatchObject({ status: 409, code: 4090, message: refused.message });
  });

  it('a request refused as invalid does not use up its key', async () => {
    const token = await partnerToken();
    const key = 'a1b2c3d4-invalid-01';
    const invalid = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: { ...order(), currencyCode: 'GBP' } });
    expect(invalid).toMatchObject({ status: 422, code: 4220 });
    const twice = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: { ...order(), purchasedGoods: [{ skuId: lm358, num: 10 }, { skuId: lm358, num: 10 }] } });
    expect(twice).toMatchObject({ status: 422, code: 4220 });
    expect((await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: order() })).code).toBe(200);
  });

  it('a repeat while the first request is still running is a 409 "in use"; once that request is gone for a minute the key runs again', async () => {
    const token = await partnerToken();
    const key = 'a1b2c3d4-in-use-0001';
    const body = order();
    // Another server process has claimed the key and is still placing the order.
    await startKeyedRequest(db(), partner.userId, key, body, now(), 'Success');
    const busy = await call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body });
    expect(busy).toMatchObject({ status: 409, code: 4090, message: `Idempotency-Key ${key} is in use by a request still running; send it again once that one has answered` });
    const before = await orderCount();
    current += 61_000;
    expect((await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': key }, body })).code).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });

  it('50 parallel requests with one key place exactly one order; each answer is that order or "in use"', async () => {
    const key = 'a1b2c3d4-parallel-50';
    const tokens = await Promise.all(Array.from({ length: 50 }, () => partnerToken()));
    const before = await orderCount();
    const answers = await Promise.all(tokens.map((token) => call('saveOrders', { token, headers: { 'Idempotency-Key': key }, body: order() })));
    expect(await orderCount()).toBe(before + 1);
    const placed = answers.filter((answer) => answer.code === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.data)).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.code !== 200)) expect(answer.message).toContain('is in use');
  });

  it('a key first used more than 24 hours ago counts as new', async () => {
    const key = 'a1b2c3d4-day-old-001';
    const first = await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': key }, body: order() });
    current += 24 * 3_600_000 + 1000;
    const later = await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': key }, body: { ...order(), remark: 'next day' } });
    expect(later.code).toBe(200);
    expect(later.data).not.toBe(first.data);
  });

  it('forgets keys older than 24 hours on a timer, keeping the younger ones replayable', async () => {
    const keyOf = async (key: string) => db().select().from(orderRequestKeys).where(eq(orderRequestKeys.requestKey, key));
    const old = 'a1b2c3d4-cleanup-old';
    const young = 'a1b2c3d4-cleanup-new';
    expect((await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': old }, body: order() })).code).toBe(200);
    current += 20 * 3_600_000;
    const kept = await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': young }, body: order() });
    current += 4 * 3_600_000 + 1000;
    const cleanup = server.composed.timers.find((timer) => timer.name === 'idempotency-key-cleanup')!;
    expect(await cleanup.runDue(now())).toBeGreaterThanOrEqual(1);
    expect(await keyOf(old)).toEqual([]);
    expect(await keyOf(young)).toHaveLength(1);
    const replayed = await call('saveOrders', { token: await partnerToken(), headers: { 'Idempotency-Key': young }, body: order() });
    expect([replayed.data, replayed.headers.get('Idempotent-Replayed')]).toEqual([kept.data, 'true']);
  });

  it('puts the limit, what is left and the reset on every answer, and refuses the call over the limit with 429 and Retry-After', async () => {
    const token = await partnerToken();
    const first = await call('getShipping', { token });
    expect(first.headers.get('RateLimit-Policy')).toBe('"token";q=120;w=60, "address";q=600;w=60');
    expect(first.headers.get('RateLimit')).toBe('"token";r=119;t=60');
    // Refused calls count too, and carry the fields.
    current += 15_000;
    expect((await call('getUser')).headers.get('RateLimit')).toBe('"address";r=598;t=45');
    for (let index = 2; index <= 120; index++) expect((await call('getShipping', { token })).code).toBe(200);
    const over = await call('getShipping', { token });
    expect(over).toMatchObject({ status: 429, code: 4290, data: { retry_after: 45 } });
    expect(over.headers.get('Retry-After')).toBe('45');
    expect(over.headers.get('RateLimit')).toBe('"token";r=0;t=45');
    // The window started with the first call; the next one starts afresh.
    current += 45_000;
    const next = await call('getShipping', { token });
    expect(next.code).toBe(200);
    expect(next.headers.get('RateLimit')).toBe('"token";r=119;t=60');
  });

  it('limits saveOrders to 30 a minute per token, and getToken to 10 a minute per address', async () => {
    const token = await partnerToken();
    for (let index = 0; index < 30; index++) expect((await call('saveOrders', { token, body: { ...order(), currencyCode: 'GBP' } })).code).toBe(4220);
    expect(await call('saveOrders', { token, body: order() })).toMatchObject({ status: 429, code: 4290 });
    for (let index = 0; index < 10; index++) expect((await call('getToken', { body: { email: partner.email, password: 'Wrong-Pass-1234' } })).code).toBe(4010);
    const refused = await call('getToken', { body: { email: partner.email, password: partner.password } });
    expect(refused).toMatchObject({ status: 429, code: 4290 });
    expect(refused.headers.get('RateLimit')).toBe('"get-token";r=0;t=60');
  });

  it('forgets counters a day and an hour after their window started, in the clean-up round', async () => {
    const token = await partnerToken();
    expect((await call('getShipping', { token })).code).toBe(200);
    const bucket = `token:${createHash('sha256').update(token).digest('hex')}`;
    const kept = async () => (await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.bucket, bucket))).length;
    const cleanup = server.composed.timers.find((timer) => timer.name === 'rate-limit-counters')!;
    await cleanup.runDue(new Date(current + 3_600_000));
    expect(await kept()).toBe(1);
    expect(await cleanup.runDue(new Date(current + 25 * 3_600_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(0);
  });

  it('keeps the counts in the database, so a second server process sees the same limits', async () => {
    const token = await partnerToken();
    const secondServer = await composeServer(db(), { now, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST });
    try {
      const second = createHttpApp(secondServer);
      const callSecond = partnerCaller({ request: async (path, init) => second.request(path, init) });
      for (let index = 0; index < 60; index++) expect((await call('getShipping', { token })).code).toBe(200);
      const there = await callSecond('getShipping', { token });
      expect(there.headers.get('RateLimit')).toBe('"token";r=59;t=60');
    } finally {
      await secondServer.close();
    }
  });
});
