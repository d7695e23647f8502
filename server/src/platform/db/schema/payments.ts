import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes } from './bytes-column.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true });
/** Amounts in the payment's own currency, 2 decimals (0 for JPY and KRW, stored with 2). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * Every result a payment provider (or finance, or the credit line) gave for
 * an order: a provider order created, a capture, a notified transaction, a
 * bank transfer received or rejected, a charge to credit. An order is marked
 * paid only in the transaction that records its result here.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 900001 }),
    orderId: integer('order_id').notNull(),
    /** PayMethodCode: paypal, wechat, alipay, bank, bill. */
    provider: text().notNull(),
    /** 'order' a provider order/checkout created (what the payer approves); 'result' money taken, held, refused or charged. */
    kind: text().notNull(),
    /** The provider's order id (PayPal order id) or our out_trade_no sent to it; the order number for bank and bill. */
    providerRef: text('provider_ref').notNull(),
    /** The provider's transaction / capture id (or the bank's reference); null for a created provider order. */
    transactionId: text('transaction_id'),
    /** Amount and currency the provider charges (or charged). */
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The order's total and currency the amount was computed from: a result is accepted only while the order still has them. */
    orderAmount: money('order_amount').notNull(),
    orderCurrency: text('order_currency').notNull(),
    /** The provider's status word: CREATED, COMPLETED, PENDING, SUCCESS, TRADE_SUCCESS, RECEIVED, REJECTED, CHARGED. */
    status: text().notNull(),
    /** A summary of the provider's answer (ids, statuses, amounts; no secrets). */
    summary: jsonb().$type<Record<string, unknown>>().notNull(),
    createTime: moment('create_time').notNull(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId, table.id),
    // A provider order is recorded once; a transaction is recorded once, whatever replays it.
    uniqueIndex('payments_provider_order_idx').on(table.provider, table.providerRef).where(sql`${table.kind} = 'order'`),
    uniqueIndex('payments_transaction_idx').on(table.provider, table.transactionId).where(sql`${table.transactionId} is not null`),
  ],
);

/**
 * Every notification a provider sent to our callbacks, with whether its
 * signature held and what we did with it. A correctly signed notification
 * is stored once per provider notification id: a replay finds it and marks
 * nothing; forged ones are all kept.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    provider: text().notNull(),
    /** The provider's id of the notification (WeChat Pay `id`, Alipay `notify_id`). */
    notificationId: text('notification_id').notNull(),
    signatureOk: boolean('signature_ok').notNull(),
    /** paid, pending, duplicate, badSignature, badAmount, unknownOrder, notPayable, notSuccess. */
    outcome: text().notNull(),
    providerRef: text('provider_ref'),
    summary: jsonb().$type<Record<string, unknown>>().notNull(),
    createTime: moment('create_time').notNull(),
  },
  (table) => [uniqueIndex('payment_notifications_id_idx').on(table.provider, table.notificationId).where(sql`${table.signatureOk}`)],
);

/**
 * What the local sandbox providers keep (their orders, keys, idempotent
 * answers), in the database so several server processes share it.
 */
export const paymentSandboxRecords = pgTable(
  'payment_sandbox_records',
  {
    provider: text().notNull(),
    recordId: text('record_id').notNull(),
    status: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createTime: moment('create_time').notNull(),
    updateTime: moment('update_time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.recordId] })],
);

/**
 * A bank transfer receipt a buyer uploaded, kept in the database like a
 * supplier's licence (decisions 44, 84): it belongs to the account that
 * uploaded it, and the buyer's transfer report it was sent with
 * (`report_event_id`, the order's reportTransfer event) uses it up.
 */
export const bankTransferReceipts = pgTable(
  'bank_transfer_receipts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The id the contract shows: rcpt_ + 26 random characters, unguessable. */
    fileId: text('file_id').notNull(),
    userId: integer('user_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Read from the content's first bytes: application/pdf, image/jpeg or image/png. */
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    content: bytes('content').notNull(),
    /** The order the transfer was reported for; null while unused. */
    orderId: integer('order_id'),
    /** The report (order_events row) that sent it; null while unused. */
    reportEventId: integer('report_event_id'),
    createTime: moment('create_time').notNull(),
  },
  (table) => [
    uniqueIndex('bank_transfer_receipts_file_id_idx').on(table.fileId),
    index('bank_transfer_receipts_user_idx').on(table.userId, table.createTime),
    // One receipt per report; unused receipts found by age for the cleanup timer.
    uniqueIndex('bank_transfer_receipts_report_idx').on(table.reportEventId).where(sql`${table.reportEventId} is not null`),
    index('bank_transfer_receipts_unused_idx').on(table.createTime).where(sql`${table.reportEventId} is null`),
  ],
);
