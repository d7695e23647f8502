import { eq } from 'drizzle-orm';
import type { Database } from '../../../../platform/db/open.ts';
import { orders } from '../../../../platform/db/schema/index.ts';
import type { CurrencyBook } from '../../../../platform/money/currency-book.ts';
import { currencyOf, decimalText, payAmountIn } from '../../payable-order.ts';
import { recordProviderOrder, recordResultAndApply } from '../../record-result.ts';

export interface PaypalCaptureRecord {
  orderSn: string;
  /** PayPal's order id (the provider order the payer approved). */
  paypalOrderId: string;
  /** PayPal's capture id: the transaction, recorded once. */
  captureId: string;
  createdAt: Date;
  capturedAt: Date;
}

/**
 * A PayPal payment that completed outside this server's HTTP flow (the demo
 * seed's history), recorded as create and capture record it: the provider
 * order at the order's total, then its COMPLETED capture as the result that
 * marks the order paid through `recordResultAndApply`, in the caller's
 * transaction. Anything but a recorded result throws, so the caller keeps
 * nothing.
 */
export async function recordPaypalCapture(tx: Database, currencies: CurrencyBook, record: PaypalCaptureRecord): Promise<{ paymentId: number }> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderSn, record.orderSn));
  if (!order) throw new Error(`No order ${record.orderSn} to record a PayPal capture for`);
  const currency = currencyOf(currencies, order.currencyCode);
  if (!currency) throw new Error(`Order currency ${order.currencyCode} is not in the currency book`);
  const { amount } = payAmountIn(currencies, order, currency);
  const value = decimalText(amount, currency);
  await recordProviderOrder(tx, {
    order,
    provider: 'paypal',
    providerRef: record.paypalOrderId,
    amount,
    currencyCode: currency.code,
    status: 'PAYER_ACTION_REQUIRED',
    summary: { id: record.paypalOrderId, status: 'PAYER_ACTION_REQUIRED', value },
    at: record.createdAt,
  });
  const recorded = await recordResultAndApply(
    tx,
    {
      provider: 'paypal',
      providerRef: record.paypalOrderId,
      transactionId: record.captureId,
      amount,
      currencyCode: currency.code,
      status: 'COMPLETED',
      summary: { order_status: 'COMPLETED', capture_id: record.captureId, capture_status: 'COMPLETED', amount: { currency_code: currency.code, value } },
    },
    record.capturedAt,
  );
  if (recorded.outcome !== 'recorded') throw new Error(`The PayPal capture ${record.captureId} of order ${record.orderSn} was not recorded (${recorded.outcome})`);
  return { paymentId: recorded.paymentId };
}
