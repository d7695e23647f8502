import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../platform/db/open.ts';
import { payments } from '../../../../platform/db/schema/index.ts';
import { conflict } from '../../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../../platform/http/handler.ts';
import { isoTime } from '../../../../platform/iso-time.ts';
import type { AuthUser } from '../../../identity/index.ts';
import type { OrderState, PayState } from '../../../orders/index.ts';
import type { PaymentsContext } from '../../context.ts';
import { paymentMessages } from '../../messages.ts';
import { decimalText, ownOrder, payAmountIn, payCurrency, requireAwaitingPayment } from '../../payable-order.ts';
import { recordProviderOrder, recordResultAndApply } from '../../record-result.ts';
import { approveLink, captureOf } from './client.ts';

/** Client token for the browser SDK. */
export const getPaypalClientToken = (context: PaymentsContext): Handler<'getPaypalClientToken', AuthUser> => async ({ user }) => {
  signedIn(user);
  const { client, clientId, environment } = await context.adapters.paypal();
  const token = await client.clientToken();
  return { client_id: clientId, client_token: token.client_token, expires_in: token.expires_in, environment };
};

/** Orders v2 create for the amount payable in the chosen currency; the same order and amount give the same PayPal order (PayPal-Request-Id). */
export const createPaypalOrder = (context: PaymentsContext): Handler<'createPaypalOrder', AuthUser> => async ({ user, body }) => {
  const { userId } = signedIn(user);
  const order = await ownOrder(context.db, userId, body.order_sn);
  requireAwaitingPayment(order);
  const { amount, currency } = payAmountIn(context.currencies, order, payCurrency(context.currencies, body.currency_code ?? order.currencyCode, 'currency_code'));
  const value = decimalText(amount, currency);
  const { client } = await context.adapters.paypal();
  const shop = context.settings.publicUrl.replace(/\/+$/, '');
  const answer = await client.createOrder({
    requestId: `create-${order.orderSn}-${currency.code}-${value}`,
    referenceId: order.orderSn,
    invoiceId: order.orderSn,
    description: `Chipmart order ${order.orderSn}`,
    amount: { currency_code: currency.code, value },
    returnUrl: `${shop}/pay/successful?order_sn=${encodeURIComponent(order.orderSn)}`,
    cancelUrl: `${shop}/pay/payment?order_sn=${encodeURIComponent(order.orderSn)}`,
  });
  if (!answer.ok) throw conflict(paymentMessages.providerUnavailable);
  await recordProviderOrder(context.db, {
    order,
    provider: 'paypal',
    providerRef: answer.body.id,
    amount,
    currencyCode: currency.code,
    status: answer.body.status,
    summary: { id: answer.body.id, status: answer.body.status, value },
    at: context.now(),
  });
  return {
    order_sn: order.orderSn,
    paypal_order_id: answer.body.id,
    status: answer.body.status === 'PAYER_ACTION_REQUIRED' ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    amount,
    currency_code: currency.code,
    approve_url: approveLink(answer.body),
  };
};

/**
 * Captures an approved PayPal order and, when the capture completes, marks
 * the order paid in the transaction that records the capture. Capturing
 * again sends the same PayPal-Request-Id, gets the same capture back, and
 * finds it recorded: the same answer, no second event.
 */
export const capturePaypalOrder = (context: PaymentsContext): Handler<'capturePaypalOrder', AuthUser> => async ({ user, body, say }) => {
  const { userId } = signedIn(user);
  const order = await ownOrder(context.db, userId, body.order_sn);
  const [created] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'paypal'), eq(payments.kind, 'order'), eq(payments.providerRef, body.paypal_order_id)));
  if (!created) throw conflict(paymentMessages.providerOrderNotFound, { orderSn: order.orderSn, reference: body.paypal_order_id });

  const { client } = await context.adapters.paypal();
  const answer = await client.captureOrder(body.paypal_order_id, `capture-${body.paypal_order_id}`);
  if (!answer.ok) {
    if (answer.issue === 'ORDER_NOT_APPROVED' || answer.issue === 'PAYER_ACTION_REQUIRED') throw conflict(paymentMessages.paymentNotApproved);
    if (answer.issue === 'INSTRUMENT_DECLINED' || answer.issue === 'TRANSACTION_REFUSED') throw conflict(paymentMessages.paymentDeclined);
    throw conflict(paymentMessages.providerUnavailable);
  }
  const capture = captureOf(answer.body);
  if (!capture || (capture.status !== 'COMPLETED' && capture.status !== 'PENDING')) throw conflict(paymentMessages.paymentDeclined);

  const at = context.now();
  const recorded = await context.db.transaction((tx) =>
    recordResultAndApply(
      tx as unknown as Database,
      {
        provider: 'paypal',
        providerRef: body.paypal_order_id,
        transactionId: capture.id,
        amount: Number(capture.amount.value),
        currencyCode: capture.amount.currency_code,
        status: capture.status,
        summary: { order_status: answer.body.status, capture_id: capture.id, capture_status: capture.status, amount: capture.amount },
      },
      at,
    ),
  );
  if (recorded.outcome === 'mismatch') throw conflict(paymentMessages.amountChanged, { orderSn: order.orderSn });
  const now = await ownOrder(context.db, userId, body.order_sn);
  say(capture.status === 'COMPLETED' ? paymentMessages.paymentReceived : paymentMessages.paymentInReview);
  return {
    order_sn: now.orderSn,
    paypal_order_id: body.paypal_order_id,
    capture_id: capture.id,
    capture_status: capture.status,
    state: now.state as OrderState,
    pay_state: now.payState as PayState,
    amount: Number(capture.amount.value),
    currency_code: capture.amount.currency_code,
    pay_time: isoTime(now.payTime),
  };
};
