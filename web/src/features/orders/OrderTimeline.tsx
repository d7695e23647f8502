import type { OrderDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatOrderMoment } from './order-dates.ts';
import { orderTimeline } from './order-timeline.ts';

/** What happened to the order so far, oldest first, who did it, and by when it must be paid while it waits for payment. */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'history' | 'expire_time'> }) {
  return (
    <>
      <ol className="order-timeline">
        {orderTimeline(order.history).map((step) => (
          <li key={step.key} className="order-timeline-step">
            <span className="order-timeline-what">{step.what}</span> <span className="order-timeline-who">{step.who}</span>{' '}
            <time dateTime={step.time}>{formatOrderMoment(step.time)}</time>
            {step.detail && <p className="order-timeline-detail">{step.detail}</p>}
          </li>
        ))}
      </ol>
      {order.expire_time && <p className="order-deadline">{m.orders_payBy({ time: formatOrderMoment(order.expire_time) })}</p>}
    </>
  );
}
