import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { rfqMessages } from './messages.ts';
import { rfqProcessMessages } from './process-messages.ts';
import { RFQ_PROCESS, RFQ_STATE, rfqStateSql, type RfqState, type StaffEvent } from './rfq-process.ts';

/** The RFQ as a staff event found it, locked for the rest of the transaction. */
export interface LockedRfq {
  id: number;
  rfq_sn: string;
  user_id: number | null;
  email: string;
  locale: string;
  currency_code: string;
  currency_symbol: string;
  state: RfqState;
}

/**
 * Applies one of staff's events to an RFQ, in the caller's transaction: the
 * row is locked, then one conditional UPDATE moves it only from a state the
 * transition table allows (the state as the buyer sees it, derived in the
 * same statement), then the event's effect. A refused event changes nothing
 * and says where the RFQ is.
 */
export async function applyRfqEvent(tx: Database, event: StaffEvent, rfqSn: string, at: Date): Promise<{ rfq: LockedRfq; fromState: RfqState }> {
  const transition = RFQ_PROCESS[event];
  const [before] = await queryRows<LockedRfq>(
    tx,
    sql`select r.id, r.rfq_sn, r.user_id, r.email, r.locale, r.currency_code, r.currency_symbol, ${rfqStateSql(sql`r`, at)} as state
        from rfqs r where r.rfq_sn = ${rfqSn} for update of r`,
  );
  if (!before) throw notFound(rfqMessages.notFound);
  const allowed = sql.join(
    transition.from.map((state) => sql`${state}`),
    sql`, `,
  );
  const [moved] = await queryRows<{ id: number }>(
    tx,
    sql`update rfqs r set state = ${transition.to}, update_time = ${at.toISOString()}
        where r.id = ${before.id} and ${rfqStateSql(sql`r`, at)} in (${allowed}) returning r.id`,
  );
  if (!moved) throw conflict(before.state === RFQ_STATE.ordered ? rfqProcessMessages.rfqOrdered : rfqProcessMessages.rfqClosed, { rfqSn });
  if (event === 'close') {
    // Closing ends quoting: the quotes stop being valid now, in the cart too.
    await tx.execute(sql`update rfq_quotes set valid_until = ${at.toISOString()}
      where valid_until > ${at.toISOString()} and rfq_item_id in (select id from rfq_items where rfq_id = ${before.id})`);
  }
  return { rfq: before, fromState: before.state };
}
