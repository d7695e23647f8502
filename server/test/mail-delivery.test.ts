import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { mailOutbox } from '../src/platform/db/schema/index.ts';
import { describeEachEngine } from './support/engines.ts';
import { startFakeSmtp } from './support/fake-smtp.ts';
import { codeFromOutbox, createAccount, insertIdentityReferenceData, TEST_PASSWORD_COST, TestClock } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describeEachEngine('mail delivery by SMTP', (engine) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  const clock = new TestClock();
  const localMailbox: string[] = [];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      engine,
      now: clock.now,
      smtpUrl: smtp.url,
      mailLog: (text) => localMailbox.push(text),
      passwordCostLog2: TEST_PASSWORD_COST,
      prepare: ({ db }) => insertIdentityReferenceData(db),
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends queued mail to SMTP_URL and marks it sent, keeping nothing in the local mailbox', async () => {
    const db = server.database.db;
    const account = await createAccount(db, clock.now());
    const { token } = await issueSession(db, account.id, clock.now());
    await server.ok('sendChangeEmailCode', { token, body: { new_email: 'einkauf@schmidt-elektronik.example' } });
    const code = await codeFromOutbox(db, 'einkauf@schmidt-elektronik.example');

    await expect.poll(async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'einkauf@schmidt-elektronik.example')))[0]?.state).toBe('sent');
    const delivered = smtp.received.find((mail) => mail.to.some((rcpt) => rcpt.includes('einkauf@schmidt-elektronik.example')));
    expect(delivered?.data).toContain(code);
    expect(delivered?.data).toMatch(/^Subject: \d{6} is your Chipmart verification code$/m);
    expect(localMailbox).toEqual([]);
  });

  it('keeps mail the SMTP server did not take, with the error, for a later attempt', async () => {
    await smtp.close();
    const db = server.database.db;
    const account = await createAccount(db, clock.now());
    const { token } = await issueSession(db, account.id, clock.now());
    await server.ok('sendChangeEmailCode', { token, body: { new_email: 'unreachable@schmidt-elektronik.example' } });
    const stored = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'unreachable@schmidt-elektronik.example')))[0]!;
    await expect.poll(async () => (await stored()).lastError, { timeout: 15_000 }).toBeTruthy();
    const mail = await stored();
    expect([mail.state, mail.attempts]).toEqual(['pending', 1]);
    expect(mail.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
  });
});
