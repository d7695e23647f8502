import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { queryRows } from '../../../platform/db/sql-rows.ts';
import type { CreditLine, CreditRefusal } from '../deps.ts';

/** Last second of the current calendar month (UTC): when the running billing period closes. */
function endOfBillingPeriod(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) - 1000);
}

/** What is still open on the line: orders not yet billed plus bills not paid. */
const used = () => sql`l.unbilled_amount + coalesce((select sum(b.bill_amount - b.paid_amount) from credit_bills b where b.user_id = l.user_id and b.paid_amount < b.bill_amount), 0)`;
const overdueBill = (at: string) => sql`exists (select 1 from credit_bills b where b.user_id = l.user_id and b.paid_amount < b.bill_amount and b.due_date < ${at})`;

/**
 * The net-terms line as payments needs it until the credit feature provides
 * its own: one conditional UPDATE charges the line only while it is active,
 * in the charged currency, with enough left and no overdue bill.
 */
export const sqlCreditLine: CreditLine = {
  async charge(tx: Database, charge) {
    const at = charge.at.toISOString();
    const [charged] = await queryRows<{ period_days: number; remaining: string }>(
      tx,
      sql`update credit_lines l set unbilled_amount = l.unbilled_amount + ${charge.amount}
           where l.user_id = ${charge.userId} and l.state = 2 and l.currency_code = ${charge.currencyCode}
             and l.credit_amount - (${used()}) >= ${charge.amount}
             and not ${overdueBill(at)}
       returning l.period_days, (l.credit_amount - (${used()}))::text as remaining`,
    );
    if (charged) {
      const dueDate = new Date(endOfBillingPeriod(charge.at).getTime() + charged.period_days * 24 * 3600_000);
      return { ok: true, remaining: Number(charged.remaining), periodDays: charged.period_days, dueDate };
    }
    // Refused: say why, from the line as it is now.
    const [line] = await queryRows<{ state: number; currency_code: string; overdue: boolean }>(
      tx,
      sql`select l.state, l.currency_code, ${overdueBill(at)} as overdue from credit_lines l where l.user_id = ${charge.userId}`,
    );
    const reason: CreditRefusal = !line || line.state !== 2 || line.currency_code !== charge.currencyCode ? 'noLine' : line.overdue ? 'overdue' : 'notEnough';
    return { ok: false, reason };
  },

  async standing(db, userId, at) {
    const when = at.toISOString();
    const [line] = await queryRows<{ currency_code: string; remaining: string; overdue: boolean }>(
      db,
      sql`select l.currency_code, greatest(l.credit_amount - (${used()}), 0)::text as remaining, ${overdueBill(when)} as overdue
            from credit_lines l where l.user_id = ${userId} and l.state = 2`,
    );
    return line ? { currencyCode: line.currency_code, remaining: Number(line.remaining), overdue: line.overdue } : null;
  },
};
