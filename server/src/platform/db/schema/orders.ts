import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { components } from '@chipmart/generated/internal/types';

const moment = (name: string) => timestamp(name, { withTimezone: true });
/** Totals in the order's currency, 2 decimals. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** Unit prices in the order's currency, 5 decimals. */
const unitPrice = (name: string) => numeric(name, { precision: 18, scale: 5, mode: 'number' });

/** The address as it was when the order was placed; later edits of the saved address do not reach it. */
export type OrderAddressCopy = components['schemas']['OrderAddress'] & { country_id: number };

/**
 * A placed order. `state` and `pay_state` move only through the order
 * process's transition table (features/orders/order-process.ts); every move
 * is written to order_events in the same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 300001 }),
    /** CM + UTC yymmdd + the order id (unique as the id is); what the buyer quotes. */
    orderSn: text('order_sn').notNull(),
    userId: integer('user_id').notNull(),
    /** OrderState: 0 awaiting payment, 1 processing, 2 shipped, 3 completed, 4 cancelled, 5 refunded. */
    state: smallint().notNull().default(0),
    /** OrderPayState: 0 unpaid, 1 pending, 2 paid, 3 on credit, 4 refunded. */
    payState: smallint('pay_state').notNull().default(0),
    /** PayMethodCode of the payment started or made; null while none was. */
    payMethod: text('pay_method'),
    /** 'cart' or 'buy_now' (the shop), 'api' (the partner API's saveOrders). */
    source: text().notNull(),
    poNumber: text('po_number'),
    remark: text().notNull().default(''),
    cancelReason: text('cancel_reason'),
    goodsCount: integer('goods_count').notNull(),
    totalNum: integer('total_num').notNull(),
    goodsPrice: money('goods_price').notNull(),
    shippingPrice: money('shipping_price').notNull(),
    realizedPrice: money('realized_price').notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    /** The language the order was placed in: its mails are written in it. */
    locale: text().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressCopy>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddressCopy>(),
    shippingId: integer('shipping_id').notNull(),
    shippingName: text('shipping_name').notNull(),
    deliveryName: text('delivery_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    createTime: moment('create_time').notNull(),
    /** Pay by then or the order is cancelled and its stock released; null once paid, pending or cancelled. */
    expireTime: moment('expire_time'),
    payTime: moment('pay_time'),
    cancelTime: moment('cancel_time'),
    shippingTime: moment('shipping_time'),
    receiveTime: moment('receive_time'),
    returnedTime: moment('returned_time'),
    updateTime: moment('update_time').notNull(),
  },
  (table) => [
    uniqueIndex('orders_order_sn_idx').on(table.orderSn),
    index('orders_user_idx').on(table.userId, table.createTime.desc(), table.id.desc()),
    // The timers' claims: unpaid orders by deadline, shipped orders by shipping time.
    index('orders_expiry_idx').on(table.expireTime).where(sql`${table.state} = 0 and ${table.payState} = 0`),
    index('orders_shipped_idx').on(table.shippingTime).where(sql`${table.state} = 2`),
  ],
);

/** One line of an order, priced and described as it was ordered. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 700001 }),
    orderId: integer('order_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    partNumber: text('part_number').notNull(),
    brandName: text('brand_name').notNull(),
    packageCase: text('package_case').notNull(),
    image: text().notNull(),
    supplierName: text('supplier_name').notNull(),
    dateCode: text('date_code').notNull(),
    num: integer().notNull(),
    unitPrice: unitPrice('unit_price').notNull(),
    subtotalPrice: money('subtotal_price').notNull(),
    /** The RFQ quote the line was priced by; null for catalog prices. */
    rfqQuoteId: integer('rfq_quote_id'),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId), index('order_lines_rfq_quote_idx').on(table.rfqQuoteId).where(sql`${table.rfqQuoteId} is not null`)],
);

/** Every move of an order: what happened, who did it, and the values it carried (carrier, provider result, reason). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').notNull(),
    event: text().notNull(),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    fromPayState: smallint('from_pay_state').notNull(),
    toPayState: smallint('to_pay_state').notNull(),
    /** `buyer:<userId>`, `operator:<name>`, `timer:<name>` or `provider:<code>`. */
    actor: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    createTime: moment('create_time').notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * An order request's idempotency key: the same key from the same buyer answers
 * the first order again instead of placing a second one. The shop's key is
 * written with its order; a partner's key is claimed before its request runs
 * (`locked_until`) and then keeps that request's answer for 24 hours.
 */
export const orderRequestKeys = pgTable(
  'order_request_keys',
  {
    userId: integer('user_id').notNull(),
    requestKey: text('request_key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The request as sent (partner keys), so a refusal can name the fields that differ. */
    requestBody: jsonb('request_body'),
    /** The order the key placed; null while its request runs or when it placed none. */
    orderId: integer('order_id'),
    /** The first request's answer (HTTP status and envelope), replayed to repeats. */
    answerStatus: smallint('answer_status'),
    answerBody: jsonb('answer_body'),
    /** While set and in the future, the first request is still running: repeats are refused as "in use". */
    lockedUntil: moment('locked_until'),
    createTime: moment('create_time').notNull(),
  },
  // The clean-up timer deletes keys oldest first.
  (table) => [uniqueIndex('order_request_keys_idx').on(table.userId, table.requestKey), index('order_request_keys_age_idx').on(table.createTime)],
);
