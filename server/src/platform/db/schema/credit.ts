import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A user's credit (net terms) line; amounts are in the line's own currency. */
export const creditLines = pgTable('credit_lines', {
  userId: integer('user_id').primaryKey(),
  /** UserCreditState as decided by Chipmart: 1 pending, 2 active, 3 rejected, 4 suspended. Overdue bills freeze an active line when read. */
  state: smallint().notNull(),
  periodDays: integer('period_days').notNull().default(0),
  creditAmount: money('credit_amount').notNull().default(0),
  /** Orders paid by bill that are not on a bill yet; part of the used amount. */
  unbilledAmount: money('unbilled_amount').notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  applyTime: moment('apply_time'),
  approveTime: moment('approve_time'),
  rejectReason: text('reject_reason'),
});

/** A net-terms bill: the orders paid by bill in one billing period. */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 2001 }),
    userId: integer('user_id').notNull(),
    billSn: text('bill_sn').notNull().unique(),
    orderSns: jsonb('order_sns').$type<string[]>().notNull(),
    billAmount: money('bill_amount').notNull(),
    paidAmount: money('paid_amount').notNull().default(0),
    billDate: moment('bill_date').notNull(),
    dueDate: moment('due_date').notNull(),
    paidTime: moment('paid_time'),
  },
  (table) => [index('credit_bills_user_idx').on(table.userId, table.billDate)],
);

/** Applications for a credit line, newest last; the line's state follows the newest one. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 901 }),
    userId: integer('user_id').notNull(),
    /** 1 pending, 2 approved, 3 refused. */
    state: smallint().notNull().default(1),
    companyName: text('company_name').notNull(),
    requestedAmount: money('requested_amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    expectedMonthlyVolume: money('expected_monthly_volume').notNull(),
    tradeReferences: text('trade_references').notNull().default(''),
    remark: text().notNull().default(''),
    submitTime: moment('submit_time').notNull(),
    reviewTime: moment('review_time'),
    reviewedBy: text('reviewed_by'),
  },
  (table) => [index('credit_applications_user_idx').on(table.userId, table.submitTime)],
);

/**
 * An order paid by bill, charged to the line and not yet on a bill while
 * `bill_id` is null. The sum of a user's unbilled charges is the line's
 * `unbilled_amount`; the billing timer moves them onto a bill per period.
 */
export const creditCharges = pgTable(
  'credit_charges',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    orderSn: text('order_sn').notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    chargeTime: moment('charge_time').notNull(),
    billId: integer('bill_id'),
  },
  (table) => [
    uniqueIndex('credit_charges_order_idx').on(table.orderSn),
    index('credit_charges_unbilled_idx').on(table.userId, table.chargeTime).where(sql`${table.billId} is null`),
  ],
);
