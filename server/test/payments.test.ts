import { generateKeyPairSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { encryptResource, signAnswer, signatureHeaderRecord, wechatNonce } from '../src/features/payments/providers/wechat/protocol.ts';
import { signNotification, verifyNotification } from '../src/features/payments/providers/alipay/protocol.ts';
import type { SandboxCredentials } from '../src/features/payments/sandbox/sandbox-keys.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { creditBills, creditLines, operatorActions, orderEvents, orders, paymentNotifications, payments, paymentSandboxRecords } from '../src/platform/db/schema/index.ts';
import { insertPaymentCurrencies, placeTestOrder } from './payment-fixtures.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, failedFields, insertIdentityReferenceData } from './support/identity-fixtures.ts';
import { formPost, SANDBOX_PAYMENTS, SHOP, shopPath, wechatPayCode } from './support/payment-sandbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);

describeEachEngine('payments', (engine) => {
  let server: TestServer;
  let buyer: { id: number; token: string };
  let other: { id: number; token: string };
  const db = () => server.database.db;

  async function account() {
    const row = await createAccount(db(), now());
    return { id: row.id, token: (await issueSession(db(), row.id, now())).token };
  }
  const order = (total: number, currencyCode = 'USD', symbol = '$') => placeTestOrder(db(), buyer.id, now(), { total, currencyCode, symbol });
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = async (id: number, event: string) => db().select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.event, event)));
  const resultsOf = async (id: number) => db().select().from(payments).where(and(eq(payments.orderId, id), eq(payments.kind, 'result')));
  const credentials = async () => (await db().select().from(paymentSandboxRecords).where(eq(paymentSandboxRecords.recordId, 'credentials')))[0]!.data as unknown as SandboxCredentials;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      payments: SANDBOX_PAYMENTS,
      // The sandbox calls this server back through the app itself, as it would over HTTP at PUBLIC_URL.
      paymentsFetch: (input, init) => server.request(input, init),
      prepare: async ({ db }) => {
        await insertIdentityReferenceData(db);
        await db.execute(sql`delete from currencies`);
        await insertPaymentCurrencies(db);
      },
    });
    buyer = await account();
    other = await account();
  });
  afterAll(async () => server?.close());

  it('lists the default site methods for an order with the amount each would charge and why some cannot be used', async () => {
    const placed = await order(1330);
    const usd = await server.ok('listPayMethods', { token: buyer.token, query: { order_sn: placed.orderSn } });
    expect(usd).toMatchObject({ order_sn: placed.orderSn, state: 0, pay_state: 0, realized_price: 1330, currency_code: 'USD', remaining_credit_amount: null });
    expect(usd.methods.map((method) => method.pay_method)).toEqual(['paypal', 'wechat', 'alipay', 'bank', 'bill']);
    const byCode = Object.fromEntries(usd.methods.map((method) => [method.pay_method, method]));
    expect(byCode.paypal).toMatchObject({ available: true, pay_amount: 1330, pay_currency_code: 'USD' });
    expect(byCode.wechat).toMatchObject({ available: false, unavailable_reason: 'Charges in CNY only: choose CNY as the payment currency to use it.', pay_amount: 9576, pay_currency_code: 'CNY' });
    expect(byCode.bill).toMatchObject({ available: false, unavailable_reason: 'You have no approved net terms yet; apply for them in your account.' });

    const cny = await server.ok('listPayMethods', { token: buyer.token, query: { order_sn: placed.orderSn, currency_code: 'CNY' }, headers: { Lang: 'zh' } });
    expect(cny.realized_price).toBe(9576);
    const cnyMethods = Object.fromEntries(cny.methods.map((method) => [method.pay_method, method]));
    expect(cnyMethods.wechat).toMatchObject({ name: '微信支付', available: true, unavailable_reason: null });
    expect(cnyMethods.paypal).toMatchObject({ available: false, unavailable_reason: '不支持以 CNY 付款。' });
  });

  it('pays by PayPal: create, approve on the sandbox page, capture; capturing again answers the same and marks nothing twice', async () => {
    const placed = await order(1330);
    const created = await server.ok('createPaypalOrder', { token: buyer.token, body: { order_sn: placed.orderSn, currency_code: 'EUR' } });
    expect(created).toMatchObject({ order_sn: placed.orderSn, status: 'PAYER_ACTION_REQUIRED', amount: 1223.6, currency_code: 'EUR' });
    expect(created.approve_url).toMatch(/^http:\/\/shop\.test\/sandbox\/paypal\/checkoutnow\?token=/);

    const early = await server.call('capturePaypalOrder', { token: buyer.token, body: { order_sn: placed.orderSn, paypal_order_id: created.paypal_order_id } });
    expect(early).toMatchObject({ status: 409, message: 'The payment was not approved yet; approve it, or choose another method.' });

    const page = await server.request(shopPath(created.approve_url!));
    const html = await page.text();
    expect(html).toContain('1223.60 EUR');
    expect(html).toContain('value="approve"');
    const approved = await server.request('/sandbox/paypal/checkoutnow', formPost({ token: created.paypal_order_id, decision: 'approve' }));
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`${SHOP}/pay/successful?order_sn=${placed.orderSn}&token=${created.paypal_order_id}&PayerID=SANDBOXPAYER1`);

    const captured = await server.call('capturePaypalOrder', { token: buyer.token, body: { order_sn: placed.orderSn, paypal_order_id: created.paypal_order_id } });
    expect(captured).toMatchObject({ code: 200, message: 'Payment received', data: { capture_status: 'COMPLETED', state: 1, pay_state: 2, amount: 1223.6, currency_code: 'EUR', pay_time: '2026-11-22T10:00:00Z' } });
    const again = await server.ok('capturePaypalOrder', { token: buyer.token, body: { order_sn: placed.orderSn, paypal_order_id: created.paypal_order_id } });
    expect(again).toEqual(captured.data);
    expect(await eventsOf(placed.id, 'pay')).toHaveLength(1);
    const results = await resultsOf(placed.id);
    expect(results).toMatchObject([{ provider: 'paypal', transactionId: again.capture_id, amount: 1223.6, currencyCode: 'EUR', status: 'COMPLETED' }]);
    expect(await orderRow(placed.id)).toMatchObject({ state: 1, payState: 2, payMethod: 'paypal' });
  });

  it('refuses a PayPal payment of an order no longer awaiting payment, or of a PayPal order never created for it', async () => {
    const placed = await order(50);
    const unknown = await server.call('capturePaypalOrder', { token: buyer.token, body: { order_sn: placed.orderSn, paypal_order_id: 'NOTCREATED0000000' } });
    expect(unknown.status).toBe(409);
    await db().update(orders).set({ state: 4 }).where(eq(orders.id, placed.id));
    const cancelled = await server.call('createPaypalOrder', { token: buyer.token, body: { order_sn: placed.orderSn } });
    expect(cancelled).toMatchObject({ status: 409, message: `Order ${placed.orderSn} is not awaiting payment.` });
    const token = await server.ok('getPaypalClientToken', { token: buyer.token });
    expect(token).toMatchObject({ environment: 'sandbox', expires_in: 3600 });
  });

  it('pays by WeChat Pay: code_url, the sandbox payer confirms, a signed encrypted notification reaches our callback; a replay marks nothing', async () => {
    const placed = await order(7350, 'CNY', '¥');
    const wrongCurrency = await server.call('createWeChatPayOrder', { token: buyer.token, body: { order_sn: placed.orderSn, currency_code: 'USD' } });
    expect(wrongCurrency.status).toBe(422);
    const created = await server.ok('createWeChatPayOrder', { token: buyer.token, body: { order_sn: placed.orderSn } });
    expect(created).toMatchObject({ order_sn: placed.orderSn, amount: 7350, currency_code: 'CNY' });
    const code = wechatPayCode(created.code_url);

    expect(await (await server.request(`/sandbox/wechat/scan?pr=${code}`)).text()).toContain('¥7350.00');
    const paid = await server.request('/sandbox/wechat/scan', formPost({ pr: code, decision: 'pay' }));
    expect(await paid.text()).toContain('answered HTTP 204');
    expect(await orderRow(placed.id)).toMatchObject({ state: 1, payState: 2, payMethod: 'wechat' });

    // The payer page sends the stored notification again, as WeChat Pay retries it.
    const replay = await server.request('/sandbox/wechat/scan', formPost({ pr: code, decision: 'pay' }));
    expect(await replay.text()).toContain('answered HTTP 204');
    expect(await eventsOf(placed.id, 'pay')).toHaveLength(1);
    expect(await resultsOf(placed.id)).toMatchObject([{ provider: 'wechat', amount: 7350, currencyCode: 'CNY', status: 'SUCCESS' }]);
    const logged = await db().select().from(paymentNotifications).where(eq(paymentNotifications.provider, 'wechat'));
    expect(logged.filter((row) => row.outcome === 'paid')).toHaveLength(1);
  });

  /** A WeChat Pay notification of a transaction, signed with the given platform key. */
  async function wechatNotification(outTradeNo: string, totalFen: number, platformPrivateKey: string) {
    const keys = (await credentials()).wechat;
    const transaction = {
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: outTradeNo,
      transaction_id: `4200000${Date.now()}`,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      amount: { total: totalFen, payer_total: totalFen, currency: 'CNY', payer_currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: `forged-${wechatNonce(8)}`,
      create_time: '2026-11-22T18:00:00+08:00',
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      summary: '支付成功',
      resource: encryptResource(JSON.stringify(transaction), keys.apiV3Key, wechatNonce(12), 'transaction'),
    });
    const headers = signatureHeaderRecord(signAnswer(platformPrivateKey, keys.platformSerial, body, String(Math.floor(current / 1000)), wechatNonce()));
    return server.request('/payments/wechat/notify', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
  }

  it('refuses and logs a WeChat Pay notification with a forged signature, and one with the right signature but the wrong amount', async () => {
    const placed = await order(7350, 'CNY', '¥');
    await server.ok('createWeChatPayOrder', { token: buyer.token, body: { order_sn: placed.orderSn } });
    const [created] = await db().select().from(payments).where(and(eq(payments.orderId, placed.id), eq(payments.kind, 'order')));
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

    const forged = await wechatNotification(created!.providerRef, 735000, stranger.privateKey);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'FAIL' });
    const wrongAmount = await wechatNotification(created!.providerRef, 100, (await credentials()).wechat.platform.privateKeyPem);
    expect(wrongAmount.status).toBe(400);

    expect(await orderRow(placed.id)).toMatchObject({ state: 0, payState: 0 });
    expect(await resultsOf(placed.id)).toEqual([]);
    const outcomes = await db().select().from(paymentNotifications).where(sql`${paymentNotifications.outcome} in ('badSignature', 'badAmount')`);
    expect(outcomes.map((row) => [row.outcome, row.signatureOk]).sort()).toEqual([
      ['badAmount', true],
      ['badSignature', false],
    ]);
  });

  it('refuses an Alipay payment for an order number that is broken text (a lone surrogate) with 4220, not 500', async () => {
    const broken = await server.call('createAlipayOrder', { token: buyer.token, body: { order_sn: '\uD800', mode: 'page' } });
    expect([broken.status, failedFields(broken)]).toEqual([422, ['order_sn']]);
    const placed = await order(1000);
    const returnPath = await server.call('createAlipayOrder', { token: buyer.token, body: { order_sn: placed.orderSn, mode: 'wap', return_url: '/pay/\uDFFF' } });
    expect(returnPath.status).not.toBe(500);
  });

  it('pays by Alipay: the sandbox gateway checks our RSA2 signature, the payer pays, the signed notification marks the order paid once', async () => {
    const placed = await order(1000);
    // Alipay is never told to send the payer off the shop.
    for (const return_url of ['https://elsewhere.example/pay', '//elsewhere.example/pay']) {
      const offShop = await server.call('createAlipayOrder', { token: buyer.token, body: { order_sn: placed.orderSn, mode: 'page', return_url } });
      expect(failedFields(offShop)).toEqual(['return_url']);
      expect(JSON.stringify(offShop.data)).toContain('The return address must be a page of this shop');
    }
    const created = await server.ok('createAlipayOrder', { token: buyer.token, body: { order_sn: placed.orderSn, mode: 'page' } });
    expect(created).toMatchObject({ mode: 'page', amount: 7200, currency_code: 'CNY', pay_form: null });
    const payUrl = new URL(created.pay_url!);
    expect(payUrl.searchParams.get('sign_type')).toBe('RSA2');

    // Change the amount after signing: the gateway refuses it as Alipay would.
    const tampered = new URL(payUrl);
    tampered.searchParams.set('biz_content', tampered.searchParams.get('biz_content')!.replace('"7200.00"', '"1.00"'));
    const refused = await server.request(shopPath(tampered.toString()));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('invalid-signature');

    const cashier = await server.request(shopPath(payUrl.toString()));
    expect(await cashier.text()).toContain('¥7200.00');
    const outTradeNo = JSON.parse(payUrl.searchParams.get('biz_content')!).out_trade_no as string;
    const paid = await server.request('/sandbox/alipay/pay', formPost({ out_trade_no: outTradeNo, decision: 'pay' }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('X-Sandbox-Notify-Answer')).toBe('success');
    const back = new URL(paid.headers.get('Location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/pay/successful`);
    expect(back.searchParams.get('out_trade_no')).toBe(outTradeNo);
    expect(back.searchParams.get('sign')).toBeTruthy();
    // The buyer's way back is signed by Alipay's key, over every parameter Alipay added (not the shop's own order_sn).
    const returned = Object.fromEntries([...back.searchParams].filter(([name]) => name !== 'order_sn'));
    expect(verifyNotification(returned, (await credentials()).alipay.alipay.publicKeyPem)).toBe(true);
    expect(verifyNotification({ ...returned, total_amount: '1.00' }, (await credentials()).alipay.alipay.publicKeyPem)).toBe(false);
    expect(await orderRow(placed.id)).toMatchObject({ state: 1, payState: 2, payMethod: 'alipay' });

    const replay = await server.request('/sandbox/alipay/pay', formPost({ out_trade_no: outTradeNo, decision: 'pay' }));
    expect(replay.headers.get('X-Sandbox-Notify-Answer')).toBe('success');
    expect(await eventsOf(placed.id, 'pay')).toHaveLength(1);
    expect(await resultsOf(placed.id)).toHaveLength(1);
  });

  it('answers failure to an Alipay notification not signed by Alipay, logs it and leaves the order unpaid', async () => {
    const placed = await order(1000);
    const created = await server.ok('createAlipayOrder', { token: buyer.token, body: { order_sn: placed.orderSn, mode: 'wap' } });
    expect(created.pay_form).toContain('alipay.trade.wap.pay');
    const outTradeNo = (await db().select().from(payments).where(eq(payments.orderId, placed.id)))[0]!.providerRef;
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const keys = (await credentials()).alipay;
    const params = { notify_id: 'forged-1', app_id: keys.appId, out_trade_no: outTradeNo, trade_no: '2026112222001', total_amount: '7200.00', trade_status: 'TRADE_SUCCESS', notify_time: '2026-11-22 18:00:00' };
    const forged = await server.request('/payments/alipay/notify', formPost(signNotification(params, stranger.privateKey)));
    expect(await forged.text()).toBe('failure');
    const wrongAmount = await server.request('/payments/alipay/notify', formPost(signNotification({ ...params, notify_id: 'amount-1', total_amount: '1.00' }, keys.alipay.privateKeyPem)));
    expect(await wrongAmount.text()).toBe('failure');
    expect(await orderRow(placed.id)).toMatchObject({ state: 0, payState: 0 });
    const logged = await db().select().from(paymentNotifications).where(eq(paymentNotifications.provider, 'alipay'));
    expect(logged.filter((row) => row.notificationId === 'forged-1')).toMatchObject([{ signatureOk: false, outcome: 'badSignature' }]);
    expect(logged.filter((row) => row.notificationId === 'amount-1')).toMatchObject([{ signatureOk: true, outcome: 'badAmount' }]);
  });

  it('shows the bank account and reference, records the reported transfer, and finance marks it received through the CLI', async () => {
    const placed = await order(1330);
    const account = await server.ok('getBankTransferAccount', { token: buyer.token, query: { order_sn: placed.orderSn } });
    expect(account).toMatchObject({ amount: 1330, currency_code: 'USD', swift_code: 'HSBCHKHHHKH', reference: placed.orderSn });
    expect(account.instructions).toContain(placed.orderSn);
    const eur = await server.ok('getBankTransferAccount', { token: buyer.token, query: { order_sn: placed.orderSn, currency_code: 'EUR' } });
    expect(eur).toMatchObject({ amount: 1223.6, currency_code: 'EUR', iban: 'DE89 5007 0010 0412 8837 00' });
    expect((await server.call('getBankTransferAccount', { token: buyer.token, query: { order_sn: placed.orderSn, currency_code: 'KRW' } })).status).toBe(422);

    const reported = await server.call('confirmBankTransfer', { token: buyer.token, body: { order_sn: placed.orderSn, remittance_reference: 'DEUTDEFF20261122A1' } });
    expect(reported).toMatchObject({ code: 200, message: 'Thank you, we will confirm your payment when the funds arrive', data: { state: 0, pay_state: 1, submitted_time: '2026-11-22T10:00:00Z' } });
    const twice = await server.call('confirmBankTransfer', { token: buyer.token, body: { order_sn: placed.orderSn, remittance_reference: 'DEUTDEFF20261122A1' } });
    expect(twice.status).toBe(409);

    const short = await executeAdminCommand(server.composed, { name: 'payment bank-received', input: { orderSn: placed.orderSn, amount: 1000, reference: 'MT103-1' }, operator: { name: 'ops-test' } });
    expect(short).toMatchObject({ ok: false, kind: 'refused', code: 4090 });
    const received = await executeAdminCommand(server.composed, { name: 'payment bank-received', input: { orderSn: placed.orderSn, amount: 1330, reference: 'MT103-1' }, operator: { name: 'ops-test' } });
    expect(received).toMatchObject({ ok: true, result: { state: 1, payState: 2 } });
    expect(await eventsOf(placed.id, 'pay')).toMatchObject([{ actor: 'operator:ops-test' }]);
    expect(await resultsOf(placed.id)).toMatchObject([{ provider: 'bank', transactionId: 'MT103-1', amount: 1330, status: 'RECEIVED' }]);
    expect(await db().select().from(operatorActions).where(eq(operatorActions.target, `order:${placed.orderSn}`))).toMatchObject([{ operator: 'ops-test', action: 'payment.bankReceived' }]);

    const listed = await executeAdminCommand(server.composed, { name: 'payment list', input: { orderSn: placed.orderSn, limit: 20 }, operator: { name: 'ops-test' } });
    expect(listed).toMatchObject({ ok: true, result: [{ orderSn: placed.orderSn, provider: 'bank', status: 'RECEIVED' }] });
  });

  it('lets finance refuse a reported transfer: the order awaits payment again', async () => {
    const placed = await order(200);
    await server.ok('confirmBankTransfer', { token: buyer.token, body: { order_sn: placed.orderSn, remittance_reference: 'REF-NOT-ARRIVED' } });
    const rejected = await executeAdminCommand(server.composed, { name: 'payment bank-rejected', input: { orderSn: placed.orderSn, reason: 'No funds after 10 days' }, operator: { name: 'ops-test' } });
    expect(rejected).toMatchObject({ ok: true, result: { state: 0, payState: 0 } });
    expect(await orderRow(placed.id)).toMatchObject({ state: 0, payState: 0 });
    expect((await orderRow(placed.id)).expireTime).not.toBeNull();
    expect(await db().select().from(operatorActions).where(eq(operatorActions.target, `order:${placed.orderSn}`))).toMatchObject([{ action: 'payment.bankRejected' }]);
  });

  it('pays on net terms only with an approved line, enough credit left and no overdue bill', async () => {
    const placed = await order(2000);
    expect(await server.call('payOrderOnTerms', { token: buyer.token, body: { order_sn: placed.orderSn } })).toMatchObject({ status: 403 });

    await db().insert(creditLines).values({ userId: buyer.id, state: 2, periodDays: 30, creditAmount: 2500, unbilledAmount: 0, currencyCode: 'USD' });
    await db().insert(creditBills).values({ userId: buyer.id, billSn: `BL-${buyer.id}-1`, orderSns: [], billAmount: 1000, paidAmount: 0, billDate: new Date('2026-10-31T23:59:59Z'), dueDate: new Date('2026-11-30T23:59:59Z') });
    const tooMuch = await server.call('payOrderOnTerms', { token: buyer.token, body: { order_sn: placed.orderSn } });
    expect(tooMuch).toMatchObject({ status: 409, message: 'Your credit left ($1500.00) is less than this order.' });

    await db().update(creditBills).set({ dueDate: new Date('2026-11-01T00:00:00Z'), billAmount: 100 }).where(eq(creditBills.userId, buyer.id));
    const overdue = await server.call('payOrderOnTerms', { token: buyer.token, body: { order_sn: placed.orderSn } });
    expect(overdue).toMatchObject({ status: 409, message: 'A net-terms bill is overdue; pay it to use net terms again.' });
    expect(await orderRow(placed.id)).toMatchObject({ state: 0, payState: 0 });

    await db().update(creditBills).set({ paidAmount: 100 }).where(eq(creditBills.userId, buyer.id));
    const paid = await server.call('payOrderOnTerms', { token: buyer.token, body: { order_sn: placed.orderSn, po_number: 'PO-77' } });
    expect(paid).toMatchObject({ code: 200, message: 'Order paid on net terms', data: { state: 1, pay_state: 3, amount: 2000, currency_code: 'USD', period_days: 30, due_date: '2026-12-30', remaining_credit_amount: 500 } });
    expect((await db().select().from(creditLines).where(eq(creditLines.userId, buyer.id)))[0]).toMatchObject({ unbilledAmount: 2000 });
    expect(await orderRow(placed.id)).toMatchObject({ poNumber: 'PO-77', payMethod: 'bill' });
    const again = await server.call('payOrderOnTerms', { token: buyer.token, body: { order_sn: placed.orderSn } });
    expect(again.status).toBe(409);
    expect((await db().select().from(creditLines).where(eq(creditLines.userId, buyer.id)))[0]).toMatchObject({ unbilledAmount: 2000 });
  });

  it("answers 404 for another account's order in every pay call, never its data", async () => {
    const placed = await order(100);
    const token = other.token;
    const sn = placed.orderSn;
    const calls = [
      await server.call('listPayMethods', { token, query: { order_sn: sn } }),
      await server.call('createPaypalOrder', { token, body: { order_sn: sn } }),
      await server.call('capturePaypalOrder', { token, body: { order_sn: sn, paypal_order_id: 'X' } }),
      await server.call('createWeChatPayOrder', { token, body: { order_sn: sn } }),
      await server.call('createAlipayOrder', { token, body: { order_sn: sn, mode: 'page' } }),
      await server.call('getBankTransferAccount', { token, query: { order_sn: sn } }),
      await server.call('confirmBankTransfer', { token, body: { order_sn: sn, remittance_reference: 'R' } }),
      await server.call('payOrderOnTerms', { token, body: { order_sn: sn } }),
    ];
    for (const answer of calls) expect(answer).toMatchObject({ status: 404, data: null });
    expect(await orderRow(placed.id)).toMatchObject({ state: 0, payState: 0 });
  });
});
