import { desc, eq } from 'drizzle-orm';
import { orders, payments } from '../../platform/db/schema/index.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { Operator } from '../../platform/operator/operator-actions.ts';
import type { PaymentsContext } from './context.ts';
import { bankReceived, bankRejected, type BankReceivedInput } from './providers/bank.ts';

/** What finance does with payments, through the same code the API uses. */
export function paymentOperatorFunctions(context: PaymentsContext) {
  return {
    bankReceived: (input: BankReceivedInput, operator: Operator) => bankReceived(context, input, operator),
    bankRejected: (input: { orderSn: string; reason: string }, operator: Operator) => bankRejected(context, input, operator),
    /** The recorded provider results, newest first, optionally of one order. */
    list: async (input: { orderSn?: string; limit: number }) => {
      const rows = await context.db
        .select({ payment: payments, orderSn: orders.orderSn })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(input.orderSn ? eq(orders.orderSn, input.orderSn) : undefined)
        .orderBy(desc(payments.id))
        .limit(input.limit);
      return rows.map(({ payment, orderSn }) => ({
        id: payment.id,
        orderSn,
        provider: payment.provider,
        kind: payment.kind,
        providerRef: payment.providerRef,
        transactionId: payment.transactionId,
        amount: payment.amount,
        currencyCode: payment.currencyCode,
        status: payment.status,
        time: isoTime(payment.createTime),
      }));
    },
  };
}

export type PaymentOperatorFunctions = ReturnType<typeof paymentOperatorFunctions>;
