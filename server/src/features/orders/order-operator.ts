import { asc, eq } from 'drizzle-orm';
import { orderEvents } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import type { OrderEventValues } from './apply-order-event.ts';
import type { OrdersDeps } from './deps.ts';
import { inTransaction } from './in-transaction.ts';
import type { OrderEventApplier } from './order-events.ts';
import { historyOfOrder } from './order-history.ts';
import type { OrderEvent } from './order-process.ts';
import { findOrder, findOrders, linesOfOrder } from './order-reads.ts';
import { orderDetailView, orderSummaryView } from './order-views.ts';
import { orderStateRefusals } from './process-messages.ts';

export interface OrderListInput {
  state?: number;
  userId?: number;
  limit: number;
}

export interface ShipInput {
  orderSn: string;
  carrier: string;
  tracking: string;
  url?: string | null;
}

export interface ReasonInput {
  orderSn: string;
  reason: string;
}

/**
 * What staff do with orders, through the same transition table and effects
 * as the buyer's calls; every change is recorded in operator_actions in the
 * same transaction as the change itself.
 */
export function orderOperator(deps: OrdersDeps, events: OrderEventApplier) {
  const act = (operator: Operator, event: OrderEvent, orderSn: string, values: OrderEventValues, details: Record<string, unknown>) =>
    inTransaction(deps.db, async (tx) => {
      const at = deps.now();
      const { order, fromState, fromPayState } = await events.apply(tx, { event, orderSn, actor: { kind: 'operator', id: operator.name }, at, values, details });
      await recordOperatorAction(tx, { operator, action: `order.${event}`, target: `order:${orderSn}`, details: { ...details, ...values, fromState, fromPayState, toState: order.state, toPayState: order.payState }, at });
      return { order_sn: order.orderSn, state: order.state, pay_state: order.payState, update_time: isoTime(order.updateTime) };
    });

  return {
    /** The newest orders, optionally of one state or one buyer. */
    list: async (input: OrderListInput) => {
      const found = await findOrders(deps.db, { state: input.state, userId: input.userId }, 1, input.limit);
      return found.orders.map(({ order, lines }) => ({ ...orderSummaryView(order, lines), user_id: order.userId }));
    },
    /** One order with all its lines and every event of its life. */
    show: async (input: { orderSn: string }) => {
      const order = await findOrder(deps.db, input.orderSn);
      if (!order) throw notFound(orderStateRefusals.orderNotFound, { orderSn: input.orderSn });
      const [history, lines, story] = await Promise.all([
        deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
        linesOfOrder(deps.db, order.id),
        historyOfOrder(deps.db, order.id),
      ]);
      return {
        user_id: order.userId,
        ...orderDetailView(order, lines, story),
        events: history.map((event) => ({
          time: isoTime(event.createTime),
          event: event.event,
          from: `${event.fromState}/${event.fromPayState}`,
          to: `${event.toState}/${event.toPayState}`,
          actor: event.actor,
          details: event.details,
        })),
      };
    },
    /** Hands a paid order to the carrier. */
    ship: (input: ShipInput, operator: Operator) =>
      act(operator, 'ship', input.orderSn, { deliveryName: input.carrier, trackingNumber: input.tracking, trackingUrl: input.url ?? null }, {}),
    /** Returns the payment of a paid or shipped order. */
    refund: (input: ReasonInput, operator: Operator) => act(operator, 'refund', input.orderSn, {}, { reason: input.reason }),
    /** Cancels an unpaid order on the buyer's request; the stock goes back on sale. */
    cancel: (input: ReasonInput, operator: Operator) => act(operator, 'cancel', input.orderSn, { cancelReason: input.reason }, { reason: input.reason }),
  };
}

export type OrderOperator = ReturnType<typeof orderOperator>;
