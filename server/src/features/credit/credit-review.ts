import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict, invalidField, notFound } from '../../platform/http/errors.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { recordOperatorAction, type Operator } from '../../platform/operator/operator-actions.ts';
import { cents } from './credit-reads.ts';
import type { CreditDeps } from './deps.ts';
import { creditMessages } from './messages.ts';

/** Stored credit line states (UserCreditState without the overdue freeze, which is read from the bills). */
const STATE_NAMES = { 1: 'pending', 2: 'active', 3: 'refused', 4: 'suspended' } as const;
export type StoredCreditState = keyof typeof STATE_NAMES;
export type CreditStateName = (typeof STATE_NAMES)[StoredCreditState];

/** What staff may do to a credit line, and from which states: the one place these moves are decided. */
export const CREDIT_REVIEW = {
  approve: { from: [1], to: 2 },
  refuse: { from: [1], to: 3 },
  suspend: { from: [2], to: 4 },
  lift: { from: [4], to: 2 },
} as const satisfies Record<string, { from: readonly StoredCreditState[]; to: StoredCreditState }>;
export type CreditReviewAction = keyof typeof CREDIT_REVIEW;

const nameOf = (state: number) => STATE_NAMES[state as StoredCreditState] ?? 'not applied';

export interface CreditApproval {
  userId: number;
  limit: number;
  periodDays: number;
  currencyCode: string;
}

export interface CreditLineRow {
  user_id: number;
  email: string;
  company_name: string;
  state: CreditStateName;
  requested_amount: number | null;
  credit_amount: number;
  period_days: number;
  currency_code: string;
  apply_time: string | null;
  approve_time: string | null;
  reject_reason: string | null;
}

/** Limits of a line staff may grant. */
export const MAX_CREDIT_LIMIT = 10_000_000;
export const MAX_PERIOD_DAYS = 180;

/**
 * Moves a line along CREDIT_REVIEW in one conditional UPDATE; refused with the
 * line's current state when the move is not allowed from it.
 */
async function moveLine(tx: Database, action: CreditReviewAction, userId: number, changes?: SQL): Promise<void> {
  const rule = CREDIT_REVIEW[action];
  const [moved] = await queryRows<{ user_id: number }>(
    tx,
    sql`update credit_lines set state = ${rule.to}${changes ? sql`, ${changes}` : sql``}
        where user_id = ${userId} and state = any(${`{${rule.from.join(',')}}`}::int[])
        returning user_id`,
  );
  if (moved) return;
  const [account] = await queryRows<{ state: number | null }>(
    tx,
    sql`select (select state from credit_lines where user_id = u.id) as state from users u where u.id = ${userId}`,
  );
  if (!account) throw notFound(creditMessages.accountNotFound, { userId });
  throw conflict(creditMessages.reviewRefused, {
    action,
    userId,
    state: nameOf(account.state ?? 0),
    allowed: rule.from.map(nameOf).join(' or '),
  });
}

/** Marks the newest pending application approved or refused, after the line moved. */
async function closeApplication(tx: Database, userId: number, state: 2 | 3, at: Date, operator: Operator): Promise<void> {
  await tx.execute(
    sql`update credit_applications set state = ${state}, review_time = ${at}, reviewed_by = ${operator.name}
        where id = (select id from credit_applications where user_id = ${userId} and state = 1 order by submit_time desc, id desc limit 1)`,
  );
}

/** Staff's credit work: review applications, suspend and lift lines, record bill payments. Each action is recorded. */
export function creditOperator(deps: CreditDeps) {
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) => deps.db.transaction((tx) => work(tx as unknown as Database));

  return {
    /** Credit lines, newest application first; only one state when asked. */
    list: async (input: { state?: CreditStateName }): Promise<CreditLineRow[]> => {
      const state = input.state ? Number(Object.entries(STATE_NAMES).find(([, name]) => name === input.state)?.[0]) : null;
      const rows = await queryRows<Omit<CreditLineRow, 'state' | 'apply_time' | 'approve_time'> & { state: number; apply_time: Date | null; approve_time: Date | null }>(
        deps.db,
        sql`select l.user_id, u.email, coalesce(a.company_name, u.company_name) as company_name, l.state,
                   a.requested_amount::float8 as requested_amount, l.credit_amount::float8 as credit_amount, l.period_days,
                   coalesce(case when l.state = 1 then a.currency_code end, l.currency_code) as currency_code,
                   l.apply_time, l.approve_time, l.reject_reason
            from credit_lines l
            join users u on u.id = l.user_id
            left join lateral (select * from credit_applications a where a.user_id = l.user_id order by a.submit_time desc, a.id desc limit 1) a on true
            where ${state === null ? sql`true` : sql`l.state = ${state}`}
            order by l.apply_time desc nulls last, l.user_id`,
      );
      return rows.map((row) => ({ ...row, state: nameOf(row.state) as CreditStateName, apply_time: isoTime(row.apply_time), approve_time: isoTime(row.approve_time) }));
    },

    approve: async (input: CreditApproval, operator: Operator): Promise<void> => {
      if (!(input.limit > 0 && input.limit <= MAX_CREDIT_LIMIT)) throw invalidField('limit', `must be above 0 and at most ${MAX_CREDIT_LIMIT}`);
      if (!Number.isInteger(input.periodDays) || input.periodDays < 1 || input.periodDays > MAX_PERIOD_DAYS) throw invalidField('period', `must be 1 to ${MAX_PERIOD_DAYS} days`);
      if (!deps.currencies.find(input.currencyCode)) throw invalidField('currency', creditMessages.currencyNotOffered);
      const at = deps.now();
      await inTransaction(async (tx) => {
        await moveLine(
          tx,
          'approve',
          input.userId,
          sql`credit_amount = ${input.limit.toFixed(2)}::numeric, period_days = ${input.periodDays}, currency_code = ${input.currencyCode},
              approve_time = ${at}, reject_reason = null`,
        );
        await closeApplication(tx, input.userId, 2, at, operator);
        await recordOperatorAction(tx, {
          operator,
          action: 'credit.approve',
          target: `user:${input.userId}`,
          details: { limit: input.limit, period_days: input.periodDays, currency: input.currencyCode },
          at,
        });
      });
    },

    refuse: async (input: { userId: number; reason: string }, operator: Operator): Promise<void> => {
      if (!input.reason?.trim()) throw invalidField('reason', 'is required: the buyer sees it');
      const at = deps.now();
      await inTransaction(async (tx) => {
        await moveLine(tx, 'refuse', input.userId, sql`reject_reason = ${input.reason}, approve_time = null`);
        await closeApplication(tx, input.userId, 3, at, operator);
        await recordOperatorAction(tx, { operator, action: 'credit.refuse', target: `user:${input.userId}`, details: { reason: input.reason }, at });
      });
    },

    suspend: async (input: { userId: number; reason: string }, operator: Operator): Promise<void> => {
      const at = deps.now();
      await inTransaction(async (tx) => {
        await moveLine(tx, 'suspend', input.userId);
        await recordOperatorAction(tx, { operator, action: 'credit.suspend', target: `user:${input.userId}`, details: { reason: input.reason }, at });
      });
    },

    lift: async (input: { userId: number }, operator: Operator): Promise<void> => {
      const at = deps.now();
      await inTransaction(async (tx) => {
        await moveLine(tx, 'lift', input.userId);
        await recordOperatorAction(tx, { operator, action: 'credit.lift', target: `user:${input.userId}`, details: {}, at });
      });
    },

    /** Records money received on a bill: one conditional UPDATE that never takes the paid amount over the bill. */
    billPaid: async (input: { billSn: string; amount: number }, operator: Operator) => {
      if (!(input.amount > 0)) throw invalidField('amount', 'must be above 0');
      const at = deps.now();
      const amount = input.amount.toFixed(2);
      return inTransaction(async (tx) => {
        const [bill] = await queryRows<{ user_id: number; bill_amount: number; paid_amount: number }>(
          tx,
          sql`update credit_bills set paid_amount = paid_amount + ${amount}::numeric,
                paid_time = case when paid_amount + ${amount}::numeric >= bill_amount then ${at} else paid_time end
              where bill_sn = ${input.billSn} and paid_amount + ${amount}::numeric <= bill_amount
              returning user_id, bill_amount::float8 as bill_amount, paid_amount::float8 as paid_amount`,
        );
        if (!bill) {
          const [existing] = await queryRows<{ outstanding: number }>(
            tx,
            sql`select (bill_amount - paid_amount)::float8 as outstanding from credit_bills where bill_sn = ${input.billSn}`,
          );
          if (!existing) throw notFound(creditMessages.billNotFound, { billSn: input.billSn });
          throw conflict(creditMessages.overpaid, { billSn: input.billSn, outstanding: existing.outstanding.toFixed(2), amount });
        }
        await recordOperatorAction(tx, { operator, action: 'credit.bill-paid', target: `bill:${input.billSn}`, details: { amount: Number(amount), user_id: bill.user_id }, at });
        return { bill_sn: input.billSn, bill_amount: bill.bill_amount, paid_amount: bill.paid_amount, outstanding_amount: cents(bill.bill_amount - bill.paid_amount) };
      });
    },
  };
}

export type CreditOperator = ReturnType<typeof creditOperator>;
