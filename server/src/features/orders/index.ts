/** Orders: checkout, placing an order with its stock, and the order's life (order-process.ts). */
import type { Database } from '../../platform/db/open.ts';
import type { OrderRow } from './apply-order-event.ts';
import type { OrdersDeps } from './deps.ts';
import { orderHandlers } from './handlers.ts';
import { orderEventApplier } from './order-events.ts';
import { orderOperator } from './order-operator.ts';
import { findOrder } from './order-reads.ts';
import { orderAutoCompleteTimer, orderExpiryTimer } from './order-timers.ts';
import { placeOrder, type PlaceOrderRequest } from './place-order.ts';
import { requestKeyCleanup } from './request-key-cleanup.ts';

export { applyOrderEvent, type OrderActor, type OrderEffectRunners, type OrderEventRequest, type OrderEventValues, type OrderRow } from './apply-order-event.ts';
export { ORDER_PROCESS, canApply, type OrderEvent, type OrderState, type PayState } from './order-process.ts';
export { DEFAULT_PAY_WINDOW_MS, type AddressType, type OrderAddressBook, type OrdersDeps, type PayMethodsFor } from './deps.ts';
export type { OrderListInput, OrderOperator, ReasonInput, ShipInput } from './order-operator.ts';
export { placeOrder, type PlaceOrderRequest, type PlacedOrder, type PlaceSource } from './place-order.ts';
export { finishKeyedRequest, releaseKeyedRequest, startKeyedRequest, type KeyedAnswer, type KeyedStart } from './keyed-requests.ts';
export { findOrder, findOrders, linesOfOrder } from './order-reads.ts';
export { requestHash } from './request-keys.ts';
export { seedDemoOrders, type DemoBuyer, type DemoPayment, type DemoPayments } from './seed-demo-orders.ts';

/** One of the user's orders, for the payment pages; null when the user has no order with that number. */
export async function orderForPayment(db: Database, userId: number, orderSn: string): Promise<OrderRow | null> {
  return (await findOrder(db, orderSn, userId)) ?? null;
}

export function createOrdersFeature(deps: OrdersDeps) {
  const events = orderEventApplier(deps);
  return {
    handlers: orderHandlers(deps, events),
    operator: orderOperator(deps, events),
    timers: [orderExpiryTimer(deps, events), orderAutoCompleteTimer(deps, events), requestKeyCleanup(deps.db)],
    /**
     * For other features (payments, credit): applies an order event with
     * this server's effects (stock, credit) bound, in the caller's transaction.
     */
    events: { apply: events.apply },
    /** For the partner API: places an order through the same transaction and transition table as the shop's checkout. */
    place: (request: PlaceOrderRequest) => placeOrder(deps, request),
  };
}
