import type { Hono } from 'hono';
import { CALLBACK_PATHS } from '../../adapters.ts';
import type { PaymentsContext } from '../../context.ts';
import { logRefusedNotification, settleNotification, type ReceivedNotification } from '../../notifications.ts';
import { decryptResource, readSignatureHeaders, verifyAnswer, type WeChatNotification, type WeChatTransaction } from './protocol.ts';

const fail = (message: string) => ({ code: 'FAIL', message });

/**
 * WeChat Pay's payment notification: the signature over
 * `timestamp\nnonce\nbody\n` is checked with the platform public key, the
 * resource decrypted with the APIv3 key, and the transaction settled once.
 * Success is an empty 204; a refusal is 4xx with {code: FAIL}, which makes
 * WeChat Pay send it again later.
 */
export function registerWeChatNotify(app: Hono, context: PaymentsContext): void {
  app.post(CALLBACK_PATHS.wechat, async (c) => {
    const body = await c.req.text();
    const at = context.now();
    const merchant = await context.adapters.wechat();
    let envelope: Partial<WeChatNotification> = {};
    try {
      envelope = JSON.parse(body) as WeChatNotification;
    } catch {
      // Logged below as malformed or forged.
    }
    const headers = readSignatureHeaders((name) => c.req.header(name));
    const notification: ReceivedNotification = {
      provider: 'wechat',
      notificationId: String(envelope.id ?? `unsigned-${at.getTime()}`),
      providerRef: null,
      summary: { event_type: envelope.event_type ?? null, serial: headers.serial ?? null, timestamp: headers.timestamp ?? null },
      at,
    };
    if (!verifyAnswer(merchant.platformPublicKey, headers, body)) {
      await logRefusedNotification(context.db, notification, 'badSignature', false);
      return c.json(fail('signature verification failed'), 401);
    }
    let transaction: WeChatTransaction;
    try {
      transaction = JSON.parse(decryptResource(envelope.resource!, merchant.apiV3Key)) as WeChatTransaction;
    } catch {
      await logRefusedNotification(context.db, notification, 'malformed', true);
      return c.json(fail('resource could not be decrypted'), 400);
    }
    const received = {
      ...notification,
      providerRef: transaction.out_trade_no,
      summary: { ...notification.summary, transaction_id: transaction.transaction_id, trade_state: transaction.trade_state, amount: transaction.amount },
    };
    if (transaction.appid !== merchant.appId || transaction.mchid !== merchant.mchId) {
      await logRefusedNotification(context.db, received, 'unknownOrder', true);
      return c.json(fail('not for this merchant'), 400);
    }
    const paid = transaction.trade_state === 'SUCCESS';
    const settled = await settleNotification(
      context.db,
      received,
      paid
        ? {
            provider: 'wechat',
            providerRef: transaction.out_trade_no,
            transactionId: transaction.transaction_id,
            amount: transaction.amount.total / 100,
            currencyCode: transaction.amount.currency,
            status: 'SUCCESS',
            summary: received.summary,
          }
        : null,
    );
    return settled.accepted ? c.body(null, 204) : c.json(fail(settled.outcome), 400);
  });
}
