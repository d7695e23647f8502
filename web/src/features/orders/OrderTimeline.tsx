import type { OrderDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatOrderMoment } from './order-dates.ts';
import { orderTimeline, type TimelineStepKind } from './order-timeline.ts';

const stepText: Record<TimelineStepKind, () => string> = {
  placed: m.orders_stepPlaced,
  paid: m.orders_stepPaid,
  charged: m.orders_stepCharged,
  shipped: m.orders_stepShipped,
  completed: m.orders_stepCompleted,
  cancelled: m.orders_stepCancelled,
  refunded: m.orders_stepRefunded,
};

/** What happened to the order so far, oldest first, and by when it must be paid while it waits for payment. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <>
      <ol className="order-timeline">
        {orderTimeline(order).map((step) => (
          <li key={step.kind} className="order-timeline-step">
            <span className="order-timeline-what">{stepText[step.kind]()}</span>{' '}
            <time dateTime={step.time}>{formatOrderMoment(step.time)}</time>
          </li>
        ))}
      </ol>
      {order.expire_time && (
        <p className="order-deadline">
          {m.orders_payBy({ time: formatOrderMoment(order.expire_time) })}
        </p>
      )}
      {order.cancel_reason && <p className="order-note">{m.orders_cancelReasonShown({ reason: order.cancel_reason })}</p>}
    </>
  );
}
