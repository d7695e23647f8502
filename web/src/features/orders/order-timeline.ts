import { OrderPayState, type OrderDetail } from '@chipmart/generated/internal/model/index';

export type TimelineStepKind = 'placed' | 'paid' | 'charged' | 'shipped' | 'completed' | 'cancelled' | 'refunded';

export interface TimelineStep {
  kind: TimelineStepKind;
  /** When it happened (ISO 8601). */
  time: string;
}

type TimelineSource = Pick<OrderDetail, 'pay_state' | 'create_time' | 'pay_time' | 'shipping_time' | 'receive_time' | 'cancel_time' | 'returned_time'>;

/**
 * The order's history, oldest first, from the moments its detail carries:
 * each stamp is written once by the event that caused it, so the stamps
 * are the order's state changes. A payment charged to net-terms credit
 * reads as charged rather than paid.
 */
export function orderTimeline(order: TimelineSource): TimelineStep[] {
  const paidKind: TimelineStepKind = order.pay_state === OrderPayState.OnCredit ? 'charged' : 'paid';
  const steps: Array<[TimelineStepKind, string | null]> = [
    ['placed', order.create_time],
    [paidKind, order.pay_time],
    ['shipped', order.shipping_time],
    ['completed', order.receive_time],
    ['cancelled', order.cancel_time],
    ['refunded', order.returned_time],
  ];
  return steps
    .filter((step): step is [TimelineStepKind, string] => step[1] !== null)
    .map(([kind, time]) => ({ kind, time }))
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}
