import { OrderPayState, OrderState, type OrderDetail, type OrderSummary } from '@chipmart/generated/internal/model/index';

/** What the buyer may do with an order now. */
export interface OrderActionsAllowed {
  pay: boolean;
  cancel: boolean;
  receive: boolean;
}

/**
 * The actions of a list row, derived from its states as the server's
 * transition table allows them (server/src/features/orders/order-process.ts):
 * an order awaiting payment with no payment pending can be paid or
 * cancelled; a shipped one can be confirmed as received.
 */
export function actionsOfSummary(order: Pick<OrderSummary, 'state' | 'pay_state'>): OrderActionsAllowed {
  const awaitingUnpaid = order.state === OrderState.AwaitingPayment && order.pay_state === OrderPayState.Unpaid;
  return { pay: awaitingUnpaid, cancel: awaitingUnpaid, receive: order.state === OrderState.Shipped };
}

/** The detail says itself what is possible now (it also knows the payment deadline). */
export const actionsOfDetail = (order: Pick<OrderDetail, 'can_pay' | 'can_cancel' | 'can_receive'>): OrderActionsAllowed => ({
  pay: order.can_pay,
  cancel: order.can_cancel,
  receive: order.can_receive,
});

/** The payment page of an order (built by the payment pages). */
export const PAY_PAGE_PATH = '/pay/payment';
