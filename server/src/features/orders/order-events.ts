import type { Database } from '../../platform/db/open.ts';
import { applyOrderEvent, type OrderEffectRunners, type OrderEventRequest } from './apply-order-event.ts';
import type { OrdersDeps } from './deps.ts';
import { inTransaction } from './in-transaction.ts';
import { linesOfOrder } from './order-reads.ts';
import { releaseStock } from './stock.ts';

/** The effects of the order process, bound to what this server has: stock back on sale, credit given back. */
export function orderEffects(deps: Pick<OrdersDeps, 'onRefundCredit'>): OrderEffectRunners {
  return {
    releaseStock: async (tx, order) => {
      const lines = await linesOfOrder(tx, order.id);
      await releaseStock(
        tx,
        lines.map((line) => ({ skuId: line.skuId, goodsId: line.goodsId, num: line.num })),
      );
    },
    releaseCredit: async (tx, order) => {
      await deps.onRefundCredit?.(tx, order);
    },
  };
}

/** Applies order events with this server's effects: in the caller's transaction, or in one of its own. */
export function orderEventApplier(deps: OrdersDeps) {
  const effects = orderEffects(deps);
  const apply = (tx: Database, request: OrderEventRequest) => applyOrderEvent(tx, { payWindowMs: deps.payWindowMs, ...request }, effects);
  return {
    apply,
    applyAlone: (request: OrderEventRequest) => inTransaction(deps.db, (tx) => apply(tx, request)),
  };
}

export type OrderEventApplier = ReturnType<typeof orderEventApplier>;
