import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LazyCancelOrderDialog, LazyReceiveOrderDialog } from './lazy-order-dialogs.ts';
import { PAY_PAGE_PATH, type OrderActionsAllowed } from './order-actions.ts';

/** Pay, cancel and confirm receipt, each only when the order allows it; the buttons name the order for screen readers. */
export function OrderActions({ orderSn, allowed }: { orderSn: string; allowed: OrderActionsAllowed }) {
  const [cancelling, setCancelling] = useState(false);
  const [receiving, setReceiving] = useState(false);
  if (!allowed.pay && !allowed.cancel && !allowed.receive) return null;
  return (
    <div className="order-actions">
      {allowed.pay && (
        <LocalLink to={PAY_PAGE_PATH} search={{ order: orderSn } as never} className="button button-primary" aria-label={m.orders_payOrder({ orderSn })}>
          {m.orders_pay()}
        </LocalLink>
      )}
      {allowed.receive && (
        <button type="button" className="button button-primary" aria-label={m.orders_receiveOrder({ orderSn })} onClick={() => setReceiving(true)}>
          {m.orders_receive()}
        </button>
      )}
      {allowed.cancel && (
        <button type="button" className="button" aria-label={m.orders_cancelOrder({ orderSn })} onClick={() => setCancelling(true)}>
          {m.orders_cancel()}
        </button>
      )}
      {allowed.cancel && <LazyCancelOrderDialog orderSn={orderSn} open={cancelling} onOpenChange={setCancelling} />}
      {allowed.receive && <LazyReceiveOrderDialog orderSn={orderSn} open={receiving} onOpenChange={setReceiving} />}
    </div>
  );
}
