import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { sessions, users } from '../src/platform/db/schema/index.ts';
import { describeEachEngine } from './support/engines.ts';
import {
  createAccount,
  failedFields,
  insertIdentityReferenceData,
  latestMail,
  plantCaptcha,
  requestCode,
  TEST_PASSWORD_COST,
  TestClock,
  US,
} from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describeEachEngine('signing in and managing the account', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const db = () => server.database.db;
  const signIn = async (email: string, password: string) => (await server.ok('loginUser', { body: { email, password } })).token;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: clock.now,
      mailLog: () => {},
      passwordCostLog2: TEST_PASSWORD_COST,
      prepare: ({ db }) => insertIdentityReferenceData(db),
    });
  });
  afterAll(async () => server?.close());
  // Each test starts after every per-day limit window of the one before.
  beforeEach(() => clock.advance(24 * 3600 + 1));

  it('registers a buyer with an e-mailed code, then signs in by e-mail and by telephone and shows the profile', async () => {
    const email = 'J.Park@Hanbit-Tech.co.kr';
    const captcha = await requestCode(server, email, 'register');
    const registered = await server.ok('registerUser', {
      body: {
        email,
        captcha,
        password: 'Hanbit2026secure',
        contact_name: 'Jiwoo Park',
        company_name: 'Hanbit Technology Co., Ltd.',
        country_id: US,
        telephone: '+82 31 8017 2250',
        agree_terms: true,
      },
    });
    expect(registered.token.length).toBeGreaterThanOrEqual(32);
    expect(registered.expire).toBe(7 * 24 * 3600);
    expect(registered.userInfo).toMatchObject({ email: 'j.park@hanbit-tech.co.kr', country: 'United States', api_access: 0, credit_state: 0, last_login_time: null });

    clock.advance(60);
    const byEmail = await server.call('loginUser', { body: { email: 'j.park@hanbit-tech.co.kr', password: 'Hanbit2026secure' } });
    expect(byEmail.code).toBe(200);
    expect(byEmail.message).toBe('Login successful');
    const byTelephone = await server.ok('loginUser', { body: { telephone: '+82 (31) 8017-2250', password: 'Hanbit2026secure' }, headers: { Lang: 'de' } });
    expect(byTelephone.userInfo.user_id).toBe(registered.userInfo.user_id);
    // The previous session's start is shown, in the request's language.
    expect(byTelephone.userInfo.last_login_time).not.toBeNull();
    expect(byTelephone.userInfo.country).toBe('Vereinigte Staaten');

    const profile = await server.ok('getUserProfile', { token: byTelephone.token });
    expect(profile).toMatchObject({ contact_name: 'Jiwoo Park', telephone: '+82 31 8017 2250', company_name: 'Hanbit Technology Co., Ltd.' });
  });

  it('answers a sign-up for an address or telephone that has an account as for a free one: the code is wrong', async () => {
    const existing = await createAccount(db(), clock.now(), { telephone: '+49 30 9018 7711' });
    const attempt = (email: string, telephone?: string) =>
      server.call('registerUser', {
        body: { email, telephone, captcha: '123456', password: 'Another2026pass', contact_name: 'X', company_name: 'Y', country_id: US, agree_terms: true },
      });
    const taken = await attempt(existing.email);
    const free = await attempt(`free-${existing.id}@example.com`);
    const takenTelephone = await attempt(`free-${existing.id}@example.com`, '+49 30 9018 7711');
    for (const answer of [taken, free, takenTelephone]) expect([answer.status, answer.message, ...failedFields(answer)]).toEqual([422, free.message, 'captcha']);
  });

  it('still refuses a taken address to a sign-up that holds a valid code (two sign-ups racing for one address)', async () => {
    const email = `race-${Date.now()}@example.com`;
    const captcha = await requestCode(server, email, 'register');
    await createAccount(db(), clock.now(), { email });
    const result = await server.call('registerUser', {
      body: { email, captcha, password: 'Another2026pass', contact_name: 'X', company_name: 'Y', country_id: US, agree_terms: true },
    });
    expect([result.status, result.code]).toEqual([409, 4090]);
  });

  it('names each field a registration gets wrong', async () => {
    const result = await server.call('registerUser', {
      body: { email: 'new.buyer@example.com', captcha: '123456', password: 'onlyletters', contact_name: ' ', company_name: 'Y', country_id: 9999, agree_terms: false },
    });
    expect(failedFields(result)).toEqual(expect.arrayContaining(['password', 'agree_terms', 'contact_name', 'country_id']));
    const badCode = await server.call('registerUser', {
      body: { email: 'new.buyer@example.com', captcha: '123456', password: 'Letters2026', contact_name: 'New', company_name: 'Y', country_id: US, agree_terms: true },
    });
    expect(failedFields(badCode)).toEqual(['captcha']);
  });

  it('answers a wrong password and an unknown account alike: 422 on password', async () => {
    const account = await createAccount(db(), clock.now());
    const wrong = await server.call('loginUser', { body: { email: account.email, password: 'Not-the-password-1' } });
    expect([wrong.status, ...failedFields(wrong)]).toEqual([422, 'password']);
    const unknown = await server.call('loginUser', { body: { email: 'nobody@example.com', password: 'Not-the-password-1' } });
    expect(unknown.message).toBe(wrong.message);
    expect(failedFields(unknown)).toEqual(['password']);
  });

  it('names the field when neither e-mail nor telephone is sent', async () => {
    expect(failedFields(await server.call('loginUser', { body: { password: 'x' } }))).toEqual(['email']);
    expect(failedFields(await server.call('loginUser', { body: { email: 'not-an-address', password: 'x' } }))).toEqual(['email']);
    expect(failedFields(await server.call('loginUserWithCode', { body: { telephone: '+1 555 0100' } }))).toEqual(['captcha']);
  });

  it('asks for an image captcha after 3 failed sign-ins and accepts the right password with it', async () => {
    const account = await createAccount(db(), clock.now(), { telephone: '+44 20 7946 0321' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(failedFields(await server.call('loginUser', { body: { email: account.email, password: 'Wrong-pass-1' } }))).toEqual(['password']);
    }
    // Failures by e-mail and by telephone count together; the third already tells the form to show the captcha.
    expect(failedFields(await server.call('loginUser', { body: { telephone: '+44 20 7946 0321', password: 'Wrong-pass-1' } }))).toEqual(['password', 'captcha_answer']);
    // Past the free tries, each attempt from the same address waits a little longer (see the next test).
    clock.advance(60);
    const withoutCaptcha = await server.call('loginUser', { body: { email: account.email, password: account.password } });
    expect(failedFields(withoutCaptcha)).toEqual(['captcha_answer']);
    clock.advance(60);
    const wrongCaptcha = await server.call('loginUser', { body: { email: account.email, password: account.password, captcha_key: (await plantCaptcha(db(), clock.now())).captcha_key, captcha_answer: 'ZZZZ' } });
    expect(failedFields(wrongCaptcha)).toEqual(['captcha_answer']);
    clock.advance(60);
    const captcha = await plantCaptcha(db(), clock.now());
    await server.ok('loginUser', { body: { email: account.email, password: account.password, ...captcha } });
  });

  it('slows a guesser down per account and address, without locking the owner out from elsewhere', async () => {
    const account = await createAccount(db(), clock.now());
    const guess = (extra: object = {}) => server.call('loginUser', { body: { email: account.email, password: 'Wrong-pass-1', ...extra }, clientAddress: '203.0.113.66' });
    // Three free tries; the third already asks for a captcha.
    for (let attempt = 1; attempt <= 3; attempt++) expect((await guess()).code).toBe(4220);
    // Then each further try from that address waits longer: 2 s, 4 s, 8 s …
    for (const delay of [2, 4, 8, 16]) {
      const tooSoon = await guess();
      expect([tooSoon.status, tooSoon.code]).toEqual([429, 4290]);
      expect(Number(tooSoon.headers.get('Retry-After'))).toBe(delay);
      expect(tooSoon.data).toEqual({ retry_after: delay });
      clock.advance(delay);
      expect(failedFields(await guess(await plantCaptcha(db(), clock.now())))).toEqual(['password', 'captcha_answer']);
    }
    // The owner, from another address, signs in at once with the captcha the failures called for.
    const owner = await server.call('loginUser', { body: { email: account.email, password: account.password, ...(await plantCaptcha(db(), clock.now())) }, clientAddress: '198.51.100.7' });
    expect(owner.code).toBe(200);
  });

  it('lets only one of many guesses sent at once through once the free tries are used', async () => {
    const account = await createAccount(db(), clock.now());
    const guess = async () =>
      server.call('loginUser', { body: { email: account.email, password: 'Wrong-pass-1', ...(await plantCaptcha(db(), clock.now())) }, clientAddress: '203.0.113.77' });
    for (let attempt = 1; attempt <= 3; attempt++) await guess();
    clock.advance(2);
    const burst = await Promise.all(Array.from({ length: 6 }, guess));
    expect(burst.filter((answer) => answer.status === 422)).toHaveLength(1);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('refuses a disabled account with 403', async () => {
    const account = await createAccount(db(), clock.now(), { state: 1 });
    const refused = await server.call('loginUser', { body: { email: account.email, password: account.password } });
    expect([refused.status, refused.code]).toEqual([403, 4030]);
  });

  it('signs in with a code from the outbox, by e-mail or telephone; the code works once', async () => {
    const account = await createAccount(db(), clock.now(), { telephone: '+86 138 2651 0937' });
    const code = await requestCode(server, account.email, 'login');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(failedFields(await server.call('loginUserWithCode', { body: { email: account.email, captcha: wrongCode } }))).toEqual(['captcha']);
    const session = await server.ok('loginUserWithCode', { body: { telephone: '+86 138 2651 0937', captcha: code } });
    expect(session.userInfo.email).toBe(account.email);
    expect(failedFields(await server.call('loginUserWithCode', { body: { email: account.email, captcha: code } }))).toEqual(['captcha']);
  });

  it('resets a forgotten password and signs out every session', async () => {
    const account = await createAccount(db(), clock.now());
    const { token: oldToken } = await issueSession(db(), account.id, clock.now());
    const code = await requestCode(server, account.email, 'reset_password');
    const reset = await server.ok('resetUserPassword', { body: { email: account.email, captcha: code, password: 'Brand-new-pass-9' } });
    expect(reset.ended_sessions).toBe(1);
    const expired = await server.call('getUserProfile', { token: oldToken });
    expect([expired.status, expired.code]).toEqual([401, 4001]);
    expect(failedFields(await server.call('loginUser', { body: { email: account.email, password: account.password } }))).toEqual(['password']);
    await signIn(account.email, 'Brand-new-pass-9');
  });

  it('answers code requests and resets for unknown addresses as for known ones, and mails nothing', async () => {
    const sent = await server.call('sendVerificationCode', { body: { email: 'ghost@example.com', purpose: 'reset_password', ...(await plantCaptcha(db(), clock.now())) } });
    expect(sent.code).toBe(200);
    expect(await latestMail(db(), 'ghost@example.com')).toBeUndefined();
    const reset = await server.call('resetUserPassword', { body: { email: 'ghost@example.com', captcha: '123456', password: 'Brand-new-pass-9' } });
    expect(failedFields(reset)).toEqual(['captcha']);
  });

  it('changes the password, keeping the calling session and ending the others', async () => {
    const account = await createAccount(db(), clock.now());
    const { token: here } = await issueSession(db(), account.id, clock.now());
    const { token: elsewhere } = await issueSession(db(), account.id, clock.now());
    const same = await server.call('changeUserPassword', { token: here, body: { old_password: account.password, new_password: account.password } });
    expect(failedFields(same)).toEqual(['new_password']);
    const weak = await server.call('changeUserPassword', { token: here, body: { old_password: account.password, new_password: 'lettersonly' } });
    expect(failedFields(weak)).toEqual(['new_password']);

    const changed = await server.ok('changeUserPassword', { token: here, body: { old_password: account.password, new_password: 'Changed-pass-22' } });
    const wrongOld = await server.call('changeUserPassword', { token: here, body: { old_password: account.password, new_password: 'Changed-again-33' } });
    expect(failedFields(wrongOld)).toEqual(['old_password']);
    expect(changed.ended_sessions).toBe(1);
    expect((await server.call('getUserProfile', { token: elsewhere })).code).toBe(4001);
    expect((await server.ok('getUserProfile', { token: here })).email).toBe(account.email);
    expect((await latestMail(db(), account.email))?.kind).toBe('password_changed');
  });

  it('changes the sign-in e-mail with the code sent to the new address and the current password', async () => {
    const account = await createAccount(db(), clock.now());
    const { token } = await issueSession(db(), account.id, clock.now());
    const newEmail = `moved-${account.id}@example.com`;
    const sent = await server.ok('sendChangeEmailCode', { token, body: { new_email: newEmail }, headers: { Lang: 'fr' } });
    expect(sent).toMatchObject({ email: newEmail, purpose: 'change_email', resend_after: 60 });
    const mail = await latestMail(db(), newEmail);
    expect(mail?.subject).toMatch(/est votre code de vérification Chipmart$/);
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;

    const wrongPassword = await server.call('changeUserEmail', { token, body: { new_email: newEmail, captcha: code, password: 'Wrong-pass-1' } });
    expect(failedFields(wrongPassword)).toEqual(['password']);
    const changed = await server.ok('changeUserEmail', { token, body: { new_email: newEmail, captcha: code, password: account.password } });
    expect(changed.email).toBe(newEmail);
    expect((await latestMail(db(), account.email))?.kind).toBe('email_changed');
    await signIn(newEmail, account.password);

    // Asking to move another account to a taken address is answered as for a free one; the owner gets a notice, no code.
    const other = await createAccount(db(), clock.now());
    const otherToken = (await issueSession(db(), other.id, clock.now())).token;
    const taken = await server.ok('sendChangeEmailCode', { token: otherToken, body: { new_email: newEmail } });
    expect(taken).toMatchObject({ email: newEmail, purpose: 'change_email', resend_after: 60 });
    expect((await latestMail(db(), newEmail))?.kind).toBe('address_taken');
  });

  it('says the session expired (4001) once a token outlives its 7 days, and for a partner token', async () => {
    const account = await createAccount(db(), clock.now());
    const { token } = await issueSession(db(), account.id, clock.now());
    clock.advance(7 * 24 * 3600 - 10);
    await server.ok('getUserProfile', { token });
    clock.advance(11);
    const expired = await server.call('getUserProfile', { token });
    expect([expired.status, expired.code]).toEqual([401, 4001]);
    // A partner API token does not open the shop either.
    const partner = await issueSession(db(), account.id, clock.now(), { kind: 'partner', lifetimeSeconds: 86_400 });
    expect((await server.call('getUserProfile', { token: partner.token })).code).toBe(4001);
  });

  it('stores neither tokens nor passwords in clear', async () => {
    const account = await createAccount(db(), clock.now());
    const session = await server.ok('loginUser', { body: { email: account.email, password: account.password } });
    const stored = await db().select().from(sessions).where(eq(sessions.userId, account.id));
    const [user] = await db().select().from(users).where(eq(users.id, account.id));
    const everything = JSON.stringify({ stored, user });
    expect(everything).not.toContain(session.token);
    expect(everything).not.toContain(session.token.slice(4));
    expect(everything).not.toContain(account.password);
    expect(user!.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes only the profile fields sent', async () => {
    const account = await createAccount(db(), clock.now(), { telephone: '+49 89 2180 4410' });
    const { token } = await issueSession(db(), account.id, clock.now());
    const before = await server.ok('getUserProfile', { token });
    const updated = await server.ok('updateUserProfile', { token, body: { company_title: 'Head of Procurement' } });
    expect(updated).toEqual({ ...before, company_title: 'Head of Procurement' });

    const cleared = await server.ok('updateUserProfile', { token, body: { telephone: '', country_id: null } });
    expect(cleared).toMatchObject({ telephone: '', country_id: null, country: '', company_title: 'Head of Procurement' });

    const avatar = await server.ok('updateUserProfile', { token, body: { avatar_img: `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}` } });
    expect(avatar.avatar_img).toMatch(/^\/uploads\/avatar\/\d+\.png$/);
    expect(failedFields(await server.call('updateUserProfile', { token, body: { avatar_img: 'data:image/png;base64,AAAA' } }))).toEqual(['avatar_img']);

    const other = await createAccount(db(), clock.now(), { telephone: '+1 512 555 0199' });
    const taken = await server.call('updateUserProfile', { token, body: { telephone: '+1-512-555-0199' } });
    expect([taken.status, taken.code, other.id > 0]).toEqual([409, 4090, true]);
    expect(failedFields(await server.call('updateUserProfile', { token, body: { country_id: 9999 } }))).toEqual(['country_id']);
    expect(failedFields(await server.call('updateUserProfile', { token, body: {} }))).toEqual(['body']);
  });
});
