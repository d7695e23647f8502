import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { payments } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { applyOrderEvent, type OrderEffectRunners, type OrderRow } from '../orders/index.ts';

type PayMethodCode = 'paypal' | 'wechat' | 'alipay' | 'bank' | 'bill';

/** None of the payment events has effects; a runner being called means the order process changed under us. */
export const NO_EFFECTS: OrderEffectRunners = {
  releaseStock: async () => {
    throw new Error('A payment event asked to release stock');
  },
  releaseCredit: async () => {
    throw new Error('A payment event asked to release credit');
  },
};

/** A provider order (what the payer approves or scans) as created: the amount it will charge and the order total it was computed from. */
export async function recordProviderOrder(
  db: Database,
  created: { order: OrderRow; provider: PayMethodCode; providerRef: string; amount: number; currencyCode: string; status: string; summary: Record<string, unknown>; at: Date },
): Promise<void> {
  await db
    .insert(payments)
    .values({
      orderId: created.order.id,
      provider: created.provider,
      kind: 'order',
      providerRef: created.providerRef,
      transactionId: null,
      amount: created.amount,
      currencyCode: created.currencyCode,
      orderAmount: created.order.realizedPrice,
      orderCurrency: created.order.currencyCode,
      status: created.status,
      summary: created.summary,
      createTime: created.at,
    })
    .onConflictDoNothing();
}

/** What a provider says happened to the money. */
export interface ProviderResult {
  provider: PayMethodCode;
  /** The provider order the result belongs to (PayPal order id, our out_trade_no). */
  providerRef: string;
  /** The provider's own transaction / capture id: recorded once, whatever replays it. */
  transactionId: string;
  amount: number;
  currencyCode: string;
  /** COMPLETED / SUCCESS / TRADE_SUCCESS (paid) or PENDING (held for review). */
  status: string;
  summary: Record<string, unknown>;
}

export type RecordOutcome = { outcome: 'recorded'; order: OrderRow; paymentId: number } | { outcome: 'duplicate' } | { outcome: 'mismatch' };

/**
 * Records a provider's result and moves the order, in the caller's
 * transaction. The result row is written only when its amount and currency
 * are the ones of the provider order we created, and the order still has the
 * total that provider order was computed from: the check is the INSERT's own
 * condition. A transaction id already recorded inserts nothing ('duplicate').
 * Then the order process's event (`pay`, or `paymentPending` for a held
 * payment) runs in the same transaction; if it refuses, nothing is kept.
 */
export async function recordResultAndApply(tx: Database, result: ProviderResult, at: Date): Promise<RecordOutcome> {
  const [inserted] = await queryRows<{ id: number; order_sn: string }>(
    tx,
    sql`insert into payments (order_id, provider, kind, provider_ref, transaction_id, amount, currency_code, order_amount, order_currency, status, summary, create_time)
        select o.id, ${result.provider}, 'result', ${result.providerRef}, ${result.transactionId}, ${result.amount}, ${result.currencyCode},
               o.realized_price, o.currency_code, ${result.status}, ${JSON.stringify(result.summary)}::jsonb, ${at.toISOString()}
          from payments created
          join orders o on o.id = created.order_id
         where created.provider = ${result.provider} and created.kind = 'order' and created.provider_ref = ${result.providerRef}
           and created.amount = ${result.amount} and created.currency_code = ${result.currencyCode}
           and o.realized_price = created.order_amount and o.currency_code = created.order_currency
        on conflict (provider, transaction_id) where transaction_id is not null do nothing
        returning id, (select order_sn from orders where id = order_id) as order_sn`,
  );
  if (!inserted) {
    const [seen] = await queryRows<{ id: number }>(tx, sql`select id from payments where provider = ${result.provider} and transaction_id = ${result.transactionId}`);
    return seen ? { outcome: 'duplicate' } : { outcome: 'mismatch' };
  }
  const held = result.status === 'PENDING';
  const { order } = await applyOrderEvent(
    tx,
    {
      event: held ? 'paymentPending' : 'pay',
      orderSn: inserted.order_sn,
      actor: { kind: 'provider', id: result.provider },
      at,
      values: { payMethod: result.provider },
      details: { paymentId: inserted.id, transactionId: result.transactionId, amount: result.amount, currencyCode: result.currencyCode },
    },
    NO_EFFECTS,
  );
  return { outcome: 'recorded', order, paymentId: inserted.id };
}
