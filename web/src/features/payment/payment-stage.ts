import type { OrderPayState, OrderState } from '@chipmart/generated/internal/model/index';

/**
 * Where an order's payment stands, from its order state and pay state:
 * `awaiting` can be paid now; `pending` a payment was started or reported
 * and is being confirmed; `paid` and `onCredit` are done; `cancelled`,
 * `refunded` and `closed` (moved on without a payment on record) cannot be paid.
 */
export type PaymentStage = 'awaiting' | 'pending' | 'paid' | 'onCredit' | 'cancelled' | 'refunded' | 'closed';

export function paymentStage({ state, pay_state }: { state: OrderState; pay_state: OrderPayState }): PaymentStage {
  if (state === 4) return 'cancelled';
  if (state === 5 || pay_state === 4) return 'refunded';
  if (pay_state === 3) return 'onCredit';
  if (pay_state === 2) return 'paid';
  if (pay_state === 1) return 'pending';
  return state === 0 ? 'awaiting' : 'closed';
}

/** Whether the payment will not change by itself any more, so the pages stop asking. */
export const isSettled = (stage: PaymentStage): boolean => stage !== 'awaiting' && stage !== 'pending';

/** Whether the order's money has been taken care of (paid or charged to credit). */
export const isPaidFor = (stage: PaymentStage): boolean => stage === 'paid' || stage === 'onCredit';

/** How often the pages ask for the order's state while a payment is under way: "every few seconds" (orders/getOrderState). */
export const STATE_POLL_MS = 2_000;
