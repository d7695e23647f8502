import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSiteContent } from '../src/features/site/index.ts';
import { feedbackMessages, mailOutbox } from '../src/platform/db/schema/index.ts';
import { SeedRandom } from '../src/platform/seed-random.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type FieldErrors = { errors: Array<{ field: string; message: string }> };

const valid = { type_id: 1, email: 'm.keller@alpentronic.ch', feedback_content: 'Do you have a date code newer than 2430 for TPS54331DR? We need 3,000 pcs.' };

describeEachEngine('feedback', (engine) => {
  let server: TestServer;

  /** The message of each failing field, as the dialog shows them. */
  async function failures(body: Record<string, unknown>, lang = 'en'): Promise<Record<string, string>> {
    const result = await server.call('sendFeedback', { body, headers: { Lang: lang } });
    expect([result.status, result.code]).toEqual([422, 4220]);
    return Object.fromEntries((result.data as FieldErrors).errors.map((error) => [error.field, error.message]));
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: () => new Date('2026-11-22T12:00:00Z'),
      prepare: async ({ db }) => seedSiteContent(db, new SeedRandom(7)),
      // Stands in for the identity feature's sessions: one known token.
      authenticate: async (token) => (token === 'buyer-token' ? { userId: 501, sessionId: 9001, email: 'buyer@nordtek-systems.se' } : null),
    });
  });
  afterAll(async () => server?.close());

  it('asks for an e-mail address when it is empty or shorter than 6 characters', async () => {
    expect((await failures({ ...valid, email: '' })).email).toBe('Enter an email address');
    expect((await failures({ ...valid, email: 'a@b.c' })).email).toBe('Enter an email address');
  });

  it('asks for a valid e-mail address when it has Chinese characters or is not an address', async () => {
    expect((await failures({ ...valid, email: '张伟@example.com' })).email).toBe('Enter a valid email address');
    expect((await failures({ ...valid, email: 'buyer.example.com' })).email).toBe('Enter a valid email address');
    expect((await failures({ ...valid, email: 'buyer@example' })).email).toBe('Enter a valid email address');
  });

  it('asks for a subject when none or an unknown one is chosen', async () => {
    expect(await failures({ ...valid, type_id: 0 })).toEqual({ type_id: 'Select a subject' });
    expect(await failures({ ...valid, type_id: 42 })).toEqual({ type_id: 'Select a subject' });
  });

  it('asks for a comment when it is empty or only spaces', async () => {
    expect(await failures({ ...valid, feedback_content: '' })).toEqual({ feedback_content: 'Enter a Comment' });
    expect(await failures({ ...valid, feedback_content: '   \n ' })).toEqual({ feedback_content: 'Enter a Comment' });
  });

  it('reports every failing field at once', async () => {
    expect(await failures({ type_id: 0, email: 'ab', feedback_content: '' })).toEqual({
      type_id: 'Select a subject',
      email: 'Enter an email address',
      feedback_content: 'Enter a Comment',
    });
    expect(await failures({ type_id: 42, email: valid.email, feedback_content: '  ' })).toEqual({
      type_id: 'Select a subject',
      feedback_content: 'Enter a Comment',
    });
  });

  it('reports an unknown subject and an empty comment together with an e-mail the schema already refuses', async () => {
    expect(await failures({ type_id: 42, email: '张伟@例子.中国', feedback_content: '   ' })).toEqual({
      type_id: 'Select a subject',
      email: 'Enter a valid email address',
      feedback_content: 'Enter a Comment',
    });
  });

  it('asks for a subject when the subject is not even a number', async () => {
    expect(await failures({ ...valid, type_id: 'quality' })).toEqual({ type_id: 'Select a subject' });
  });

  it('says what is wrong in the request language', async () => {
    expect(await failures({ type_id: 0, email: 'buyer.example.com', feedback_content: '' }, 'de')).toEqual({
      type_id: 'Wählen Sie einen Betreff',
      email: 'Geben Sie eine gültige E-Mail-Adresse ein',
      feedback_content: 'Geben Sie einen Kommentar ein',
    });
    expect((await failures({ ...valid, email: '' }, 'zh')).email).toBe('请输入电子邮箱地址');
  });

  it('stores a visitor’s feedback without an account and thanks them', async () => {
    const result = await server.call('sendFeedback', { body: valid });
    expect(result).toMatchObject({ status: 200, message: 'Thank you for your feedback, we will reply within one working day', data: { create_time: '2026-11-22T12:00:00Z' } });
    const feedbackId = (result.data as { feedback_id: number }).feedback_id;
    const [stored] = await server.database.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, feedbackId));
    expect(stored).toMatchObject({ typeId: 1, email: valid.email, content: valid.feedback_content, userId: null, locale: 'en' });
    const [forwarded] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'feedback'));
    expect(forwarded).toMatchObject({ recipient: 'sales@chipmart.example', subject: `Feedback #${feedbackId}: Product inquiry` });
    expect(forwarded!.body).toContain(valid.feedback_content);
  });

  it('links the feedback to the account when the sender is signed in', async () => {
    const data = await server.ok('sendFeedback', { body: { ...valid, type_id: 4 }, token: 'buyer-token', headers: { Lang: 'fr' } });
    const [stored] = await server.database.db.select().from(feedbackMessages).orderBy(desc(feedbackMessages.id)).limit(1);
    expect(stored).toMatchObject({ id: data.feedback_id, typeId: 4, userId: 501, locale: 'fr' });
  });

  it('says the session expired for an unknown token instead of storing the feedback anonymously', async () => {
    const before = await server.database.db.select().from(feedbackMessages);
    const result = await server.call('sendFeedback', { body: valid, token: 'revoked-token' });
    expect([result.status, result.code]).toEqual([401, 4001]);
    expect(await server.database.db.select().from(feedbackMessages)).toHaveLength(before.length);
  });

  it('limits how many messages one address can send', async () => {
    const sent = (await server.database.db.select().from(feedbackMessages)).length;
    let limited: Awaited<ReturnType<TestServer['call']>> | undefined;
    for (let attempt = sent; attempt <= 10 && !limited; attempt++) {
      const result = await server.call('sendFeedback', { body: valid });
      if (result.code !== 200) limited = result;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await server.database.db.select().from(feedbackMessages)).toHaveLength(10);
  });
});
