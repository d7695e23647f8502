import { desc, eq } from 'drizzle-orm';
import { orders, payments } from '../../platform/db/schema/index.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import type { PaymentsContext } from './context.ts';
import { bankReceived, bankRejected, type BankReceivedInput } from './providers/bank.ts';
import { readOwnReceipt } from './providers/bank-receipt-files.ts';
import { transferReports } from './providers/bank-reports.ts';

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
    /** The transfers the buyer reported for an order, newest first, each with the receipt sent with it (its file id, name, type and size). */
    reports: async (input: { orderSn: string }) => {
      const reports = await transferReports(context.db, { orderSn: input.orderSn });
      return reports.map((report) => ({
        orderSn: report.orderSn,
        remittanceReference: report.remittanceReference,
        payerName: report.payerName,
        paidAmount: report.paidAmount,
        transferDate: report.transferDate,
        submittedTime: isoTime(report.submittedTime),
        receipt: report.receipt && { ...report.receipt, url: report.receiptUrl },
      }));
    },
    /** A receipt's bytes for finance matching a transfer; reading one is recorded (it holds the buyer's bank details). */
    receiptFile: async (fileId: string, operator: Operator) => {
      const file = await readOwnReceipt(context.db, null, fileId);
      await recordOperatorAction(context.db, { operator, action: 'payment.receipt', target: `bank_receipt:${fileId}`, details: { file_name: file.fileName }, at: context.now() });
      return { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, size: file.size, content: file.content };
    },
  };
}

export type PaymentOperatorFunctions = ReturnType<typeof paymentOperatorFunctions>;
