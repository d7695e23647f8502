import type { components } from '@chipmart/generated/internal/types';

export type OrderState = components['schemas']['OrderState'];
export type PayState = components['schemas']['OrderPayState'];

/** Who may cause an event. */
export type ActorKind = 'buyer' | 'operator' | 'timer' | 'provider';

/** Columns an event stamps with the moment it happens. */
export type OrderStamp = 'payTime' | 'cancelTime' | 'shippingTime' | 'receiveTime' | 'returnedTime';

/** What else must happen in the same transaction when the event is applied. */
export type OrderEffect = 'releaseStock' | 'releaseCredit';

export interface OrderTransition {
  /** The (state, pay state) pairs the event may start from; anything else is an illegal transition. */
  from: ReadonlyArray<readonly [OrderState, PayState]>;
  /** The state after the event; `payState` left out keeps the pay state. */
  to: { state: OrderState; payState?: PayState };
  by: readonly ActorKind[];
  stamps: readonly OrderStamp[];
  /** The payment deadline after the event: kept, cleared (no longer expires), or set again. */
  expiry: 'keep' | 'clear' | 'restart';
  /**
   * Condition on the order row at the moment of the event, checked in the
   * same UPDATE (so two processes cannot both pass it): the deadline has
   * passed, or 15 days have passed since shipping.
   */
  guard?: 'expired' | 'shippedLongAgo';
  effects: readonly OrderEffect[];
}

const AWAITING_UNPAID = [0, 0] as const;
const AWAITING_PENDING = [0, 1] as const;
const PROCESSING = [[1, 2], [1, 3]] as const;
const SHIPPED = [[2, 2], [2, 3]] as const;

/**
 * The order's life, in one place: each event, the states it may start from,
 * where it leads, who may cause it and what it stamps. Every change of an
 * order's state goes through applyOrderEvent, which reads this table.
 */
export const ORDER_PROCESS = {
  /** The buyer reports a bank transfer: pending until finance sees the money; it no longer expires. */
  reportTransfer: { from: [AWAITING_UNPAID], to: { state: 0, payState: 1 }, by: ['buyer'], stamps: [], expiry: 'clear', effects: [] },
  /** A provider holds a payment for review (a pending capture). */
  paymentPending: { from: [AWAITING_UNPAID], to: { state: 0, payState: 1 }, by: ['provider'], stamps: [], expiry: 'clear', effects: [] },
  /** A pending payment came to nothing: the order awaits payment again, with a new deadline. */
  paymentFailed: { from: [AWAITING_PENDING], to: { state: 0, payState: 0 }, by: ['provider', 'operator'], stamps: [], expiry: 'restart', effects: [] },
  /** The money was received, as a provider's recorded result or finance's confirmation shows. */
  pay: { from: [AWAITING_UNPAID, AWAITING_PENDING], to: { state: 1, payState: 2 }, by: ['provider', 'operator'], stamps: ['payTime'], expiry: 'clear', effects: [] },
  /** Charged to the buyer's net-terms credit. */
  chargeToCredit: { from: [AWAITING_UNPAID], to: { state: 1, payState: 3 }, by: ['buyer'], stamps: ['payTime'], expiry: 'clear', effects: [] },
  /** Handed to the carrier, with its name and tracking number. */
  ship: { from: PROCESSING, to: { state: 2 }, by: ['operator'], stamps: ['shippingTime'], expiry: 'keep', effects: [] },
  /** The buyer confirms receipt. */
  confirmReceipt: { from: SHIPPED, to: { state: 3 }, by: ['buyer'], stamps: ['receiveTime'], expiry: 'keep', effects: [] },
  /** Receipt taken as confirmed 15 days after shipping. */
  autoComplete: { from: SHIPPED, to: { state: 3 }, by: ['timer'], stamps: ['receiveTime'], expiry: 'keep', guard: 'shippedLongAgo', effects: [] },
  /** The buyer (or staff, on request) cancels an unpaid order; its stock goes back on sale. */
  cancel: { from: [AWAITING_UNPAID], to: { state: 4 }, by: ['buyer', 'operator'], stamps: ['cancelTime'], expiry: 'clear', effects: ['releaseStock'] },
  /** Not paid by the deadline: cancelled, stock back on sale. */
  expire: { from: [AWAITING_UNPAID], to: { state: 4 }, by: ['timer'], stamps: ['cancelTime'], expiry: 'clear', guard: 'expired', effects: ['releaseStock'] },
  /** Staff return the payment (refused, returned or unfulfillable order); a charge not yet billed leaves the credit line. */
  refund: { from: [...PROCESSING, ...SHIPPED], to: { state: 5, payState: 4 }, by: ['operator'], stamps: ['returnedTime'], expiry: 'keep', effects: ['releaseCredit'] },
} as const satisfies Record<string, OrderTransition>;

export type OrderEvent = keyof typeof ORDER_PROCESS;

/** Three days to pay, as the product promises: how long a new order may stay unpaid when the server is not told otherwise. */
export const DEFAULT_PAY_WINDOW_MS = 3 * 24 * 3600_000;

/** Days after shipping when receipt counts as confirmed. */
const AUTO_COMPLETE_DAYS = 15;

/** Orders shipped at or before this instant are due to be completed at `now`. */
export function autoCompleteCutoff(now: Date): Date {
  return new Date(now.getTime() - AUTO_COMPLETE_DAYS * 24 * 3600_000);
}

/** Whether the event may start from the state; the guard is checked by the database when applied. */
export function canApply(event: OrderEvent, state: number, payState: number): boolean {
  return (ORDER_PROCESS[event] as OrderTransition).from.some(([fromState, fromPay]) => fromState === state && fromPay === payState);
}
