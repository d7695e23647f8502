import { asc, eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { orderEvents, payments } from '../../platform/db/schema/index.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { OrderEvent } from './order-process.ts';

type OrderHistoryEntry = components['schemas']['OrderHistoryEntry'];
type OrderPaymentRecord = components['schemas']['OrderPaymentRecord'];
type OrderEventRow = typeof orderEvents.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The buyer's word for each event of the order process ('place' is written by placing the order). */
const EVENT_WORD: Record<OrderEvent | 'place', OrderHistoryEntry['event']> = {
  place: 'placed',
  reportTransfer: 'transfer_reported',
  paymentPending: 'payment_pending',
  paymentFailed: 'payment_failed',
  pay: 'paid',
  chargeToCredit: 'charged',
  ship: 'shipped',
  confirmReceipt: 'received',
  autoComplete: 'auto_completed',
  cancel: 'cancelled',
  expire: 'expired',
  refund: 'refunded',
};

/** order_events names the actor `<kind>:<id>`; the buyer sees only the kind, never an operator's name. */
const ACTOR_WORD: Record<string, OrderHistoryEntry['by']> = {
  buyer: 'buyer',
  operator: 'chipmart',
  timer: 'system',
  provider: 'payment_provider',
};

/** Statuses of a provider's result that mean the money arrived. */
const PAID_STATUSES = new Set(['COMPLETED', 'SUCCESS', 'TRADE_SUCCESS', 'TRADE_FINISHED', 'RECEIVED']);

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function historyEntryView(row: OrderEventRow): OrderHistoryEntry {
  const event = EVENT_WORD[row.event as OrderEvent | 'place'];
  if (!event) throw new Error(`order_events holds an unknown event ${row.event}`);
  const actorKind = row.actor.split(':', 1)[0]!;
  const shipped = event === 'shipped';
  // Only the reasons a buyer is told anyway: why the order was cancelled or refunded, why a payment failed.
  const reasonShown = event === 'cancelled' || event === 'refunded' || event === 'payment_failed';
  return {
    event,
    by: ACTOR_WORD[actorKind] ?? 'chipmart',
    state: row.toState as OrderHistoryEntry['state'],
    pay_state: row.toPayState as OrderHistoryEntry['pay_state'],
    time: isoTime(row.createTime),
    delivery_name: shipped ? textOrNull(row.details.deliveryName) : null,
    tracking_number: shipped ? textOrNull(row.details.trackingNumber) : null,
    tracking_url: shipped ? textOrNull(row.details.trackingUrl) : null,
    reason: reasonShown ? textOrNull(row.details.reason ?? row.details.cancelReason) : null,
  };
}

export function paymentRecordView(row: PaymentRow): OrderPaymentRecord {
  return {
    payment_id: row.id,
    pay_method: row.provider as OrderPaymentRecord['pay_method'],
    amount: row.orderAmount,
    state: paymentState(row),
    time: isoTime(row.createTime),
  };
}

function paymentState(row: Pick<PaymentRow, 'kind' | 'status'>): OrderPaymentRecord['state'] {
  if (row.kind === 'order') return 'started';
  if (PAID_STATUSES.has(row.status)) return 'paid';
  if (row.status === 'CHARGED') return 'charged';
  if (row.status === 'PENDING') return 'pending';
  return 'refused';
}

/** Everything that happened to one order and its payments, oldest first: one query each. */
export async function historyOfOrder(db: Database, orderId: number) {
  const [events, paid] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createTime), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createTime), asc(payments.id)),
  ]);
  return { history: events.map(historyEntryView), payments: paid.map(paymentRecordView) };
}
