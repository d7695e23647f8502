import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../platform/http/handler.ts';
import type { AuthUser } from '../../identity/index.ts';
import { applyOrderEvent, type OrderActor, type OrderRow, type OrderState, type PayState } from '../../orders/index.ts';
import type { PaymentsContext } from '../context.ts';
import { paymentMessages, unavailableReasons } from '../messages.ts';
import { currencyOf, ownOrder, payAmountIn } from '../payable-order.ts';
import { NO_EFFECTS } from '../record-result.ts';

export interface TermsCharge {
  /** One of the buyer's own orders, awaiting payment. */
  order: OrderRow;
  userId: number;
  actor: OrderActor;
  at: Date;
}

/**
 * Net terms, in the caller's transaction: the order goes to processing on
 * credit, the buyer's line is charged and the charge recorded as the
 * payment's result; a refusal of any of them throws, so the caller's
 * transaction keeps none. The amount is the order total in the line's own
 * currency.
 */
export async function chargeOrderOnTerms(tx: Database, context: Pick<PaymentsContext, 'credit' | 'currencies'>, request: TermsCharge) {
  const { order, userId, at } = request;
  const standing = await context.credit.standing(tx, userId, at);
  if (!standing) throw forbidden(unavailableReasons.noCreditLine);
  const lineCurrency = currencyOf(context.currencies, standing.currencyCode);
  if (!lineCurrency) throw new Error(`Credit line currency ${standing.currencyCode} is not in the currency book`);
  const { amount } = payAmountIn(context.currencies, order, lineCurrency);

  const moved = await applyOrderEvent(
    tx,
    { event: 'chargeToCredit', orderSn: order.orderSn, ownerId: userId, actor: request.actor, at, values: { payMethod: 'bill' }, details: { amount, currencyCode: lineCurrency.code } },
    NO_EFFECTS,
  );
  const charge = await context.credit.charge(tx, { userId, orderSn: order.orderSn, amount, currencyCode: lineCurrency.code, at });
  if (!charge.ok) {
    if (charge.reason === 'noLine') throw forbidden(unavailableReasons.noCreditLine);
    if (charge.reason === 'overdue') throw conflict(unavailableReasons.billOverdue);
    throw conflict(unavailableReasons.notEnoughCredit, { remaining: `${lineCurrency.symbol}${standing.remaining.toFixed(lineCurrency.totalDecimals)}` });
  }
  await tx.execute(
    sql`insert into payments (order_id, provider, kind, provider_ref, transaction_id, amount, currency_code, order_amount, order_currency, status, summary, create_time)
        values (${order.id}, 'bill', 'result', ${order.orderSn}, ${`bill:${order.orderSn}`}, ${amount}, ${lineCurrency.code}, ${order.realizedPrice}, ${order.currencyCode}, 'CHARGED',
                ${JSON.stringify({ remaining: charge.remaining, dueDate: charge.dueDate.toISOString().slice(0, 10) })}::jsonb, ${at.toISOString()})`,
  );
  return { order: moved.order, charge, amount, lineCurrency };
}

/** Net terms at the buyer's request (bill/confirm), with the buyer's PO number kept on the order. */
export const payOrderOnTerms = (context: PaymentsContext): Handler<'payOrderOnTerms', AuthUser> => async ({ user, body, say }) => {
  const { userId } = signedIn(user);
  const at = context.now();
  const order = await ownOrder(context.db, userId, body.order_sn);

  const result = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const charged = await chargeOrderOnTerms(tx, context, { order, userId, actor: { kind: 'buyer', id: userId }, at });
    if (body.po_number) await tx.execute(sql`update orders set po_number = ${body.po_number} where id = ${order.id}`);
    return charged;
  });
  say(paymentMessages.paidOnTerms);
  const { lineCurrency, charge } = result;
  return {
    order_sn: order.orderSn,
    state: result.order.state as OrderState,
    pay_state: result.order.payState as PayState,
    amount: result.amount,
    currency_code: lineCurrency.code,
    currency_symbol: lineCurrency.symbol,
    period_days: Math.max(1, charge.periodDays),
    due_date: charge.dueDate.toISOString().slice(0, 10),
    remaining_credit_amount: Math.max(0, Math.round(charge.remaining * 100) / 100),
  };
};
