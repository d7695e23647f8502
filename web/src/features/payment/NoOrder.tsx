import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** A payment link without an order, or with one that is not the buyer's: where to find their orders. */
export function NoOrder() {
  return (
    <section className="payment-notice">
      <p>{m.payment_orderNotFound()}</p>
      <div className="actions">
        <LocalLink to="/myaccount/order-status-history" className="button button-primary">
          {m.payment_myOrders()}
        </LocalLink>
      </div>
    </section>
  );
}
