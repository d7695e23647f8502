import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { orderEvents, type orders } from '../../platform/db/schema/index.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { autoCompleteCutoff, DEFAULT_PAY_WINDOW_MS, ORDER_PROCESS, type ActorKind, type OrderEffect, type OrderEvent, type OrderTransition } from './order-process.ts';
import { orderStateRefusals } from './process-messages.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Who caused an event, as order_events records it. */
export interface OrderActor {
  kind: ActorKind;
  /** The user id, operator name, timer name or provider code. */
  id: string | number;
}

/** Columns an event may set besides the state (the carrier, the pay method, the reason). */
export interface OrderEventValues {
  payMethod?: string;
  deliveryName?: string;
  trackingNumber?: string;
  trackingUrl?: string | null;
  cancelReason?: string | null;
}

export interface OrderEventRequest {
  event: OrderEvent;
  orderSn: string;
  /** For the buyer's own calls: an order of another account is not found. */
  ownerId?: number;
  actor: OrderActor;
  at: Date;
  values?: OrderEventValues;
  /** Recorded with the event: the provider's result, the operator's reason, the bank reference. */
  details?: Record<string, unknown>;
  /** A restarted payment deadline is this far after the event. */
  payWindowMs?: number;
}

/** The effects the order process needs from the features that own them, run in the event's transaction. */
export type OrderEffectRunners = Record<OrderEffect, (tx: Database, order: OrderRow) => Promise<void>>;

const COLUMN: Record<keyof OrderEventValues, string> = {
  payMethod: 'pay_method',
  deliveryName: 'delivery_name',
  trackingNumber: 'tracking_number',
  trackingUrl: 'tracking_url',
  cancelReason: 'cancel_reason',
};
const STAMP_COLUMN = { payTime: 'pay_time', cancelTime: 'cancel_time', shippingTime: 'shipping_time', receiveTime: 'receive_time', returnedTime: 'returned_time' } as const;

/**
 * Applies one event of the order process to one order, in the caller's
 * transaction: one conditional UPDATE that moves the order only from an
 * allowed (state, pay state) and only when the guard holds, the event
 * recorded in order_events, then the event's effects. A refused event
 * changes nothing and says why from where the order is now.
 */
export async function applyOrderEvent(tx: Database, request: OrderEventRequest, effects: OrderEffectRunners): Promise<{ order: OrderRow; fromState: number; fromPayState: number }> {
  const transition: OrderTransition = ORDER_PROCESS[request.event];
  if (!transition.by.includes(request.actor.kind)) throw new Error(`${request.actor.kind} may not cause ${request.event}`);

  const at = request.at.toISOString();
  const sets: SQL[] = [sql`state = ${transition.to.state}`, sql`update_time = ${at}`];
  if (transition.to.payState !== undefined) sets.push(sql`pay_state = ${transition.to.payState}`);
  for (const stamp of transition.stamps) sets.push(sql`${sql.raw(STAMP_COLUMN[stamp])} = ${at}`);
  if (transition.expiry === 'clear') sets.push(sql`expire_time = null`);
  if (transition.expiry === 'restart') sets.push(sql`expire_time = ${new Date(request.at.getTime() + (request.payWindowMs ?? DEFAULT_PAY_WINDOW_MS)).toISOString()}`);
  for (const [name, value] of Object.entries(request.values ?? {})) {
    if (value !== undefined) sets.push(sql`${sql.raw(COLUMN[name as keyof OrderEventValues])} = ${value}`);
  }

  const allowed = sql.join(
    transition.from.map(([state, payState]) => sql`(${state}, ${payState})`),
    sql`, `,
  );
  const guard =
    transition.guard === 'expired'
      ? sql` and o.expire_time <= ${at}`
      : transition.guard === 'shippedLongAgo'
        ? sql` and o.shipping_time <= ${autoCompleteCutoff(request.at).toISOString()}`
        : sql``;
  const owner = request.ownerId === undefined ? sql`` : sql` and user_id = ${request.ownerId}`;

  // Lock the row first so the from-state read and the update see the same order.
  const [before] = await queryRows<{ id: number; state: number; pay_state: number }>(
    tx,
    sql`select id, state, pay_state from orders where order_sn = ${request.orderSn}${owner} for update`,
  );
  if (!before) throw notFound(orderStateRefusals.orderNotFound, { orderSn: request.orderSn });

  const [moved] = await queryRows<{ id: number }>(
    tx,
    sql`update orders o set ${sql.join(sets, sql`, `)} where o.id = ${before.id} and (o.state, o.pay_state) in (${allowed})${guard} returning o.id`,
  );
  if (!moved) {
    const legalFrom = transition.from.some(([state, payState]) => state === before.state && payState === before.pay_state);
    throw conflict(legalFrom ? orderStateRefusals.notYetDue : refusalFor(before.state, before.pay_state), { orderSn: request.orderSn });
  }

  const order = await tx.query.orders.findFirst({ where: (table, { eq }) => eq(table.id, before.id) });
  if (!order) throw new Error(`Order ${request.orderSn} vanished inside its own transaction`);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    event: request.event,
    fromState: before.state,
    toState: order.state,
    fromPayState: before.pay_state,
    toPayState: order.payState,
    actor: `${request.actor.kind}:${request.actor.id}`,
    details: { ...request.details, ...(request.values ?? {}) },
    createTime: request.at,
  });
  for (const effect of transition.effects) await effects[effect](tx, order);
  return { order, fromState: before.state, fromPayState: before.pay_state };
}

function refusalFor(state: number, payState: number) {
  if (state === 0) return payState === 1 ? orderStateRefusals.paymentPending : orderStateRefusals.awaitingPayment;
  return [orderStateRefusals.awaitingPayment, orderStateRefusals.processing, orderStateRefusals.shipped, orderStateRefusals.completed, orderStateRefusals.cancelled, orderStateRefusals.refunded][state]!;
}
