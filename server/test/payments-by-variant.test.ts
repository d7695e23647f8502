import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, insertIdentityReferenceData } from './support/identity-fixtures.ts';
import { SANDBOX_PAYMENTS } from './support/payment-sandbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const now = () => new Date('2026-11-25T10:00:00Z');

describeEachEngine('payment methods a site does not offer', (engine) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    // The Korean site offers PayPal, bank transfer and net terms, not the CNY wallets.
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      webKey: 'ko',
      payments: SANDBOX_PAYMENTS,
      paymentsFetch: (input, init) => server.request(input, init),
      prepare: ({ db }) => insertIdentityReferenceData(db),
    });
    const account = await createAccount(server.database.db, now());
    token = (await issueSession(server.database.db, account.id, now())).token;
  });
  afterAll(async () => server?.close());

  it('refuse to start a WeChat Pay or Alipay payment, with the reason, before looking at the order', async () => {
    const weChat = await server.call('createWeChatPayOrder', { token, body: { order_sn: 'CM2611250000001', currency_code: 'CNY' } });
    const alipay = await server.call('createAlipayOrder', { token, body: { order_sn: 'CM2611250000001', mode: 'page' } });
    for (const refused of [weChat, alipay]) expect([refused.status, refused.code, refused.message]).toEqual([403, 4030, 'This payment method is not offered on this site.']);
  });

  it('still serve the methods the site offers', async () => {
    const token_ = await server.call('getPaypalClientToken', { token });
    expect(token_.status).toBe(200);
    const missing = await server.call('createPaypalOrder', { token, body: { order_sn: 'CM2611250000001' } });
    expect(missing.status).toBe(404);
  });
});
