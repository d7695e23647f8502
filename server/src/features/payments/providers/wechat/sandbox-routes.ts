import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { verifySha256Rsa } from '../../rsa-keys.ts';
import { SANDBOX_PATHS } from '../../adapters.ts';
import type { PaymentsContext } from '../../context.ts';
import { sandboxPage } from '../../sandbox/page.ts';
import { sandboxCredentials, type SandboxCredentials } from '../../sandbox/sandbox-keys.ts';
import { wechatTime } from './client.ts';
import { encryptResource, parseAuthorization, requestMessage, signAnswer, signatureHeaderRecord, wechatNonce, type WeChatNotification, type WeChatTransaction } from './protocol.ts';

interface SandboxNativeOrder extends Record<string, unknown> {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  notify_url: string;
  amount: { total: number; currency: string };
  code: string;
  /** The notification sent when paid, kept so the payer page can send it again (as WeChat Pay retries). */
  notification?: { body: string; headers: Record<string, string> };
}

/**
 * A local WeChat Pay: the Native order endpoint checks the merchant's
 * WECHATPAY2-SHA256-RSA2048 signature and answers signed with the platform
 * key; a "scan and pay" page stands in for the payer's phone and, when the
 * payer confirms, posts a signed, AES-GCM encrypted notification to the
 * merchant's notify_url over HTTP.
 */
export function registerWeChatSandbox(app: Hono, context: PaymentsContext): void {
  const base = SANDBOX_PATHS.wechat;
  const records = context.adapters.sandbox;

  async function signedJson(c: Context, keys: SandboxCredentials['wechat'], status: 200 | 400 | 401, value: unknown) {
    const body = JSON.stringify(value);
    const signature = signAnswer(keys.platform.privateKeyPem, keys.platformSerial, body, String(Math.floor(context.now().getTime() / 1000)), wechatNonce());
    return c.body(body, status, { 'Content-Type': 'application/json', ...signatureHeaderRecord(signature) });
  }

  app.post(`${base}/v3/pay/transactions/native`, async (c) => {
    const keys = (await sandboxCredentials(records)).wechat;
    const body = await c.req.text();
    const auth = parseAuthorization(c.req.header('Authorization'));
    const urlPath = '/v3/pay/transactions/native';
    if (!auth || auth.mchid !== keys.mchId || auth.serial_no !== keys.serial || !verifySha256Rsa(keys.merchant.publicKeyPem, requestMessage('POST', urlPath, auth.timestamp, auth.nonce_str, body), auth.signature)) {
      return signedJson(c, keys, 401, { code: 'SIGN_ERROR', message: 'Authorization signature does not verify' });
    }
    let request: Partial<SandboxNativeOrder>;
    try {
      request = JSON.parse(body) as SandboxNativeOrder;
    } catch {
      return signedJson(c, keys, 400, { code: 'PARAM_ERROR', message: 'body is not JSON' });
    }
    const total = request.amount?.total;
    if (request.appid !== keys.appId || request.mchid !== keys.mchId || !request.out_trade_no || !request.notify_url || !request.description || !Number.isInteger(total) || total! <= 0 || request.amount?.currency !== 'CNY') {
      return signedJson(c, keys, 400, { code: 'PARAM_ERROR', message: 'appid, mchid, description, out_trade_no, notify_url and amount.total (fen, CNY) are required' });
    }
    const code = randomBytes(6).toString('base64url');
    const stored = await records.putFirst<SandboxNativeOrder>('wechat', `order:${request.out_trade_no}`, 'NOTPAY', {
      appid: request.appid,
      mchid: request.mchid,
      description: request.description,
      out_trade_no: request.out_trade_no,
      notify_url: request.notify_url,
      amount: { total: total!, currency: 'CNY' },
      code,
    });
    if (stored.data.amount.total !== total) return signedJson(c, keys, 400, { code: 'INVALID_REQUEST', message: 'out_trade_no already used with another amount' });
    await records.putFirst('wechat', `code:${stored.data.code}`, 'ACTIVE', { out_trade_no: request.out_trade_no });
    return signedJson(c, keys, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${stored.data.code}` });
  });

  async function orderOfCode(code: string) {
    const link = await records.find<{ out_trade_no: string }>('wechat', `code:${code}`);
    return link ? records.find<SandboxNativeOrder>('wechat', `order:${link.data.out_trade_no}`) : undefined;
  }

  app.get(`${base}/scan`, async (c) => {
    const code = c.req.query('pr') ?? '';
    const order = await orderOfCode(code);
    if (!order) return c.html(sandboxPage({ title: 'WeChat Pay sandbox', lines: ['This QR code is not valid.'] }), 404);
    return c.html(
      sandboxPage({
        title: 'WeChat Pay sandbox: scan and pay',
        lines: [`${order.data.description}: ¥${(order.data.amount.total / 100).toFixed(2)}`, `Status: ${order.status}`],
        action: `${base}/scan`,
        fields: { pr: code },
        buttons: [{ name: 'decision', value: 'pay', label: order.status === 'SUCCESS' ? 'Send the notification again' : 'Confirm payment' }],
      }),
    );
  });

  app.post(`${base}/scan`, async (c) => {
    const keys = (await sandboxCredentials(records)).wechat;
    const code = new URLSearchParams(await c.req.text()).get('pr') ?? '';
    const order = await orderOfCode(code);
    if (!order) return c.html(sandboxPage({ title: 'WeChat Pay sandbox', lines: ['This QR code is not valid.'] }), 404);
    let notification = order.data.notification;
    if (!notification) {
      const at = context.now();
      const transaction: WeChatTransaction = {
        appid: order.data.appid,
        mchid: order.data.mchid,
        out_trade_no: order.data.out_trade_no,
        transaction_id: `4200${String(at.getTime()).slice(-10)}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0')}`,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        success_time: wechatTime(at),
        amount: { total: order.data.amount.total, payer_total: order.data.amount.total, currency: 'CNY', payer_currency: 'CNY' },
        payer: { openid: `oSandbox${randomBytes(6).toString('hex')}` },
      };
      const envelope: WeChatNotification = {
        id: randomUUID(),
        create_time: wechatTime(at),
        event_type: 'TRANSACTION.SUCCESS',
        resource_type: 'encrypt-resource',
        summary: '支付成功',
        resource: encryptResource(JSON.stringify(transaction), keys.apiV3Key, wechatNonce(12), 'transaction'),
      };
      const body = JSON.stringify(envelope);
      const headers = { 'Content-Type': 'application/json', ...signatureHeaderRecord(signAnswer(keys.platform.privateKeyPem, keys.platformSerial, body, String(Math.floor(at.getTime() / 1000)), wechatNonce())) };
      // Only the first confirmation pays; a second one finds SUCCESS and resends what was stored.
      if (await records.move('wechat', `order:${order.data.out_trade_no}`, ['NOTPAY'], 'SUCCESS', { ...order.data, notification: { body, headers } })) notification = { body, headers };
      else notification = (await records.find<SandboxNativeOrder>('wechat', `order:${order.data.out_trade_no}`))!.data.notification!;
    }
    const answer = await context.fetch(order.data.notify_url, { method: 'POST', headers: notification.headers, body: notification.body });
    return c.html(sandboxPage({ title: 'WeChat Pay sandbox: paid', lines: [`The merchant's notify_url answered HTTP ${answer.status}.`] }), answer.ok ? 200 : 502);
  });
}
