import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { findUserByEmail } from '../src/features/identity/accounts.ts';
import { DEMO_ACCOUNTS, PasswordHasher, seedDemoAccounts } from '../src/features/identity/index.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, failedFields, insertIdentityReferenceData, TEST_PASSWORD_COST, TestClock } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const partner = DEMO_ACCOUNTS.find((account) => account.email.startsWith('partner'))!;
const buyer = DEMO_ACCOUNTS.find((account) => account.email.startsWith('buyer'))!;

describeEachEngine('API access and net terms', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const db = () => server.database.db;
  const signInAs = async (email: string) => issueSession(db(), (await findUserByEmail(db(), email))!.id, clock.now());

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: clock.now,
      mailLog: () => {},
      passwordCostLog2: TEST_PASSWORD_COST,
      prepare: async ({ db }) => {
        await insertIdentityReferenceData(db);
        await seedDemoAccounts(db, { now: clock.now(), passwords: new PasswordHasher(TEST_PASSWORD_COST) });
      },
    });
  });
  afterAll(async () => server?.close());
  beforeEach(() => clock.advance(60));

  it('shows the demo partner its net-30 line: limit, usage, open and paid bills', async () => {
    const session = await server.ok('loginUser', { body: { email: partner.email, password: partner.password } });
    expect(session.userInfo).toMatchObject({ api_access: 2, credit_state: 2, company_name: 'Schmidt Elektronik GmbH', country: 'Germany' });
    const credit = await server.ok('getUserCredit', { token: session.token });
    expect(credit).toMatchObject({ credit_state: 2, period_days: 30, credit_amount: 20000, currency_code: 'USD', currency_symbol: '$', bill_overdue_amount: 0 });
    expect(credit.bills.map((bill) => bill.state)).toEqual([0, 2, 2]);
    // Used = unbilled orders plus what is still owed on bills.
    expect(credit.used_credit_amount).toBe(6418.75);
    expect(credit.remaining_credit_amount).toBe(13581.25);
    expect(credit.bills[0]).toMatchObject({ outstanding_amount: 4862.4, paid_time: null });
    expect(new Date(credit.bills[0]!.due_date).getTime() - new Date(credit.bills[0]!.bill_date).getTime()).toBe(30 * 86_400_000);
    expect(new Date(credit.bill_end_date!).getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('freezes the line while a bill is overdue', async () => {
    clock.advance(62 * 86_400);
    const session = await signInAs(partner.email);
    const credit = await server.ok('getUserCredit', { token: session.token });
    expect(credit.credit_state).toBe(4);
    expect(credit.bill_overdue_amount).toBe(4862.4);
    expect(credit.bills[0]!.state).toBe(3);
    expect((await server.ok('getUserProfile', { token: session.token })).credit_state).toBe(4);
  });

  it('shows a pending credit application with no line yet', async () => {
    const session = await signInAs(buyer.email);
    const credit = await server.ok('getUserCredit', { token: session.token });
    expect(credit).toMatchObject({ credit_state: 1, period_days: 0, credit_amount: 0, remaining_credit_amount: 0, bill_end_date: null, approve_time: null, bills: [] });
    expect(credit.apply_time).not.toBeNull();
  });

  it('takes an API access application once, and the profile follows its state', async () => {
    const account = await createAccount(db(), clock.now());
    const { token } = await issueSession(db(), account.id, clock.now());
    const application = {
      company_name: 'Pinecrest EMS LLC',
      company_website: 'https://www.pinecrest-ems.com',
      use_case: 'Our MRP system checks stock and price breaks before each production run.',
      expected_volume: '50k_200k' as const,
    };
    const applied = await server.call('applyForApiAccess', { token, body: application });
    expect(applied.code).toBe(200);
    expect(applied.message).toBe('Your application has been submitted, we will reply within 2 working days');
    expect(applied.data).toMatchObject({ state: 1, company_name: 'Pinecrest EMS LLC', expected_daily_calls: null, review_time: null });
    expect((await server.ok('getUserProfile', { token })).api_access).toBe(1);
    const again = await server.call('applyForApiAccess', { token, body: application });
    expect([again.status, again.code]).toEqual([409, 4090]);
  });

  it('names the field of an application that breaks the rules', async () => {
    const account = await createAccount(db(), clock.now());
    const { token } = await issueSession(db(), account.id, clock.now());
    const short = await server.call('applyForApiAccess', { token, body: { company_name: 'X', use_case: 'too short', expected_volume: 'under_10k' } });
    expect(failedFields(short)).toEqual(['use_case']);
  });

  it('keeps API access and credit to signed-in users', async () => {
    expect((await server.call('getUserCredit')).code).toBe(4010);
    expect((await server.call('getUserCredit', { token: 'cmt_unknown-token-of-the-right-shape-0000000000' })).code).toBe(4001);
  });
});
