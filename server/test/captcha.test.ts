import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { readConfig } from '../src/app/config.ts';
import { createImageCaptcha } from '../src/features/captcha/image-captcha.ts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { answerHash } from '../src/features/captcha/image-captcha.ts';
import { CAPTCHA_ALPHABET } from '../src/features/captcha/image/glyphs.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { captchas, mailOutbox } from '../src/platform/db/schema/index.ts';
import { describeEachEngine } from './support/engines.ts';
import { codeFromOutbox, createAccount, failedFields, insertIdentityReferenceData, latestMail, plantCaptcha, TEST_PASSWORD_COST, TestClock } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Reads a captcha the way a person would have to: here by trying every answer against the stored hash. */
async function solve(server: TestServer, key: string): Promise<string> {
  const [stored] = await server.database.db.select().from(captchas).where(eq(captchas.key, key));
  const letters = [...CAPTCHA_ALPHABET];
  for (const a of letters) for (const b of letters) for (const c of letters) for (const d of letters) {
    if (answerHash(key, a + b + c + d) === stored!.answerHash) return a + b + c + d;
  }
  throw new Error('unsolvable captcha');
}

describeEachEngine('image captchas and e-mailed codes', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const mailLog: string[] = [];
  const mailboxFile = join(mkdtempSync(join(tmpdir(), 'chipmart-mailbox-')), 'mailbox.log');
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: clock.now,
      mailLog: (text) => mailLog.push(text),
      mailboxFile,
      passwordCostLog2: TEST_PASSWORD_COST,
      prepare: ({ db }) => insertIdentityReferenceData(db),
    });
  });
  afterAll(async () => server?.close());
  beforeEach(() => clock.advance(24 * 3600 + 1));

  it('draws an SVG captcha as a raster picture: no shape or text of a character is in its source', async () => {
    const captcha = await server.ok('getImageCaptcha', { query: { width: 150, height: 50 } });
    expect(captcha).toMatchObject({ format: 'svg', width: 150, height: 50, length: 4, expire: 300 });
    expect(captcha.captcha_key).toMatch(/^cap_[0-9a-f]{24}$/);
    const svg = Buffer.from(captcha.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="150" height="50"/);
    expect(svg).toMatch(/<image width="150" height="50" href="data:image\/png;base64,[A-Za-z0-9+/=]+"\/><\/svg>$/);
    for (const shape of ['<text', '<path', '<line', '<polyline', '<circle']) expect(svg).not.toContain(shape);
  });

  it('draws the same answer differently every time (ink, place and the wave bending it)', async () => {
    const first = await createImageCaptcha(db(), clock.now(), { format: 'png', width: 120, height: 40 }, 'K7WX');
    const second = await createImageCaptcha(db(), clock.now(), { format: 'png', width: 120, height: 40 }, 'K7WX');
    expect(first.image).not.toBe(second.image);
  });

  it('draws a PNG captcha of the size asked for', async () => {
    const captcha = await server.ok('getImageCaptcha', { query: { format: 'png', width: 200, height: 60 } });
    const png = Buffer.from(captcha.image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 60]);
  });

  it('refuses a size outside the contract, naming the field', async () => {
    expect(failedFields(await server.call('getImageCaptcha', { query: { width: 20 } }))).toEqual(['width']);
  });

  it('accepts the right answer in any case and keeps the captcha usable; a wrong answer voids it', async () => {
    const captcha = await server.ok('getImageCaptcha');
    const answer = await solve(server, captcha.captcha_key);
    const checked = await server.ok('checkImageCaptcha', { body: { captcha_key: captcha.captcha_key, answer: answer.toLowerCase() } });
    expect(checked).toEqual({ captcha_key: captcha.captcha_key, verified: true, expire: 300 });
    await server.ok('checkImageCaptcha', { body: { captcha_key: captcha.captcha_key, answer } });

    const wrong = await server.call('checkImageCaptcha', { body: { captcha_key: captcha.captcha_key, answer: answer === 'AAAA' ? 'CCCC' : 'AAAA' } });
    expect(failedFields(wrong)).toEqual(['answer']);
    expect(failedFields(await server.call('checkImageCaptcha', { body: { captcha_key: captcha.captcha_key, answer } }))).toEqual(['captcha_key']);
  });

  it('does not accept a captcha once it was used, nor after it expired', async () => {
    const captcha = await plantCaptcha(db(), clock.now());
    await server.ok('sendVerificationCode', { body: { email: 'first.use@example.com', purpose: 'supplier_settle', ...captcha } });
    const again = await server.call('sendVerificationCode', { body: { email: 'second.use@example.com', purpose: 'supplier_settle', ...captcha } });
    expect(failedFields(again)).toEqual(['captcha_key']);

    const stale = await plantCaptcha(db(), clock.now());
    clock.advance(301);
    expect(failedFields(await server.call('checkImageCaptcha', { body: { captcha_key: stale.captcha_key, answer: stale.captcha_answer } }))).toEqual(['captcha_key']);
  });

  it('sends no code without a solved captcha', async () => {
    const captcha = await plantCaptcha(db(), clock.now());
    const wrong = await server.call('sendVerificationCode', { body: { email: 'li.na@example.cn', purpose: 'login', captcha_key: captcha.captcha_key, captcha_answer: 'XXXX' } });
    expect(failedFields(wrong)).toEqual(['captcha_answer']);
    const missing = await server.call('sendVerificationCode', { body: { email: 'li.na@example.cn', purpose: 'login' } });
    expect(failedFields(missing)).toEqual(expect.arrayContaining(['captcha_key', 'captcha_answer']));
  });

  it('mails a 6-digit code in the request language and lets it be checked without using it up', async () => {
    const account = await createAccount(db(), clock.now());
    const sent = await server.call('sendVerificationCode', {
      body: { email: account.email, purpose: 'reset_password', ...(await plantCaptcha(db(), clock.now())) },
      headers: { Lang: 'de' },
    });
    expect(sent.code).toBe(200);
    expect(sent.message).toBe(`Ein Bestätigungscode wurde an ${account.email} gesendet`);
    expect(sent.data).toEqual({ email: account.email, purpose: 'reset_password', expire: 600, resend_after: 60 });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
    expect(mail!.subject).toMatch(/^\d{6} ist Ihr Chipmart-Bestätigungscode$/);
    expect(mail!.body).toContain('10 Minuten gültig');

    const code = await codeFromOutbox(db(), account.email);
    clock.advance(100);
    const checked = await server.ok('checkVerificationCode', { body: { email: account.email, purpose: 'reset_password', captcha: code } });
    expect(checked).toEqual({ email: account.email, purpose: 'reset_password', verified: true, expire: 500 });
    // The code belongs to its purpose only.
    expect(failedFields(await server.call('checkVerificationCode', { body: { email: account.email, purpose: 'login', captcha: code } }))).toEqual(['captcha']);
    await server.ok('resetUserPassword', { body: { email: account.email, captcha: code, password: 'After-check-2026' } });
  });

  it('allows one code per address a minute (429 with Retry-After)', async () => {
    await server.ok('sendVerificationCode', { body: { email: 'quick@example.com', purpose: 'supplier_settle', ...(await plantCaptcha(db(), clock.now())) } });
    clock.advance(20);
    const tooSoon = await server.call('sendVerificationCode', { body: { email: 'quick@example.com', purpose: 'supplier_settle', ...(await plantCaptcha(db(), clock.now())) } });
    expect([tooSoon.status, tooSoon.code, tooSoon.headers.get('Retry-After')]).toEqual([429, 4290, '40']);
    clock.advance(40);
    await server.ok('sendVerificationCode', { body: { email: 'quick@example.com', purpose: 'supplier_settle', ...(await plantCaptcha(db(), clock.now())) } });
  });

  it('voids a code after 5 wrong tries (429 until a new one is sent), and a code expires', async () => {
    await server.ok('sendVerificationCode', { body: { email: 'guess@example.com', purpose: 'supplier_settle', ...(await plantCaptcha(db(), clock.now())) } });
    const code = await codeFromOutbox(db(), 'guess@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(failedFields(await server.call('checkVerificationCode', { body: { email: 'guess@example.com', purpose: 'supplier_settle', captcha: wrong } }))).toEqual(['captcha']);
    }
    const fifth = await server.call('checkVerificationCode', { body: { email: 'guess@example.com', purpose: 'supplier_settle', captcha: wrong } });
    expect([fifth.status, fifth.code]).toEqual([429, 4290]);
    const right = await server.call('checkVerificationCode', { body: { email: 'guess@example.com', purpose: 'supplier_settle', captcha: code } });
    expect(right.code).toBe(4290);

    clock.advance(61);
    await server.ok('sendVerificationCode', { body: { email: 'guess@example.com', purpose: 'supplier_settle', ...(await plantCaptcha(db(), clock.now())) } });
    const fresh = await codeFromOutbox(db(), 'guess@example.com');
    clock.advance(1801);
    expect(failedFields(await server.call('checkVerificationCode', { body: { email: 'guess@example.com', purpose: 'supplier_settle', captcha: fresh } }))).toEqual(['captcha']);
  });

  it('answers a sign-up code request for an address that has an account as for a free one, and mails its owner a notice instead of a code', async () => {
    const account = await createAccount(db(), clock.now());
    const free = `free-${account.id}@example.com`;
    const answers = await Promise.all(
      [account.email, free].map(async (email) => server.call('sendVerificationCode', { body: { email, purpose: 'register', ...(await plantCaptcha(db(), clock.now())) } })),
    );
    const comparable = (answer: (typeof answers)[number]) => ({ status: answer.status, code: answer.code, message: answer.message.replace(/\S+@\S+/, '<address>'), data: { ...(answer.data as object), email: '<address>' } });
    expect(comparable(answers[0]!)).toEqual(comparable(answers[1]!));
    expect(answers[0]!.code).toBe(200);
    const notice = await latestMail(db(), account.email);
    expect(notice?.kind).toBe('address_taken');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    expect((await latestMail(db(), free))?.kind).toBe('verification_code');
    // The resend timer runs for both alike.
    const again = await server.call('sendVerificationCode', { body: { email: account.email, purpose: 'register', ...(await plantCaptcha(db(), clock.now())) } });
    expect([again.status, again.code]).toEqual([429, 4290]);
  });

  it('refuses change-e-mail codes without a token (401)', async () => {
    const account = await createAccount(db(), clock.now());
    const anonymous = await server.call('sendVerificationCode', { body: { email: 'new@example.com', purpose: 'change_email', ...(await plantCaptcha(db(), clock.now())) } });
    expect([anonymous.status, anonymous.code]).toEqual([401, 4010]);
    const { token } = await issueSession(db(), account.id, clock.now());
    await server.ok('sendVerificationCode', { token, body: { email: 'new@example.com', purpose: 'change_email', ...(await plantCaptcha(db(), clock.now())) } });
  });

  it('delivers mail to the local mailbox: the server log and the mailbox file', async () => {
    await server.ok('sendVerificationCode', { body: { email: 'mailbox@example.com', purpose: 'supplier_settle', ...(await plantCaptcha(db(), clock.now())) } });
    const code = await codeFromOutbox(db(), 'mailbox@example.com');
    await expect.poll(async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'mailbox@example.com')))[0]?.state).toBe('local');
    expect(mailLog.join('\n')).toContain('To:      mailbox@example.com');
    expect(mailLog.join('\n')).toContain(code);
    expect(readFileSync(mailboxFile, 'utf8')).toContain(code);
  });
});

it('takes a test answer only from a test server: 4 captcha characters, and never next to live mail or payments', () => {
  expect(readConfig({ CAPTCHA_TEST_ANSWER: 'K7WX' }).captchaTestAnswer).toBe('K7WX');
  expect(readConfig({}).captchaTestAnswer).toBeUndefined();
  expect(() => readConfig({ CAPTCHA_TEST_ANSWER: 'K7' })).toThrow(/CAPTCHA_TEST_ANSWER must be 4 characters/);
  expect(() => readConfig({ CAPTCHA_TEST_ANSWER: 'K7WX', SMTP_URL: 'smtp://mail.example:25' })).toThrow(/for test servers/);
  expect(() => readConfig({ CAPTCHA_TEST_ANSWER: 'K7WX', PAYMENT_MODE: 'live', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', WECHATPAY_MCH_ID: 'x' })).toThrow();
});
