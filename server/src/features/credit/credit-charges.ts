import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { dueDateOf, endOfBillingPeriod, hasOverdueBill, outstandingOf } from './credit-reads.ts';

/** A database or the caller's transaction. */
type Executor = Pick<Database, 'execute'>;

export interface CreditChargeRequest {
  userId: number;
  orderSn: string;
  /** In the line's currency, 2 decimals. */
  amount: number;
  currencyCode: string;
  at: Date;
}

export type CreditChargeResult =
  /** `dueDate`: when the bill this charge goes on falls due (end of the running period plus the line's term). */
  | { ok: true; remaining: number; periodDays: number; dueDate: Date }
  | { ok: false; reason: 'no_line' | 'frozen' | 'overdue' | 'insufficient' | 'currency' };

/**
 * Charges an order paid by bill to the buyer's credit line, in the caller's
 * transaction: one conditional UPDATE (line active, no overdue bill, same
 * currency, enough credit left) and the charge row the billing timer later
 * puts on a bill. Two orders charged at once queue on the line's row, so the
 * limit is never exceeded.
 */
export async function chargeCredit(tx: Executor, request: CreditChargeRequest): Promise<CreditChargeResult> {
  if (!(request.amount > 0)) throw new Error(`A credit charge must be above 0, got ${request.amount}`);
  const amount = request.amount.toFixed(2);
  const [charged] = await queryRows<{ remaining: number; period_days: number }>(
    tx as Database,
    sql`update credit_lines l set unbilled_amount = l.unbilled_amount + ${amount}::numeric
        where l.user_id = ${request.userId} and l.state = 2 and l.currency_code = ${request.currencyCode}
          and not ${hasOverdueBill(request.at)}
          and l.credit_amount - l.unbilled_amount - ${outstandingOf} >= ${amount}::numeric
        returning (l.credit_amount - l.unbilled_amount - ${outstandingOf})::float8 as remaining, l.period_days`,
  );
  if (charged) {
    await tx.execute(
      sql`insert into credit_charges (user_id, order_sn, amount, currency_code, charge_time)
          values (${request.userId}, ${request.orderSn}, ${amount}::numeric, ${request.currencyCode}, ${request.at})`,
    );
    const dueDate = dueDateOf(endOfBillingPeriod(request.at), charged.period_days);
    return { ok: true, remaining: Math.max(0, charged.remaining), periodDays: charged.period_days, dueDate };
  }
  return { ok: false, reason: await refusalReason(tx, request) };
}

/** Why the conditional UPDATE changed nothing (read after it, only to say why). */
async function refusalReason(tx: Executor, request: CreditChargeRequest): Promise<Exclude<CreditChargeResult, { ok: true }>['reason']> {
  const [line] = await queryRows<{ state: number; currency_code: string; overdue: boolean }>(
    tx as Database,
    sql`select l.state, l.currency_code,
               ${hasOverdueBill(request.at)} as overdue
        from credit_lines l where l.user_id = ${request.userId}`,
  );
  if (!line || (line.state !== 2 && line.state !== 4)) return 'no_line';
  if (line.state === 4) return 'frozen';
  if (line.overdue) return 'overdue';
  if (line.currency_code !== request.currencyCode) return 'currency';
  return 'insufficient';
}

/**
 * Gives an order's charge back to the line (a refund before the order was
 * billed), in the caller's transaction. A billed charge stays on its bill;
 * released is false then, and when the order was never charged.
 */
export async function releaseCreditCharge(tx: Executor, orderSn: string): Promise<{ released: boolean; amount: number }> {
  const [released] = await queryRows<{ amount: number }>(
    tx as Database,
    sql`with released as (
          delete from credit_charges where order_sn = ${orderSn} and bill_id is null returning user_id, amount
        )
        update credit_lines l set unbilled_amount = l.unbilled_amount - r.amount
        from released r where l.user_id = r.user_id
        returning r.amount::float8 as amount`,
  );
  return released ? { released: true, amount: released.amount } : { released: false, amount: 0 };
}
