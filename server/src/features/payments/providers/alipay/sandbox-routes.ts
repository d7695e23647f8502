import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { SANDBOX_PATHS } from '../../adapters.ts';
import type { PaymentsContext } from '../../context.ts';
import { sandboxPage } from '../../sandbox/page.ts';
import { sandboxCredentials } from '../../sandbox/sandbox-keys.ts';
import { alipayTime, PAGE_PAY, signNotification, verifyRequest, WAP_PAY } from './protocol.ts';

interface SandboxTrade extends Record<string, unknown> {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  method: string;
  notify_url: string;
  return_url: string;
  trade_no?: string;
  notification?: Record<string, string>;
}

/**
 * A local Alipay gateway: it verifies the merchant's RSA2 signature on the
 * request exactly as Alipay does (every parameter but sign, sorted), shows a
 * cashier, and when the payer pays, posts a notification signed with the
 * sandbox's own "Alipay" key to notify_url, then sends the payer to
 * return_url with signed parameters.
 */
export function registerAlipaySandbox(app: Hono, context: PaymentsContext): void {
  const base = SANDBOX_PATHS.alipay;
  const records = context.adapters.sandbox;
  const refuse = (c: Context, code: string) => c.html(sandboxPage({ title: 'Alipay sandbox: request refused', lines: [`错误代码 ${code}`] }), 400);

  async function gateway(c: Context, params: Record<string, string>) {
    const keys = (await sandboxCredentials(records)).alipay;
    if (!verifyRequest(params, keys.app.publicKeyPem)) return refuse(c, 'invalid-signature');
    if (params.app_id !== keys.appId) return refuse(c, 'invalid-app-id');
    if (params.method !== PAGE_PAY.method && params.method !== WAP_PAY.method) return refuse(c, 'invalid-method');
    let biz: { out_trade_no?: string; total_amount?: string; subject?: string; product_code?: string };
    try {
      biz = JSON.parse(params.biz_content ?? '') as typeof biz;
    } catch {
      return refuse(c, 'invalid-biz-content');
    }
    const productCode = params.method === PAGE_PAY.method ? PAGE_PAY.productCode : WAP_PAY.productCode;
    if (!biz.out_trade_no || !biz.subject || biz.product_code !== productCode || !/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '')) return refuse(c, 'invalid-parameter');
    if (!params.notify_url || !params.return_url) return refuse(c, 'invalid-parameter');
    const trade = await records.putFirst<SandboxTrade>('alipay', `trade:${biz.out_trade_no}`, 'WAIT_BUYER_PAY', {
      out_trade_no: biz.out_trade_no,
      total_amount: biz.total_amount!,
      subject: biz.subject,
      method: params.method,
      notify_url: params.notify_url,
      return_url: params.return_url,
    });
    if (trade.data.total_amount !== biz.total_amount) return refuse(c, 'trade-has-other-amount');
    return c.html(
      sandboxPage({
        title: 'Alipay sandbox cashier',
        lines: [`${trade.data.subject}: ¥${trade.data.total_amount}`, `Status: ${trade.status}`],
        action: `${base}/pay`,
        fields: { out_trade_no: trade.data.out_trade_no },
        buttons: [{ name: 'decision', value: 'pay', label: trade.status === 'WAIT_BUYER_PAY' ? 'Pay' : 'Send the notification again' }],
      }),
    );
  }

  app.get(`${base}/gateway.do`, async (c) => gateway(c, Object.fromEntries(new URL(c.req.url).searchParams)));
  app.post(`${base}/gateway.do`, async (c) => gateway(c, { ...Object.fromEntries(new URL(c.req.url).searchParams), ...Object.fromEntries(new URLSearchParams(await c.req.text())) }));

  app.post(`${base}/pay`, async (c) => {
    const keys = (await sandboxCredentials(records)).alipay;
    const outTradeNo = new URLSearchParams(await c.req.text()).get('out_trade_no') ?? '';
    const trade = await records.find<SandboxTrade>('alipay', `trade:${outTradeNo}`);
    if (!trade) return refuse(c, 'trade-not-exist');
    const at = context.now();
    let notification = trade.data.notification;
    let tradeNo = trade.data.trade_no;
    if (!notification) {
      tradeNo = `${alipayTime(at).replace(/\D/g, '').slice(0, 8)}22001${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0')}`;
      const fresh = signNotification(
        {
          notify_time: alipayTime(at),
          notify_type: 'trade_status_sync',
          notify_id: randomUUID().replace(/-/g, ''),
          app_id: keys.appId,
          charset: 'utf-8',
          version: '1.0',
          trade_no: tradeNo,
          out_trade_no: trade.data.out_trade_no,
          total_amount: trade.data.total_amount,
          receipt_amount: trade.data.total_amount,
          buyer_pay_amount: trade.data.total_amount,
          trade_status: 'TRADE_SUCCESS',
          subject: trade.data.subject,
          gmt_create: alipayTime(at),
          gmt_payment: alipayTime(at),
          seller_id: '2088000000000000',
          buyer_id: '2088000000000001',
        },
        keys.alipay.privateKeyPem,
      );
      if (await records.move('alipay', `trade:${outTradeNo}`, ['WAIT_BUYER_PAY'], 'TRADE_SUCCESS', { ...trade.data, trade_no: tradeNo, notification: fresh })) notification = fresh;
      else {
        const stored = (await records.find<SandboxTrade>('alipay', `trade:${outTradeNo}`))!.data;
        notification = stored.notification!;
        tradeNo = stored.trade_no;
      }
    }
    const answer = await context.fetch(trade.data.notify_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(notification).toString(),
    });
    const merchantSaid = (await answer.text()).trim();
    const back = signNotification(
      {
        app_id: keys.appId,
        method: `${trade.data.method}.return`,
        charset: 'utf-8',
        version: '1.0',
        timestamp: alipayTime(at),
        out_trade_no: trade.data.out_trade_no,
        trade_no: tradeNo!,
        total_amount: trade.data.total_amount,
        seller_id: '2088000000000000',
        auth_app_id: keys.appId,
      },
      keys.alipay.privateKeyPem,
    );
    const target = new URL(trade.data.return_url);
    for (const [name, value] of Object.entries(back)) target.searchParams.set(name, value);
    c.header('X-Sandbox-Notify-Answer', merchantSaid);
    return c.redirect(target.toString(), 303);
  });
}
