import type { DemoPayments } from '../../features/orders/index.ts';
import { chargeOrderOnTerms, recordBankReceipt, recordPaypalCapture } from '../../features/payments/index.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import { creditLineForPayments } from '../credit-line-for-payments.ts';

/** Minutes between a demo PayPal order's creation and its capture: the payer's time on PayPal's approval page. */
const APPROVAL_MS = 4 * 60_000;

/**
 * The demo orders' payments, done by the payments feature's own code in the
 * seed's transaction: a PayPal capture and a bank receipt each recorded as a
 * provider result before the order's `pay`, and the order on terms charged to
 * its buyer's credit line (the credit feature's chargeCredit) with its
 * `chargeToCredit` event.
 */
export function demoPayments(currencies: CurrencyBook): DemoPayments {
  return {
    pay: async (tx, order, payment, at) => {
      if (payment.method === 'paypal') {
        await recordPaypalCapture(tx, currencies, { orderSn: order.orderSn, paypalOrderId: payment.paypalOrderId, captureId: payment.captureId, createdAt: new Date(at.getTime() - APPROVAL_MS), capturedAt: at });
        return;
      }
      await recordBankReceipt(tx, currencies, { orderSn: order.orderSn, amount: order.realizedPrice, currencyCode: order.currencyCode, reference: payment.reference }, { name: payment.operator }, at);
    },
    chargeToCredit: async (tx, order, at) => {
      await chargeOrderOnTerms(tx, { currencies, credit: creditLineForPayments }, { order, userId: order.userId, actor: { kind: 'buyer', id: order.userId }, at });
    },
  };
}
