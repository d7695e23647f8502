import { randomBytes } from 'node:crypto';
import { conflict, invalidField } from '../../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../../platform/http/handler.ts';
import { isoTime } from '../../../../platform/iso-time.ts';
import type { AuthUser } from '../../../identity/index.ts';
import type { PaymentsContext } from '../../context.ts';
import { paymentMessages } from '../../messages.ts';
import { decimalText, ownOrder, payAmountIn, payCurrency, requireAwaitingPayment } from '../../payable-order.ts';
import { recordProviderOrder } from '../../record-result.ts';
import { gatewayForm, gatewayUrl, pagePayParams } from './protocol.ts';

const CASHIER_MINUTES = 30;

/** Alipay page (or wap) pay: the RSA2-signed request to the gateway, as a URL for the desktop cashier or a self-submitting form for mobile. */
export const createAlipayOrder = (context: PaymentsContext): Handler<'createAlipayOrder', AuthUser> => async ({ user, body }) => {
  const { userId } = signedIn(user);
  const order = await ownOrder(context.db, userId, body.order_sn);
  // The stored order number, not the text sent: only an order that exists makes a return path.
  const returnPath = body.return_url ?? `/pay/successful?order_sn=${encodeURIComponent(order.orderSn)}`;
  // Only a path of the shop: Alipay must not be told to send the payer somewhere else.
  if (!returnPath.startsWith('/') || returnPath.startsWith('//')) throw invalidField('return_url', paymentMessages.returnUrlNotShop);
  requireAwaitingPayment(order);
  const { amount, currency } = payAmountIn(context.currencies, order, payCurrency(context.currencies, 'CNY', 'currency_code'));
  const at = context.now();
  const expire = new Date(Math.min(at.getTime() + CASHIER_MINUTES * 60_000, order.expireTime?.getTime() ?? Infinity));
  const merchant = await context.adapters.alipay();
  const outTradeNo = `${order.orderSn}A${randomBytes(4).toString('hex')}`;
  const params = pagePayParams({
    appId: merchant.appId,
    privateKey: merchant.privateKey,
    mode: body.mode,
    outTradeNo,
    totalAmount: decimalText(amount, currency),
    subject: `Chipmart ${order.orderSn}`,
    notifyUrl: merchant.notifyUrl,
    returnUrl: `${merchant.returnBase}${returnPath}`,
    timeExpire: expire,
    at,
  });
  if (amount <= 0) throw conflict(paymentMessages.notAwaitingPayment, { orderSn: order.orderSn });
  await recordProviderOrder(context.db, { order, provider: 'alipay', providerRef: outTradeNo, amount, currencyCode: 'CNY', status: 'WAIT_BUYER_PAY', summary: { out_trade_no: outTradeNo, mode: body.mode }, at });
  return {
    order_sn: order.orderSn,
    mode: body.mode,
    pay_url: body.mode === 'page' ? gatewayUrl(merchant.gateway, params) : null,
    pay_form: body.mode === 'wap' ? gatewayForm(merchant.gateway, params) : null,
    amount,
    currency_code: 'CNY',
    currency_symbol: currency.symbol,
    expire_time: isoTime(expire),
  };
};
