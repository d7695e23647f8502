import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { localeOf } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Timer } from '../../platform/timers.ts';
import type { OrdersDeps } from './deps.ts';
import { inTransaction } from './in-transaction.ts';
import { orderMessages } from './messages.ts';
import type { OrderEventApplier } from './order-events.ts';
import { autoCompleteCutoff } from './order-process.ts';

/** Orders handled per round; the rest wait for the next round (or another server process). */
const BATCH = 100;

/**
 * Unpaid orders past their deadline are cancelled and their stock released.
 * Each round claims due rows with FOR UPDATE SKIP LOCKED and applies
 * `expire` to each in the same transaction, so two server processes never
 * expire the same order (and the event's own guard re-checks the deadline).
 */
export function orderExpiryTimer(deps: OrdersDeps, events: OrderEventApplier): Timer {
  return {
    name: 'order-expiry',
    everyMs: 30_000,
    runDue: (now) =>
      inTransaction(deps.db, async (tx) => {
        const due = await queryRows<{ order_sn: string; locale: string }>(
          tx,
          sql`select order_sn, locale from orders where state = 0 and pay_state = 0 and expire_time <= ${now.toISOString()}
            order by expire_time, id limit ${BATCH} for update skip locked`,
        );
        for (const order of due) {
          const reason = translate(localeOf(order.locale), orderMessages.paymentExpired);
          await events.apply(tx, { event: 'expire', orderSn: order.order_sn, actor: { kind: 'timer', id: 'order-expiry' }, at: now, values: { cancelReason: reason } });
        }
        return due.length;
      }),
  };
}

/** Shipped orders whose receipt was not confirmed are completed AUTO_COMPLETE_DAYS after shipping, claimed as the expiry claims. */
export function orderAutoCompleteTimer(deps: OrdersDeps, events: OrderEventApplier): Timer {
  return {
    name: 'order-auto-complete',
    everyMs: 10 * 60_000,
    runDue: (now) =>
      inTransaction(deps.db, async (tx) => {
        const shippedBefore = autoCompleteCutoff(now).toISOString();
        const due = await queryRows<{ order_sn: string }>(
          tx,
          sql`select order_sn from orders where state = 2 and shipping_time <= ${shippedBefore} order by shipping_time, id limit ${BATCH} for update skip locked`,
        );
        for (const order of due) await events.apply(tx, { event: 'autoComplete', orderSn: order.order_sn, actor: { kind: 'timer', id: 'order-auto-complete' }, at: now });
        return due.length;
      }),
  };
}
