import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { creditBills, creditLines } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';

type UserCredit = components['schemas']['UserCredit'];
type UserCreditBill = components['schemas']['UserCreditBill'];
type CreditState = components['schemas']['UserCreditState'];
type BillState = components['schemas']['UserCreditBillState'];
/** A database or a transaction: reads only. */
type Reader = Pick<Database, 'select' | 'execute'>;

/** An amount at the 2 decimals of a total. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/** Open, partly paid, paid or overdue, read from the amounts and the due date at `now`. */
export function billStateAt(bill: { billAmount: number; paidAmount: number; dueDate: Date }, now: Date): BillState {
  if (bill.paidAmount >= bill.billAmount) return 2;
  if (bill.dueDate.getTime() < now.getTime()) return 3;
  return bill.paidAmount > 0 ? 1 : 0;
}

/** An active line with an overdue bill is frozen (no new bill payments) until the bill is paid. */
function effectiveState(stored: number, overdue: number): CreditState {
  if (stored === 2 && overdue > 0) return 4;
  return stored as CreditState;
}

/** Last second of the current calendar month (UTC): when the running billing period closes. */
export function endOfBillingPeriod(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1000);
}

/** When a bill dated `billDate` falls due: the line's term in days after it. */
export function dueDateOf(billDate: Date, periodDays: number): Date {
  return new Date(billDate.getTime() + periodDays * 86_400_000);
}

/** What unpaid bills still take of a line, as SQL on the credit_lines row `l`. */
export const outstandingOf = sql`coalesce((select sum(b.bill_amount - b.paid_amount) from credit_bills b where b.user_id = l.user_id and b.paid_amount < b.bill_amount), 0)`;

/** Whether the line `l` has an unpaid bill past its due date at `at`, as SQL. */
export const hasOverdueBill = (at: Date) =>
  sql`exists (select 1 from credit_bills b where b.user_id = l.user_id and b.due_date < ${at} and b.paid_amount < b.bill_amount)`;

/** The credit state shown on the profile (0 when the user never applied). Takes a database or the caller's transaction. */
export async function creditStateOf(db: Reader, userId: number, now: Date): Promise<CreditState> {
  const [line] = await db.select({ state: creditLines.state }).from(creditLines).where(eq(creditLines.userId, userId)).limit(1);
  if (!line) return 0;
  if (line.state !== 2) return line.state as CreditState;
  const [overdue] = await db
    .select({ one: sql<number>`1` })
    .from(creditBills)
    .where(and(eq(creditBills.userId, userId), lt(creditBills.dueDate, now), lt(creditBills.paidAmount, creditBills.billAmount)))
    .limit(1);
  return overdue ? 4 : 2;
}

/** The Net terms page: the line, its usage and the bills of the last 12 months plus every unsettled one. */
export async function readUserCredit(db: Database, userId: number, now: Date, currencies: CurrencyBook): Promise<UserCredit> {
  const [line] = await db.select().from(creditLines).where(eq(creditLines.userId, userId)).limit(1);
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  const bills = line
    ? await db
        .select()
        .from(creditBills)
        .where(and(eq(creditBills.userId, userId), or(gte(creditBills.billDate, yearAgo), lt(creditBills.paidAmount, creditBills.billAmount))))
        .orderBy(desc(creditBills.billDate), desc(creditBills.id))
    : [];

  const listed: UserCreditBill[] = bills.map((bill) => ({
    bill_id: bill.id,
    bill_sn: bill.billSn,
    order_sns: bill.orderSns,
    bill_amount: cents(bill.billAmount),
    paid_amount: cents(bill.paidAmount),
    outstanding_amount: cents(Math.max(0, bill.billAmount - bill.paidAmount)),
    bill_date: isoTime(bill.billDate),
    due_date: isoTime(bill.dueDate),
    paid_time: isoTime(bill.paidTime),
    state: billStateAt(bill, now),
  }));
  const outstanding = listed.reduce((sum, bill) => sum + bill.outstanding_amount, 0);
  const overdue = listed.filter((bill) => bill.state === 3).reduce((sum, bill) => sum + bill.outstanding_amount, 0);

  const currencyCode = line?.currencyCode ?? 'USD';
  const symbol = currencies.all().find((currency) => currency.code === currencyCode)?.symbol ?? '$';
  const state = line ? effectiveState(line.state, overdue) : 0;
  const hasLine = state === 2 || state === 4;
  const used = hasLine ? cents(line!.unbilledAmount + outstanding) : 0;
  const limit = hasLine ? cents(line!.creditAmount) : 0;

  return {
    user_id: userId,
    credit_state: state,
    period_days: hasLine ? line!.periodDays : 0,
    credit_amount: limit,
    used_credit_amount: used,
    remaining_credit_amount: cents(Math.max(0, limit - used)),
    bill_end_date: hasLine ? isoTime(endOfBillingPeriod(now)) : null,
    bill_overdue_amount: cents(overdue),
    currency_code: currencyCode,
    currency_symbol: symbol,
    apply_time: isoTime(line?.applyTime ?? null),
    approve_time: isoTime(line?.approveTime ?? null),
    reject_reason: line?.rejectReason ?? null,
    bills: listed,
  };
}

export interface CreditLeft {
  state: CreditState;
  /** What an order paid by bill may cost now; 0 unless the line is active. */
  remaining: number;
  currencyCode: string;
  /** An unpaid bill is past its due date (the line is frozen until it is paid). */
  overdue: boolean;
}

/** How much of the line is left for orders paid by bill, for the payment-method list. */
export async function creditLeft(db: Reader, userId: number, now: Date = new Date()): Promise<CreditLeft> {
  const [line] = await queryRows<{ state: number; currency_code: string; credit_amount: number; unbilled_amount: number; outstanding: number; overdue: boolean }>(
    db as Database,
    sql`select l.state, l.currency_code, l.credit_amount::float8 as credit_amount, l.unbilled_amount::float8 as unbilled_amount,
               ${outstandingOf}::float8 as outstanding, ${hasOverdueBill(now)} as overdue
        from credit_lines l where l.user_id = ${userId}`,
  );
  if (!line) return { state: 0, remaining: 0, currencyCode: 'USD', overdue: false };
  const state = effectiveState(line.state, line.overdue ? 1 : 0);
  const remaining = state === 2 ? cents(Math.max(0, line.credit_amount - line.unbilled_amount - line.outstanding)) : 0;
  return { state, remaining, currencyCode: line.currency_code, overdue: line.overdue };
}
