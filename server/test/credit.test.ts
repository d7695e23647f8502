import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { chargeCredit, creditLeft, releaseCreditCharge } from '../src/features/credit/index.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { creditBills, creditCharges, creditLines, currencies, operatorActions } from '../src/platform/db/schema/index.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, failedFields, insertIdentityReferenceData, TEST_PASSWORD_COST } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const operator = { name: 'ops-test' };
let current = Date.parse('2026-11-10T09:00:00Z');
const now = () => new Date(current);

const application = {
  company_name: 'Pinecrest EMS LLC',
  requested_amount: 25000,
  currency_code: 'USD',
  expected_monthly_volume: 18000,
  trade_references: 'Arrow Electronics, net 30 since 2021; Mouser Electronics, net 30 since 2022.',
};

describeEachEngine('net terms', (engine) => {
  let server: TestServer;
  const db = () => server.database.db;
  const admin = (name: string, input: unknown) => executeAdminCommand(server.composed, { name, input, operator });
  const charge = (userId: number, orderSn: string, amount: number, currencyCode = 'USD') =>
    db().transaction((tx) => chargeCredit(tx, { userId, orderSn, amount, currencyCode, at: now() }));

  async function buyer(): Promise<{ token: string; userId: number }> {
    const account = await createAccount(db(), now());
    return { token: (await issueSession(db(), account.id, now())).token, userId: account.id };
  }

  /** A buyer with an approved line of 10,000 USD, net 30. */
  async function approvedBuyer(): Promise<{ token: string; userId: number }> {
    const account = await buyer();
    await server.ok('applyForCredit', { token: account.token, body: application });
    expect(await admin('credit approve', { userId: account.userId, limit: 10000, periodDays: 30, currencyCode: 'USD' })).toMatchObject({ ok: true });
    return account;
  }

  async function actionsOn(target: string) {
    return db().select().from(operatorActions).where(eq(operatorActions.target, target));
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      passwordCostLog2: TEST_PASSWORD_COST,
      prepare: async ({ db }) => {
        await insertIdentityReferenceData(db);
        await db.insert(currencies).values([{ code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.92, unitDecimals: 5, totalDecimals: 2, sort: 2 }]);
      },
    });
  });
  afterAll(async () => server?.close());

  it('an application puts the credit in review; staff approve it with a limit and a term, and the buyer sees the line', async () => {
    const { token, userId } = await buyer();
    const applied = await server.call('applyForCredit', { token, body: application });
    expect(applied).toMatchObject({ code: 200, message: 'Your credit application has been submitted, we will reply within 3 working days' });
    expect(applied.data).toMatchObject({ credit_state: 1, credit_amount: 0, apply_time: now().toISOString().replace('.000', ''), bills: [] });
    expect((await server.ok('getUserProfile', { token })).credit_state).toBe(1);

    const pending = await admin('credit list', { state: 'pending' });
    expect(pending.ok && (pending.result as Array<{ user_id: number; requested_amount: number }>).find((row) => row.user_id === userId)).toMatchObject({ requested_amount: 25000 });

    current += 3_600_000;
    const approved = await admin('credit approve', { userId, limit: 20000, periodDays: 30, currencyCode: 'USD' });
    expect(approved).toMatchObject({ ok: true });
    if (approved.ok) expect(approved.text).toContain('approved, 20000 USD, net 30');
    const credit = await server.ok('getUserCredit', { token });
    expect(credit).toMatchObject({ credit_state: 2, credit_amount: 20000, period_days: 30, remaining_credit_amount: 20000, currency_code: 'USD', reject_reason: null });
    expect(credit.approve_time).toBe('2026-11-10T10:00:00Z');
    expect((await server.ok('getUserProfile', { token })).credit_state).toBe(2);
    expect(await actionsOn(`user:${userId}`)).toMatchObject([{ operator: 'ops-test', action: 'credit.approve', details: { limit: 20000, period_days: 30, currency: 'USD' } }]);
  });

  it('a refused applicant sees the reason and may apply again; pending and active lines refuse a new application (409)', async () => {
    const { token, userId } = await buyer();
    await server.ok('applyForCredit', { token, body: application });
    const again = await server.call('applyForCredit', { token, body: application });
    expect([again.status, again.code, again.message]).toEqual([409, 4090, 'Your credit application is already being reviewed']);
    expect(await admin('credit refuse', { userId, reason: 'Trade references could not be confirmed' })).toMatchObject({ ok: true });
    expect(await server.ok('getUserCredit', { token })).toMatchObject({ credit_state: 3, reject_reason: 'Trade references could not be confirmed', credit_amount: 0 });
    expect(await actionsOn(`user:${userId}`)).toMatchObject([{ action: 'credit.refuse', details: { reason: 'Trade references could not be confirmed' } }]);

    expect(await server.ok('applyForCredit', { token, body: { ...application, requested_amount: 10000 } })).toMatchObject({ credit_state: 1, reject_reason: null });
    await admin('credit approve', { userId, limit: 8000, periodDays: 45, currencyCode: 'EUR' });
    const active = await server.call('applyForCredit', { token, body: application, headers: { Lang: 'de' } });
    expect([active.code, active.message]).toEqual([4090, 'Ihr Konto hat bereits ein Zahlungsziel']);
    expect(await server.ok('getUserCredit', { token })).toMatchObject({ credit_state: 2, currency_code: 'EUR', currency_symbol: '€', period_days: 45 });
  });

  it('checks the application: bounded amounts, an offered currency, references or a remark (422)', async () => {
    const { token } = await buyer();
    const { trade_references: _references, ...withoutReferences } = application;
    expect(failedFields(await server.call('applyForCredit', { token, body: withoutReferences }))).toEqual(['trade_references']);
    expect(await server.ok('applyForCredit', { token: (await buyer()).token, body: { ...withoutReferences, remark: 'Paying on time since 2019.' } })).toMatchObject({ credit_state: 1 });
    expect(failedFields(await server.call('applyForCredit', { token, body: { ...application, requested_amount: 100 } }))).toEqual(['requested_amount']);
    expect(failedFields(await server.call('applyForCredit', { token, body: { ...application, requested_amount: 5_000_001 } }))).toEqual(['requested_amount']);
    expect(failedFields(await server.call('applyForCredit', { token, body: { ...application, expected_monthly_volume: 0 } }))).toEqual(['expected_monthly_volume']);
    expect(failedFields(await server.call('applyForCredit', { token, body: { ...application, currency_code: 'JPY' } }))).toEqual(['currency_code']);
    expect(failedFields(await server.call('applyForCredit', { token, body: { ...application, company_name: '' } }))).toEqual(['company_name']);
    expect(failedFields(await server.call('applyForCredit', { token, body: { ...application, remark: 'x'.repeat(1001) } }))).toEqual(['remark']);
    expect((await server.ok('getUserCredit', { token })).credit_state).toBe(0);
  });

  it('keeps credit to signed-in users (401)', async () => {
    expect((await server.call('applyForCredit', { body: application })).status).toBe(401);
    expect((await server.call('getUserCredit')).status).toBe(401);
  });

  it('staff actions follow the review table: illegal moves are refused with the state, unknown accounts are not found', async () => {
    const { userId } = await buyer();
    expect(await admin('credit approve', { userId, limit: 1000, periodDays: 30, currencyCode: 'USD' })).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 4090,
      message: `Cannot approve the credit of account ${userId}: it is not applied, and only a line that is pending can be`,
    });
    expect(await admin('credit refuse', { userId: 2147483600, reason: 'x' })).toMatchObject({ ok: false, code: 4040 });
    expect(await admin('credit refuse', { userId, reason: ' ' })).toMatchObject({ ok: false, code: 4220 });
    const active = await approvedBuyer();
    expect(await admin('credit refuse', { userId: active.userId, reason: 'late' })).toMatchObject({ ok: false, code: 4090 });
    expect(await admin('credit lift', { userId: active.userId })).toMatchObject({ ok: false, code: 4090 });
    expect(await admin('credit approve', { userId: (await buyer()).userId, limit: 1000, periodDays: 30, currencyCode: 'XYZ' })).toMatchObject({ ok: false, kind: 'refused' });

    expect(await admin('credit suspend', { userId: active.userId, reason: 'Payment behaviour under review' })).toMatchObject({ ok: true });
    expect(await server.ok('getUserCredit', { token: active.token })).toMatchObject({ credit_state: 4 });
    expect(await charge(active.userId, 'CM-SUSPENDED', 10)).toEqual({ ok: false, reason: 'frozen' });
    expect(await admin('credit lift', { userId: active.userId })).toMatchObject({ ok: true });
    expect((await server.ok('getUserCredit', { token: active.token })).credit_state).toBe(2);
    expect((await actionsOn(`user:${active.userId}`)).map((row) => row.action).sort()).toEqual(['credit.approve', 'credit.lift', 'credit.suspend']);
  });

  it('charges orders paid by bill in SQL and refuses each case with its reason', async () => {
    const { token, userId } = await approvedBuyer();
    // The charge goes on the bill of the running month (November 2026), due 30 days after it closes.
    expect(await charge(userId, 'CM2611100001', 2500.5)).toEqual({ ok: true, remaining: 7499.5, periodDays: 30, dueDate: new Date('2026-12-30T23:59:59Z') });
    expect(await creditLeft(db(), userId, now())).toEqual({ state: 2, remaining: 7499.5, currencyCode: 'USD', overdue: false });
    expect(await charge(userId, 'CM2611100002', 7499.51)).toEqual({ ok: false, reason: 'insufficient' });
    expect(await charge(userId, 'CM2611100003', 100, 'EUR')).toEqual({ ok: false, reason: 'currency' });
    expect(await charge((await buyer()).userId, 'CM2611100004', 100)).toEqual({ ok: false, reason: 'no_line' });
    const pending = await buyer();
    await server.ok('applyForCredit', { token: pending.token, body: application });
    expect(await charge(pending.userId, 'CM2611100005', 100)).toEqual({ ok: false, reason: 'no_line' });
    expect(await charge(userId, 'CM2611100006', 7499.5)).toMatchObject({ ok: true, remaining: 0 });
    expect(await server.ok('getUserCredit', { token })).toMatchObject({ used_credit_amount: 10000, remaining_credit_amount: 0 });

    // A refund before billing gives the charge back; a second release does nothing.
    expect(await db().transaction((tx) => releaseCreditCharge(tx, 'CM2611100006'))).toEqual({ released: true, amount: 7499.5 });
    expect(await db().transaction((tx) => releaseCreditCharge(tx, 'CM2611100006'))).toEqual({ released: false, amount: 0 });
    expect((await server.ok('getUserCredit', { token })).remaining_credit_amount).toBe(7499.5);

    // An overdue bill freezes the line for new charges.
    await db().insert(creditBills).values({
      userId,
      billSn: `BL202609-${userId}`,
      orderSns: ['CM2609010001'],
      billAmount: 10,
      billDate: new Date('2026-09-30T23:59:59Z'),
      dueDate: new Date('2026-10-30T23:59:59Z'),
    });
    expect(await charge(userId, 'CM2611100007', 1)).toEqual({ ok: false, reason: 'overdue' });
    expect((await creditLeft(db(), userId, now())).state).toBe(4);
    const rows = await db().select().from(creditCharges).where(eq(creditCharges.userId, userId));
    expect(rows.map((row) => [row.orderSn, row.amount])).toEqual([['CM2611100001', 2500.5]]);
  });

  it('never lets orders charged at once take the line over its limit', async () => {
    const { userId } = await approvedBuyer();
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => charge(userId, `CM-RACE-${userId}-${index}`, 1000)));
    expect(results.filter((result) => result.ok).length).toBe(10);
    const [line] = await db().select().from(creditLines).where(eq(creditLines.userId, userId));
    expect(line!.unbilledAmount).toBe(10000);
  });

  it('issues one bill per ended month with the orders charged in it, due after the term, and never twice', async () => {
    const { userId } = await approvedBuyer();
    current = Date.parse('2026-11-20T09:00:00Z');
    await charge(userId, `CM-NOV-A-${userId}`, 1200.25);
    current = Date.parse('2026-11-28T09:00:00Z');
    await charge(userId, `CM-NOV-B-${userId}`, 300);
    current = Date.parse('2026-12-02T09:00:00Z');
    await charge(userId, `CM-DEC-A-${userId}`, 50);
    const timer = server.composed.timers.find((candidate) => candidate.name === 'credit-billing')!;

    const token = (await issueSession(db(), userId, now())).token;
    expect(await timer.runDue(new Date('2026-11-30T23:00:00Z'))).toBe(0);
    expect(await timer.runDue(now())).toBeGreaterThanOrEqual(1);
    expect(await timer.runDue(now())).toBe(0);

    const bills = await db().select().from(creditBills).where(eq(creditBills.userId, userId));
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      billSn: `BL202611-${userId}`,
      orderSns: [`CM-NOV-A-${userId}`, `CM-NOV-B-${userId}`],
      billAmount: 1500.25,
      paidAmount: 0,
      billDate: new Date('2026-11-30T23:59:59Z'),
      dueDate: new Date('2026-12-30T23:59:59Z'),
    });
    const unbilled = await db().select().from(creditCharges).where(and(eq(creditCharges.userId, userId)));
    expect(unbilled.filter((row) => row.billId === null).map((row) => row.orderSn)).toEqual([`CM-DEC-A-${userId}`]);
    const credit = await server.ok('getUserCredit', { token });
    expect(credit).toMatchObject({ used_credit_amount: 1550.25, remaining_credit_amount: 8449.75 });
    expect(credit.bills[0]).toMatchObject({ bill_sn: `BL202611-${userId}`, bill_amount: 1500.25, outstanding_amount: 1500.25, state: 0 });
    // A billed charge is not released by a refund.
    expect(await db().transaction((tx) => releaseCreditCharge(tx, `CM-NOV-A-${userId}`))).toEqual({ released: false, amount: 0 });

    // Payments received: partly, then the rest; never more than the bill.
    const partly = await admin('credit bill-paid', { billSn: `BL202611-${userId}`, amount: 500 });
    expect(partly).toMatchObject({ ok: true, result: { paid_amount: 500, outstanding_amount: 1000.25 } });
    const over = await admin('credit bill-paid', { billSn: `BL202611-${userId}`, amount: 1000.26 });
    expect(over).toMatchObject({ ok: false, code: 4090, message: `Bill BL202611-${userId} has 1000.25 outstanding; a payment of 1000.26 would pay more than the bill` });
    expect(await admin('credit bill-paid', { billSn: 'BL000000-0', amount: 1 })).toMatchObject({ ok: false, code: 4040 });
    expect(await admin('credit bill-paid', { billSn: `BL202611-${userId}`, amount: 1000.25 })).toMatchObject({ ok: true, result: { outstanding_amount: 0 } });
    const paid = await server.ok('getUserCredit', { token });
    expect(paid.bills[0]).toMatchObject({ state: 2, paid_time: '2026-12-02T09:00:00Z' });
    expect(paid.remaining_credit_amount).toBe(9950);
    expect((await actionsOn(`bill:BL202611-${userId}`)).map((row) => row.details)).toEqual([{ amount: 500, user_id: userId }, { amount: 1000.25, user_id: userId }]);
    current = Date.parse('2026-11-10T09:00:00Z');
  });

  it('billing run by two servers at once issues one bill', async () => {
    const { userId } = await approvedBuyer();
    current = Date.parse('2026-10-15T09:00:00Z');
    for (let index = 0; index < 5; index++) await charge(userId, `CM-OCT-${userId}-${index}`, 100);
    current = Date.parse('2026-11-10T09:00:00Z');
    const timer = server.composed.timers.find((candidate) => candidate.name === 'credit-billing')!;
    const rounds = await Promise.all([timer.runDue(now()), timer.runDue(now()), timer.runDue(now())]);
    expect(rounds.reduce((sum, handled) => sum + handled, 0)).toBeGreaterThanOrEqual(1);
    const bills = await db().select().from(creditBills).where(eq(creditBills.userId, userId));
    expect(bills).toHaveLength(1);
    expect(bills[0]!.billAmount).toBe(500);
    const [line] = await db().select().from(creditLines).where(eq(creditLines.userId, userId));
    expect(line!.unbilledAmount).toBe(0);
  });
});
