import { generateKeyPairSync } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PaypalClient } from '../src/features/payments/providers/paypal/client.ts';
import { createNativeOrder } from '../src/features/payments/providers/wechat/client.ts';
import {
  answerMessage,
  decryptResource,
  encryptResource,
  parseAuthorization,
  requestMessage,
  signAnswer,
  signatureHeaderRecord,
  verifyAnswer,
} from '../src/features/payments/providers/wechat/protocol.ts';
import { pagePayParams, signContent, verifyNotification, verifyRequest, signNotification, alipayTime } from '../src/features/payments/providers/alipay/protocol.ts';
import { verifySha256Rsa } from '../src/features/payments/rsa-keys.ts';

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const merchant = keyPair();
const platform = keyPair();
const at = new Date('2026-11-22T10:00:00Z');

describe('Alipay RSA2 signing', () => {
  it('signs the parameters sorted by name, empty ones and sign left out; notifications also leave out sign_type', () => {
    const params = { sign_type: 'RSA2', app_id: '2021', biz_content: '{"a":1}', method: 'alipay.trade.page.pay', empty: '', charset: 'utf-8', sign: 'x' };
    expect(signContent(params, ['sign'])).toBe('app_id=2021&biz_content={"a":1}&charset=utf-8&method=alipay.trade.page.pay&sign_type=RSA2');
    expect(signContent(params, ['sign', 'sign_type'])).toBe('app_id=2021&biz_content={"a":1}&charset=utf-8&method=alipay.trade.page.pay');
  });

  it('writes Beijing time as Alipay expects', () => {
    expect(alipayTime(at)).toBe('2026-11-22 18:00:00');
  });

  it('produces a page pay request the public key verifies, and any change breaks it', () => {
    const params = pagePayParams({ appId: '2021', privateKey: merchant.privateKey, mode: 'page', outTradeNo: 'CM1A1', totalAmount: '7200.00', subject: 'Chipmart CM1', notifyUrl: 'https://shop/n', returnUrl: 'https://shop/r', timeExpire: at, at });
    expect(params).toMatchObject({ method: 'alipay.trade.page.pay', sign_type: 'RSA2', timestamp: '2026-11-22 18:00:00' });
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: 'CM1A1', total_amount: '7200.00', product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(verifyRequest(params, merchant.publicKey)).toBe(true);
    expect(verifyRequest({ ...params, biz_content: params.biz_content!.replace('7200.00', '1.00') }, merchant.publicKey)).toBe(false);
    expect(verifyRequest(params, platform.publicKey)).toBe(false);
  });

  it('verifies a notification over every parameter but sign and sign_type', () => {
    const signed = signNotification({ notify_id: 'n1', out_trade_no: 'CM1A1', total_amount: '7200.00', trade_status: 'TRADE_SUCCESS' }, platform.privateKey);
    expect(verifyNotification(signed, platform.publicKey)).toBe(true);
    expect(verifyNotification({ ...signed, sign_type: 'RSA' }, platform.publicKey)).toBe(true);
    expect(verifyNotification({ ...signed, total_amount: '7201.00' }, platform.publicKey)).toBe(false);
  });
});

describe('WeChat Pay v3 signing and encryption', () => {
  it('builds the request and answer messages line by line, each line ending in a newline', () => {
    expect(requestMessage('POST', '/v3/pay/transactions/native', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '{"a":1}')).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n',
    );
    expect(answerMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"b":2}')).toBe('1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"b":2}\n');
  });

  it('decrypts an AEAD_AES_256_GCM resource and refuses one changed in transit', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const sealed = encryptResource('{"out_trade_no":"CM1W1"}', key, 'fdasflkja484', 'transaction');
    expect(decryptResource(sealed, key)).toBe('{"out_trade_no":"CM1W1"}');
    expect(() => decryptResource({ ...sealed, associated_data: 'certificate' }, key)).toThrow();
  });

  it('verifies an answer signed with the platform key and nothing else', () => {
    const headers = signAnswer(platform.privateKey, 'SERIAL', '{"code_url":"weixin://x"}', '1554209980', 'nonce');
    expect(verifyAnswer(platform.publicKey, headers, '{"code_url":"weixin://x"}')).toBe(true);
    expect(verifyAnswer(platform.publicKey, headers, '{"code_url":"weixin://y"}')).toBe(false);
    expect(verifyAnswer(merchant.publicKey, headers, '{"code_url":"weixin://x"}')).toBe(false);
  });
});

describe('the real HTTP clients against a local stub of the provider', () => {
  it('PayPal: client-credentials token, then create and capture with the bearer token and PayPal-Request-Id', async () => {
    const seen: Array<{ path: string; authorization: string | undefined; requestId: string | undefined; body: string }> = [];
    const stub = new Hono();
    stub.post('/v1/oauth2/token', async (c) => {
      seen.push({ path: c.req.path, authorization: c.req.header('Authorization'), requestId: undefined, body: await c.req.text() });
      return c.json({ access_token: 'TOKEN-1', token_type: 'Bearer', expires_in: 32400 });
    });
    stub.post('/v2/checkout/orders', async (c) => {
      seen.push({ path: c.req.path, authorization: c.req.header('Authorization'), requestId: c.req.header('PayPal-Request-Id'), body: await c.req.text() });
      return c.json({ id: 'ORDER1', status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: 'https://paypal/approve' }] });
    });
    stub.post('/v2/checkout/orders/:id/capture', async (c) => {
      seen.push({ path: c.req.path, authorization: c.req.header('Authorization'), requestId: c.req.header('PayPal-Request-Id'), body: await c.req.text() });
      return c.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }, 422);
    });
    const client = new PaypalClient({ baseUrl: 'https://api-m.sandbox.paypal.com', clientId: 'id', clientSecret: 'secret', fetch: async (input, init) => stub.request(input, init), now: () => at });

    const created = await client.createOrder({ requestId: 'create-CM1', referenceId: 'CM1', invoiceId: 'CM1', description: 'd', amount: { currency_code: 'USD', value: '10.00' }, returnUrl: 'https://shop/r', cancelUrl: 'https://shop/c' });
    expect(created).toMatchObject({ ok: true, body: { id: 'ORDER1' } });
    const captured = await client.captureOrder('ORDER1', 'capture-ORDER1');
    expect(captured).toMatchObject({ ok: false, status: 422, issue: 'ORDER_NOT_APPROVED' });

    expect(seen.map((call) => call.path)).toEqual(['/v1/oauth2/token', '/v2/checkout/orders', '/v2/checkout/orders/ORDER1/capture']);
    expect(seen[0]).toMatchObject({ authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`, body: 'grant_type=client_credentials' });
    expect(seen[1]).toMatchObject({ authorization: 'Bearer TOKEN-1', requestId: 'create-CM1' });
    expect(JSON.parse(seen[1]!.body)).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ reference_id: 'CM1', amount: { currency_code: 'USD', value: '10.00' } }] });
    expect(seen[2]).toMatchObject({ authorization: 'Bearer TOKEN-1', requestId: 'capture-ORDER1' });
  });

  it('WeChat Pay: the Native order request carries a verifiable WECHATPAY2-SHA256-RSA2048 Authorization, and only a platform-signed answer is trusted', async () => {
    let platformKey = platform.privateKey;
    const stub = new Hono();
    stub.post('/v3/pay/transactions/native', async (c) => {
      const body = await c.req.text();
      const auth = parseAuthorization(c.req.header('Authorization'));
      const valid = auth !== null && auth.mchid === '1900000109' && auth.serial_no === 'MERCHANTSERIAL' && verifySha256Rsa(merchant.publicKey, requestMessage('POST', '/v3/pay/transactions/native', auth.timestamp, auth.nonce_str, body), auth.signature);
      const answer = JSON.stringify(valid ? { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } : { code: 'SIGN_ERROR' });
      return c.body(answer, valid ? 200 : 401, { 'Content-Type': 'application/json', ...signatureHeaderRecord(signAnswer(platformKey, 'P', answer, '1554209980', 'n')) });
    });
    const account = { baseUrl: 'https://api.mch.weixin.qq.com', mchId: '1900000109', appId: 'wx1', privateKey: merchant.privateKey, serial: 'MERCHANTSERIAL', platformPublicKey: platform.publicKey, apiV3Key: '0123456789abcdef0123456789abcdef', notifyUrl: 'https://shop/n' };
    const fetchStub = async (input: string, init?: RequestInit) => stub.request(input, init);
    const order = { outTradeNo: 'CM1W1', description: 'd', totalFen: 735000, timeExpire: '2026-11-22T18:30:00+08:00', at };
    expect(await createNativeOrder(account, fetchStub, order)).toEqual({ ok: true, codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' });
    expect(await createNativeOrder({ ...account, privateKey: platform.privateKey }, fetchStub, order)).toMatchObject({ ok: false, status: 401, code: 'SIGN_ERROR' });
    platformKey = merchant.privateKey;
    await expect(createNativeOrder(account, fetchStub, order)).rejects.toThrow(/not signed by the platform key/);
  });
});
