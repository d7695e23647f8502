import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';

export type RfqState = components['schemas']['RfqState'];

export const RFQ_STATE = { submitted: 0, quoted: 1, closed: 2, ordered: 3, expired: 4 } as const satisfies Record<string, RfqState>;
export type RfqStateName = keyof typeof RFQ_STATE;

/** The state's name, for the operator CLI. */
export const rfqStateName = (state: number): RfqStateName => (Object.keys(RFQ_STATE) as RfqStateName[]).find((name) => RFQ_STATE[name] === state)!;

/** Who or what causes an event. */
export type RfqActor = 'operator' | 'clock' | 'buyer';

export interface RfqTransition {
  /** The states (as the buyer sees them) the event may start from; anything else is refused. */
  from: readonly RfqState[];
  to: RfqState;
  by: RfqActor;
  /**
   * `stored`: the event writes rfqs.state (staff's acts). `derived`: nothing
   * is written; the state follows from the data when read (time passing the
   * quotes' valid_until, an order line carrying a quote), see rfqStateSql.
   */
  kind: 'stored' | 'derived';
  /** What else must hold, checked in SQL in the same statement as the change (or, for derived states, as the read). */
  guard: string;
}

/**
 * The RFQ's life, in one place (decision 45):
 *
 *   submitted --quote--> quoted --time--> expired --quote--> quoted
 *   quoted --order--> ordered        submitted | quoted | expired --close--> closed
 *
 * Staff's acts go through applyRfqEvent, which reads this table; expiry and
 * conversion are derived when read, so no timer and no order code has to
 * remember to move the RFQ.
 */
export const RFQ_PROCESS = {
  /** Staff quote an item (several quotes per item allowed); a fresh quote revives an expired RFQ. */
  quote: { from: [0, 1, 4], to: 1, by: 'operator', kind: 'stored', guard: 'the item belongs to the RFQ' },
  /** Staff end quoting without an order; the quotes stop being valid at that moment. */
  close: { from: [0, 1, 4], to: 2, by: 'operator', kind: 'stored', guard: 'no order line carries one of its quotes' },
  /** Every quote is past its valid_until. */
  expire: { from: [1], to: 4, by: 'clock', kind: 'derived', guard: 'no quote has valid_until after now' },
  /** An order (not cancelled) has a line priced by one of its quotes (order_lines.rfq_quote_id). */
  order: { from: [1], to: 3, by: 'buyer', kind: 'derived', guard: 'the quote was valid when the line was priced' },
} as const satisfies Record<string, RfqTransition>;

export type RfqEvent = keyof typeof RFQ_PROCESS;
export type StaffEvent = { [E in RfqEvent]: (typeof RFQ_PROCESS)[E]['kind'] extends 'stored' ? E : never }[RfqEvent];

/** Whether the event may start from the state (its guard is checked by the database). */
export function canApply(event: RfqEvent, state: number): boolean {
  return (RFQ_PROCESS[event].from as readonly number[]).includes(state);
}

/** OrderState 4: a cancelled (or expired unpaid) order did not convert the RFQ. */
const CANCELLED_ORDER = 4;

/**
 * The RfqState the buyer sees for the RFQ row `rfq` at `at`, as one SQL
 * expression (used by the history, the detail, the operator's list and the
 * guards of applyRfqEvent): ordered when a live order has a line at one of
 * its quotes; else closed when staff closed it; else quoted while a quote
 * is valid, expired when none is; else submitted.
 */
export function rfqStateSql(rfq: SQL, at: Date): SQL {
  const moment = at.toISOString();
  return sql`(case
    when exists (select 1 from order_lines ol join orders o on o.id = ol.order_id join rfq_quotes oq on oq.id = ol.rfq_quote_id join rfq_items oi on oi.id = oq.rfq_item_id
                 where oi.rfq_id = ${rfq}.id and o.state <> ${CANCELLED_ORDER}) then ${RFQ_STATE.ordered}
    when ${rfq}.state = ${RFQ_STATE.closed} then ${RFQ_STATE.closed}
    when ${rfq}.state = ${RFQ_STATE.quoted} then
      case when exists (select 1 from rfq_quotes vq join rfq_items vi on vi.id = vq.rfq_item_id where vi.rfq_id = ${rfq}.id and vq.valid_until > ${moment})
        then ${RFQ_STATE.quoted} else ${RFQ_STATE.expired} end
    else ${RFQ_STATE.submitted} end)::int`;
}
