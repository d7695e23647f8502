import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { apiApplications, operatorActions, sessions } from '../src/platform/db/schema/index.ts';
import { isoTime } from '../src/platform/iso-time.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, insertIdentityReferenceData, TEST_PASSWORD_COST, TestClock } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const operator = { name: 'ops-test' };
const application = {
  company_name: 'Pinecrest EMS LLC',
  company_website: 'https://www.pinecrest-ems.com',
  use_case: 'Our MRP system checks stock and price breaks before each production run.',
  expected_volume: '50k_200k' as const,
};

describeEachEngine('API access review by staff', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const db = () => server.database.db;
  const admin = (name: string, input: unknown) => executeAdminCommand(server.composed, { name, input, operator });

  async function applicant(): Promise<{ token: string; userId: number }> {
    const account = await createAccount(db(), clock.now());
    const { token } = await issueSession(db(), account.id, clock.now());
    await server.ok('applyForApiAccess', { token, body: application });
    return { token, userId: account.id };
  }

  const actions = async (userId: number) =>
    (await db().select().from(operatorActions).where(eq(operatorActions.target, `user:${userId}`))).map((row) => [row.operator, row.action, row.details]);

  beforeAll(async () => {
    server = await startTestServer({ engine, now: clock.now, mailLog: () => {}, passwordCostLog2: TEST_PASSWORD_COST, prepare: ({ db }) => insertIdentityReferenceData(db) });
  });
  afterAll(async () => server?.close());

  it('lists pending applications, and an approval shows in the profile and the application', async () => {
    const { token, userId } = await applicant();
    const pending = await admin('api-access list', { state: 'pending' });
    expect(pending.ok && (pending.result as Array<{ user_id: number }>).find((row) => row.user_id === userId)).toMatchObject({
      state: 'pending',
      company_name: 'Pinecrest EMS LLC',
      expected_volume: '50k_200k',
      review_time: null,
    });
    clock.advance(3600);
    const approved = await admin('api-access approve', { userId });
    expect(approved).toMatchObject({ ok: true, result: { user_id: userId, state: 'approved' } });
    if (approved.ok) expect(approved.text).toContain('approved');
    expect((await server.ok('getUserProfile', { token })).api_access).toBe(2);
    const [row] = await db().select().from(apiApplications).where(eq(apiApplications.userId, userId));
    expect(row).toMatchObject({ state: 2, rejectReason: null });
    expect(row!.reviewTime).toEqual(new Date(Math.floor(clock.now().getTime())));
    expect(await actions(userId)).toEqual([['ops-test', 'api-access.approve', {}]]);
    // Approved access cannot be applied for again.
    expect((await server.call('applyForApiAccess', { token, body: application })).code).toBe(4090);
  });

  it('a refusal keeps its reason, and the account may apply again', async () => {
    const { token, userId } = await applicant();
    expect(await admin('api-access refuse', { userId, reason: 'Use case does not need machine access' })).toMatchObject({
      ok: true,
      result: { state: 'refused', reject_reason: 'Use case does not need machine access' },
    });
    expect((await server.ok('getUserProfile', { token })).api_access).toBe(3);
    expect(await actions(userId)).toEqual([['ops-test', 'api-access.refuse', { reason: 'Use case does not need machine access' }]]);
    expect(await server.ok('applyForApiAccess', { token, body: application })).toMatchObject({ state: 1, reject_reason: null });
    expect((await server.ok('getUserProfile', { token })).api_access).toBe(1);
  });

  it('lets the buyer read back the newest application: none, pending, then refused with the reason and when', async () => {
    const account = await createAccount(db(), clock.now());
    const { token } = await issueSession(db(), account.id, clock.now());
    expect(await server.ok('getApiAccessApplication', { token })).toEqual({ application: null });
    await server.ok('applyForApiAccess', { token, body: application });
    const submitted = isoTime(clock.now());
    expect(await server.ok('getApiAccessApplication', { token })).toMatchObject({
      application: { state: 1, company_name: 'Pinecrest EMS LLC', expected_volume: '50k_200k', submit_time: submitted, review_time: null, reject_reason: null },
    });
    clock.advance(7200);
    await admin('api-access refuse', { userId: account.id, reason: 'Use case does not need machine access' });
    expect(await server.ok('getApiAccessApplication', { token })).toMatchObject({
      application: { state: 3, submit_time: submitted, review_time: isoTime(clock.now()), reject_reason: 'Use case does not need machine access' },
    });
    // Another account reads only its own (none).
    const stranger = await createAccount(db(), clock.now());
    expect(await server.ok('getApiAccessApplication', { token: (await issueSession(db(), stranger.id, clock.now())).token })).toEqual({ application: null });
    expect((await server.call('getApiAccessApplication', {})).status).toBe(401);
  });

  it('revoking approved access ends its partner sessions and lets the account apply again', async () => {
    const { token, userId } = await applicant();
    await admin('api-access approve', { userId });
    const partnerSession = await issueSession(db(), userId, clock.now(), { kind: 'partner' });
    expect(await admin('api-access revoke', { userId, reason: 'Scraping prices' })).toMatchObject({ ok: true, result: { state: 'revoked' } });
    expect((await server.ok('getUserProfile', { token })).api_access).toBe(4);
    const [partner] = await db().select().from(sessions).where(eq(sessions.id, partnerSession.sessionId));
    expect(partner!.revokedAt).not.toBeNull();
    // The shop session stays.
    expect((await server.call('getUserProfile', { token })).code).toBe(200);
    expect((await actions(userId)).map((action) => action[1])).toEqual(['api-access.approve', 'api-access.revoke']);
    expect(await server.ok('applyForApiAccess', { token, body: application })).toMatchObject({ state: 1 });
  });

  it('refuses moves the review table does not allow, naming the state, and unknown accounts', async () => {
    const { userId } = await applicant();
    expect(await admin('api-access revoke', { userId })).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 4090,
      message: `Cannot revoke API access of account ${userId}: it is pending, and only access that is approved can be`,
    });
    await admin('api-access approve', { userId });
    expect(await admin('api-access approve', { userId })).toMatchObject({ ok: false, code: 4090 });
    expect(await admin('api-access refuse', { userId, reason: 'late' })).toMatchObject({ ok: false, code: 4090 });
    expect(await admin('api-access refuse', { userId, reason: '  ' })).toMatchObject({ ok: false, code: 4220, message: 'reason: is required: it is kept with the application' });
    const never = await createAccount(db(), clock.now());
    expect(await admin('api-access approve', { userId: never.id })).toMatchObject({ ok: false, message: expect.stringContaining('it is not applied') });
    expect(await admin('api-access approve', { userId: 2147483600 })).toMatchObject({ ok: false, code: 4040 });
    expect(await actions(userId)).toEqual([['ops-test', 'api-access.approve', {}]]);
  });
});
