import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';
import type { PaymentStage } from './payment-stage.ts';
import { orderDetailPath, paymentSuccessPath } from './payment-search.ts';

/** Why this order cannot be paid now. */
function reason(stage: PaymentStage | 'expired'): string {
  switch (stage) {
    case 'pending':
      return m.payment_notPayablePending();
    case 'paid':
      return m.payment_notPayablePaid();
    case 'onCredit':
      return m.payment_notPayableOnCredit();
    case 'cancelled':
      return m.payment_notPayableCancelled();
    case 'refunded':
      return m.payment_notPayableRefunded();
    case 'expired':
      return m.payment_notPayableExpired();
    default:
      return m.payment_notPayableClosed();
  }
}

/** An order that is paid, being confirmed, cancelled or past its deadline: it says so and leads to the order. */
export function NotPayable({ orderSn, stage }: { orderSn: string; stage: PaymentStage | 'expired' }) {
  return (
    <section className="payment-notice" aria-labelledby="payment-notice-title">
      <h2 id="payment-notice-title" className="payment-section-title">
        {m.payment_notPayableTitle()}
      </h2>
      <p data-testid="payment-not-payable">{reason(stage)}</p>
      <div className="actions">
        <LocalLink to={orderDetailPath(orderSn)} className="button button-primary">
          {m.payment_viewOrder()}
        </LocalLink>
        {(stage === 'pending' || stage === 'paid' || stage === 'onCredit') && (
          <LocalLink to={paymentSuccessPath(orderSn)} className="button">
            {m.payment_paymentStatus()}
          </LocalLink>
        )}
      </div>
    </section>
  );
}
