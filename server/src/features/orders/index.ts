/** Orders: checkout, placing an order with its stock, and the order's life (order-process.ts). */
export { applyOrderEvent, type OrderActor, type OrderEffectRunners, type OrderEventRequest, type OrderEventValues, type OrderRow } from './apply-order-event.ts';
export { ORDER_PROCESS, canApply, type OrderEvent, type OrderState, type PayState } from './order-process.ts';
