import type { Hono } from 'hono';
import { CALLBACK_PATHS } from '../../adapters.ts';
import type { PaymentsContext } from '../../context.ts';
import { logRefusedNotification, settleNotification, type ReceivedNotification } from '../../notifications.ts';
import { verifyNotification } from './protocol.ts';

const PAID_STATUSES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/**
 * Alipay's asynchronous notification (form-urlencoded): verified with
 * Alipay's public key over the sorted parameters without sign and sign_type,
 * then app_id, out_trade_no, total_amount and trade_status are checked and
 * the trade settled once. The answer is the plain text `success`, or
 * `failure` (Alipay then sends it again).
 */
export function registerAlipayNotify(app: Hono, context: PaymentsContext): void {
  app.post(CALLBACK_PATHS.alipay, async (c) => {
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const at = context.now();
    const merchant = await context.adapters.alipay();
    const notification: ReceivedNotification = {
      provider: 'alipay',
      notificationId: params.notify_id || `unsigned-${at.getTime()}`,
      providerRef: params.out_trade_no ?? null,
      summary: { trade_no: params.trade_no ?? null, trade_status: params.trade_status ?? null, total_amount: params.total_amount ?? null, notify_time: params.notify_time ?? null },
      at,
    };
    if (!verifyNotification(params, merchant.alipayPublicKey)) {
      await logRefusedNotification(context.db, notification, 'badSignature', false);
      return c.text('failure');
    }
    if (params.app_id !== merchant.appId || !params.out_trade_no || !params.trade_no || !/^\d+(\.\d{1,2})?$/.test(params.total_amount ?? '')) {
      await logRefusedNotification(context.db, notification, 'unknownOrder', true);
      return c.text('failure');
    }
    const paid = PAID_STATUSES.includes(params.trade_status ?? '');
    const settled = await settleNotification(
      context.db,
      notification,
      paid
        ? { provider: 'alipay', providerRef: params.out_trade_no, transactionId: params.trade_no, amount: Number(params.total_amount), currencyCode: 'CNY', status: params.trade_status!, summary: notification.summary }
        : null,
    );
    return c.text(settled.accepted ? 'success' : 'failure');
  });
}
