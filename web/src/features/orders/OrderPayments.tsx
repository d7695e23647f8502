import type { OrderDetail, OrderPaymentRecordState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatOrderMoment } from './order-dates.ts';
import { payMethodText } from './order-words.ts';

const ATTEMPT_TEXT: Record<OrderPaymentRecordState, () => string> = {
  started: m.orders_attemptStarted,
  pending: m.orders_attemptPending,
  paid: m.orders_attemptPaid,
  charged: m.orders_attemptCharged,
  refused: m.orders_attemptRefused,
};

type PaymentsSource = Pick<OrderDetail, 'payments' | 'currency_code' | 'currency_symbol'>;

/** Every payment started or recorded for the order, oldest first, in the order's currency. */
export function OrderPayments({ order }: { order: PaymentsSource }) {
  if (order.payments.length === 0) return <p className="order-note">{m.orders_noPaymentYet()}</p>;
  return (
    <ol className="order-payments">
      {order.payments.map((payment) => (
        <li key={payment.payment_id} className={`order-payment order-payment-${payment.state}`}>
          <span className="order-payment-method">{payMethodText(payment.pay_method)}</span>
          <span className="order-payment-amount">{formatMoney(payment.amount, order.currency_code, order.currency_symbol, 'total')}</span>
          <span className="order-payment-state">{ATTEMPT_TEXT[payment.state]()}</span>
          <time dateTime={payment.time}>{formatOrderMoment(payment.time)}</time>
        </li>
      ))}
    </ol>
  );
}
