import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../platform/http/handler.ts';
import type { AuthUser } from '../../identity/index.ts';
import { applyOrderEvent, type OrderState, type PayState } from '../../orders/index.ts';
import type { PaymentsContext } from '../context.ts';
import { paymentMessages, unavailableReasons } from '../messages.ts';
import { ownOrder, payAmountIn } from '../payable-order.ts';
import { NO_EFFECTS } from '../record-result.ts';

/**
 * Net terms: the order goes to processing on credit and the line is charged,
 * in one transaction; a refusal of either leaves both as they were. The
 * amount is the order total in the line's own currency.
 */
export const payOrderOnTerms = (context: PaymentsContext): Handler<'payOrderOnTerms', AuthUser> => async ({ user, body, say }) => {
  const { userId } = signedIn(user);
  const at = context.now();
  const order = await ownOrder(context.db, userId, body.order_sn);
  const standing = await context.credit.standing(context.db, userId, at);
  if (!standing) throw forbidden(unavailableReasons.noCreditLine);
  const lineCurrency = context.currencies.all().find((currency) => currency.code === standing.currencyCode);
  if (!lineCurrency) throw new Error(`Credit line currency ${standing.currencyCode} is not in the currency book`);
  const { amount } = payAmountIn(context.currencies, order, lineCurrency);

  const result = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const moved = await applyOrderEvent(
      tx,
      { event: 'chargeToCredit', orderSn: order.orderSn, ownerId: userId, actor: { kind: 'buyer', id: userId }, at, values: { payMethod: 'bill' }, details: { amount, currencyCode: lineCurrency.code } },
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
    if (body.po_number) await tx.execute(sql`update orders set po_number = ${body.po_number} where id = ${order.id}`);
    return { order: moved.order, charge };
  });
  say(paymentMessages.paidOnTerms);
  return {
    order_sn: order.orderSn,
    state: result.order.state as OrderState,
    pay_state: result.order.payState as PayState,
    amount,
    currency_code: lineCurrency.code,
    currency_symbol: lineCurrency.symbol,
    period_days: Math.max(1, result.charge.periodDays),
    due_date: result.charge.dueDate.toISOString().slice(0, 10),
    remaining_credit_amount: Math.max(0, Math.round(result.charge.remaining * 100) / 100),
  };
};
