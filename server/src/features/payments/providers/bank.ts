import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { orders } from '../../../platform/db/schema/index.ts';
import { queryRows } from '../../../platform/db/sql-rows.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../platform/http/handler.ts';
import { publicOrigin } from '../../../platform/http/public-origin.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { isoTime } from '../../../platform/iso-time.ts';
import type { CurrencyBook } from '../../../platform/money/currency-book.ts';
import { recordOperatorAction, type Operator } from '../../../platform/operator/operator-actions.ts';
import type { AuthUser } from '../../identity/index.ts';
import { applyOrderEvent, type OrderState, type PayState } from '../../orders/index.ts';
import type { PaymentsContext } from '../context.ts';
import { paymentMessages } from '../messages.ts';
import { ownOrder, payAmountIn, payCurrency } from '../payable-order.ts';
import { NO_EFFECTS } from '../record-result.ts';
import { BANK_ACCOUNTS } from './bank-accounts.ts';
import { latestReportEventId } from './bank-reports.ts';
import { attachReceipt, receiptView, usableReceiptId } from './bank-receipt-files.ts';

/** The currency of the account shown: the one asked for, else the order's when we have an account in it, else USD. */
function accountCurrency(asked: string | undefined, orderCurrency: string): string {
  if (asked) return asked;
  return BANK_ACCOUNTS[orderCurrency] ? orderCurrency : 'USD';
}

export const getBankTransferAccount = (context: PaymentsContext): Handler<'getBankTransferAccount', AuthUser> => async ({ user, query, locale }) => {
  const { userId } = signedIn(user);
  const order = await ownOrder(context.db, userId, query.order_sn);
  const code = accountCurrency(query.currency_code, order.currencyCode);
  const account = BANK_ACCOUNTS[code];
  if (!account) throw invalidField('currency_code', paymentMessages.noBankAccount, { currency: code });
  const { amount, currency } = payAmountIn(context.currencies, order, payCurrency(context.currencies, code, 'currency_code'));
  return {
    order_sn: order.orderSn,
    amount,
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    beneficiary_name: account.beneficiaryName,
    beneficiary_address: account.beneficiaryAddress,
    bank_name: account.bankName,
    bank_address: account.bankAddress,
    account_number: account.accountNumber,
    iban: account.iban,
    swift_code: account.swiftCode,
    routing_number: account.routingNumber,
    // The order number is the reference finance matches the transfer by.
    reference: order.orderSn,
    instructions: translate(locale, paymentMessages.bankInstructions, { reference: order.orderSn, chargeRule: account.chargeRule }),
    expire_time: isoTime(order.expireTime),
  };
};

/**
 * The buyer's report of a transfer: pending until finance sees the money, and
 * no longer cancelled at the deadline. A receipt sent with it must be the
 * buyer's own unused upload; it is tied to the report in the same transaction.
 */
export const confirmBankTransfer = (context: PaymentsContext): Handler<'confirmBankTransfer', AuthUser> => async ({ user, body, say, context: request }) => {
  const { userId } = signedIn(user);
  const at = context.now();
  const origin = publicOrigin(request);
  const receiptId = body.receipt_url === undefined ? null : await usableReceiptId(context.db, { userId, receiptUrl: body.receipt_url, origin }, at);
  const { order, receipt } = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { order } = await applyOrderEvent(
      tx,
      {
        event: 'reportTransfer',
        orderSn: body.order_sn,
        ownerId: userId,
        actor: { kind: 'buyer', id: userId },
        at,
        values: { payMethod: 'bank' },
        details: {
          remittanceReference: body.remittance_reference,
          payerName: body.payer_name ?? null,
          paidAmount: body.paid_amount ?? null,
          transferDate: body.transfer_date ?? null,
          receiptUrl: body.receipt_url ?? null,
        },
      },
      NO_EFFECTS,
    );
    const receipt = receiptId === null ? null : await attachReceipt(tx, receiptId, { orderId: order.id, eventId: await latestReportEventId(tx, order.id) });
    return { order, receipt };
  });
  say(paymentMessages.transferReported);
  return {
    order_sn: order.orderSn,
    state: order.state as OrderState,
    pay_state: order.payState as PayState,
    remittance_reference: body.remittance_reference,
    submitted_time: isoTime(at),
    receipt: receipt && receiptView(receipt, origin),
  };
};

export interface BankReceivedInput {
  orderSn: string;
  amount: number;
  /** The currency the money arrived in; the order's when left out. */
  currencyCode?: string;
  reference: string;
}

/**
 * Finance saw the money: the transfer is recorded as the payment's result and
 * the order marked paid, in one transaction. The amount must cover the
 * order's total (in the account's currency, converted at today's rate); one
 * bank reference is recorded once.
 */
export async function bankReceived(context: PaymentsContext, input: BankReceivedInput, operator: Operator) {
  const at = context.now();
  return context.db.transaction((tx) => recordBankReceipt(tx as unknown as Database, context.currencies, input, operator, at));
}

/**
 * The work of `bankReceived` in the caller's transaction (the demo seed
 * records its bank-paid orders through it): the payment's result row, the
 * order's `pay` event and the operator's action, all or nothing.
 */
export async function recordBankReceipt(tx: Database, currencies: CurrencyBook, input: BankReceivedInput, operator: Operator, at: Date) {
  const [current] = await tx.select().from(orders).where(sql`${orders.orderSn} = ${input.orderSn}`);
  if (!current) throw notFound(paymentMessages.orderNotFound, { orderSn: input.orderSn });
  const code = input.currencyCode ?? current.currencyCode;
  const { amount: expected, currency } = payAmountIn(currencies, current, payCurrency(currencies, code, 'currency'));
  if (input.amount < expected) throw conflict(paymentMessages.amountShort, { amount: input.amount, expected, currency: currency.code, orderSn: input.orderSn });
  const [recorded] = await queryRows<{ id: number }>(
    tx,
    sql`insert into payments (order_id, provider, kind, provider_ref, transaction_id, amount, currency_code, order_amount, order_currency, status, summary, create_time)
        select o.id, 'bank', 'result', o.order_sn, ${input.reference}, ${input.amount}, ${currency.code}, o.realized_price, o.currency_code, 'RECEIVED',
               ${JSON.stringify({ reference: input.reference, expected, operator: operator.name })}::jsonb, ${at.toISOString()}
          from orders o
         where o.id = ${current.id} and o.realized_price = ${current.realizedPrice} and o.currency_code = ${current.currencyCode}
        on conflict (provider, transaction_id) where transaction_id is not null do nothing
        returning id`,
  );
  if (!recorded) throw conflict(paymentMessages.referenceAlreadyRecorded, { reference: input.reference });
  const { order } = await applyOrderEvent(
    tx,
    {
      event: 'pay',
      orderSn: input.orderSn,
      actor: { kind: 'operator', id: operator.name },
      at,
      values: { payMethod: 'bank' },
      details: { paymentId: recorded.id, reference: input.reference, amount: input.amount, currencyCode: currency.code },
    },
    NO_EFFECTS,
  );
  await recordOperatorAction(tx, { operator, action: 'payment.bankReceived', target: `order:${input.orderSn}`, details: { amount: input.amount, currencyCode: currency.code, reference: input.reference, paymentId: recorded.id }, at });
  return { orderSn: order.orderSn, state: order.state, payState: order.payState, paymentId: recorded.id };
}

/** Finance found no money for a reported transfer: the order awaits payment again, with a new deadline. */
export async function bankRejected(context: PaymentsContext, input: { orderSn: string; reason: string }, operator: Operator) {
  const at = context.now();
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { order } = await applyOrderEvent(tx, { event: 'paymentFailed', orderSn: input.orderSn, actor: { kind: 'operator', id: operator.name }, at, details: { reason: input.reason } }, NO_EFFECTS);
    await tx.execute(
      sql`insert into payments (order_id, provider, kind, provider_ref, transaction_id, amount, currency_code, order_amount, order_currency, status, summary, create_time)
          values (${order.id}, 'bank', 'result', ${order.orderSn}, null, 0, ${order.currencyCode}, ${order.realizedPrice}, ${order.currencyCode}, 'REJECTED', ${JSON.stringify({ reason: input.reason, operator: operator.name })}::jsonb, ${at.toISOString()})`,
    );
    await recordOperatorAction(tx, { operator, action: 'payment.bankRejected', target: `order:${input.orderSn}`, details: { reason: input.reason }, at });
    return { orderSn: order.orderSn, state: order.state, payState: order.payState, expireTime: isoTime(order.expireTime) };
  });
}
