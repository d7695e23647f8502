import type { OrderHistoryEntry, OrderHistoryEntryBy, OrderHistoryEntryEvent } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** What happened, in the buyer's words. */
const EVENT_TEXT: Record<OrderHistoryEntryEvent, () => string> = {
  placed: m.orders_stepPlaced,
  transfer_reported: m.orders_stepTransferReported,
  payment_pending: m.orders_stepPaymentPending,
  payment_failed: m.orders_stepPaymentFailed,
  paid: m.orders_stepPaid,
  charged: m.orders_stepCharged,
  shipped: m.orders_stepShipped,
  received: m.orders_stepReceived,
  auto_completed: m.orders_stepAutoCompleted,
  cancelled: m.orders_stepCancelled,
  expired: m.orders_stepExpired,
  refunded: m.orders_stepRefunded,
};

const BY_TEXT: Record<OrderHistoryEntryBy, () => string> = {
  buyer: m.orders_byBuyer,
  chipmart: m.orders_byChipmart,
  system: m.orders_bySystem,
  payment_provider: m.orders_byProvider,
};

export interface TimelineStep {
  /** Unique within the order, for React keys. */
  key: string;
  what: string;
  who: string;
  /** When it happened (ISO 8601). */
  time: string;
  /** The carrier and tracking number, or the reason given; null when the event carries neither. */
  detail: string | null;
}

function detailOf(entry: OrderHistoryEntry): string | null {
  if (entry.tracking_number) return m.orders_stepTracking({ carrier: entry.delivery_name ?? '', number: entry.tracking_number });
  if (entry.reason) return m.orders_stepReason({ reason: entry.reason });
  return null;
}

/** The order's history as the timeline shows it, in the order the server gives it (oldest first). */
export function orderTimeline(history: readonly OrderHistoryEntry[]): TimelineStep[] {
  return history.map((entry, index) => ({
    key: `${index}-${entry.event}`,
    what: EVENT_TEXT[entry.event](),
    who: BY_TEXT[entry.by](),
    time: entry.time,
    detail: detailOf(entry),
  }));
}
