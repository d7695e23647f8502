import { randomBytes } from 'node:crypto';
import { conflict, invalidField } from '../../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../../platform/http/handler.ts';
import { isoTime } from '../../../../platform/iso-time.ts';
import type { AuthUser } from '../../../identity/index.ts';
import type { PaymentsContext } from '../../context.ts';
import { paymentMessages, unavailableReasons } from '../../messages.ts';
import { ownOrder, payAmountIn, payCurrency, requireAwaitingPayment } from '../../payable-order.ts';
import { recordProviderOrder } from '../../record-result.ts';
import { createNativeOrder, wechatTime } from './client.ts';

/** How long a QR code may be paid, at most (never past the order's own deadline). */
const QR_MINUTES = 30;

/** WeChat Pay Native: a new out_trade_no per attempt, the CNY amount in fen, the code_url to show as a QR code. */
export const createWeChatPayOrder = (context: PaymentsContext): Handler<'createWeChatPayOrder', AuthUser> => async ({ user, body }) => {
  const { userId } = signedIn(user);
  if (body.currency_code !== undefined && body.currency_code !== 'CNY') throw invalidField('currency_code', unavailableReasons.cnyOnly);
  const order = await ownOrder(context.db, userId, body.order_sn);
  requireAwaitingPayment(order);
  const { amount, currency } = payAmountIn(context.currencies, order, payCurrency(context.currencies, 'CNY', 'currency_code'));
  const at = context.now();
  const expire = new Date(Math.min(at.getTime() + QR_MINUTES * 60_000, order.expireTime?.getTime() ?? Infinity));
  const outTradeNo = `${order.orderSn}W${randomBytes(4).toString('hex')}`;
  const merchant = await context.adapters.wechat();
  const answer = await createNativeOrder(merchant, context.fetch, { outTradeNo, description: `Chipmart ${order.orderSn}`, totalFen: Math.round(amount * 100), timeExpire: wechatTime(expire), at });
  if (!answer.ok) throw conflict(paymentMessages.providerUnavailable);
  await recordProviderOrder(context.db, { order, provider: 'wechat', providerRef: outTradeNo, amount, currencyCode: currency.code, status: 'NOTPAY', summary: { out_trade_no: outTradeNo, code_url: answer.codeUrl }, at });
  return { order_sn: order.orderSn, code_url: answer.codeUrl, amount, currency_code: 'CNY', currency_symbol: currency.symbol, expire_time: isoTime(expire) };
};
