import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });
/** Unit prices in the RFQ's own currency, at unit-price precision (5 decimals). */
const unitPrice = (name: string) => numeric(name, { precision: 18, scale: 5, mode: 'number' });

/**
 * A request for quotation: sent from the RFQ list page (source 1) or a
 * product page (source 2), by a visitor (user_id null) or a signed-in buyer,
 * whose RFQ history lists it. Prices of its items and quotes are in the
 * currency it was sent in.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 50001 }),
    /** The number quoted to the buyer: RFQ + UTC date + id (RFQ20261105050037). */
    rfqSn: text('rfq_sn').notNull(),
    userId: integer('user_id'),
    /**
     * What staff did: 0 submitted, 1 quoted, 2 closed. The RfqState the buyer
     * sees adds what time and orders did (3 ordered, 4 expired), derived when
     * read (features/rfq/rfq-process.ts).
     */
    state: smallint().notNull().default(0),
    /** 1 the RFQ list page, 2 a product page's quick RFQ. */
    source: smallint().notNull(),
    contactName: text('contact_name').notNull(),
    /** '' for quick RFQs, which do not ask for it. */
    companyName: text('company_name').notNull().default(''),
    email: text().notNull(),
    telephone: text().notNull().default(''),
    countryId: integer('country_id'),
    remark: text().notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    /** The language the RFQ was sent in: the confirmation and quotes are written in it. */
    locale: text().notNull(),
    clientAddress: text('client_address').notNull(),
    createTime: moment('create_time').notNull(),
    updateTime: moment('update_time').notNull(),
  },
  (table) => [
    uniqueIndex('rfqs_rfq_sn_idx').on(table.rfqSn),
    index('rfqs_user_idx').on(table.userId, table.createTime.desc(), table.id.desc()).where(sql`${table.userId} is not null`),
  ],
);

/** One requested part of an RFQ, as the buyer sent it. */
export const rfqItems = pgTable(
  'rfq_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 140001 }),
    rfqId: integer('rfq_id').notNull(),
    /** Order of the item in the request, from 0. */
    position: smallint().notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text('date_code').notNull().default(''),
    qty: integer().notNull(),
    /** The catalog part, when the line came from one (links and images are derived from it). */
    goodsId: integer('goods_id'),
    targetPrice: unitPrice('target_price'),
    /** As the date picker wrote it (year-month-day, unpadded month). */
    deliveryPlanDate: text('delivery_plan_date'),
  },
  (table) => [index('rfq_items_rfq_idx').on(table.rfqId, table.position)],
);

/** A quote the sales team gave for an RFQ item (possibly an alternative part or another quantity). */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 99001 }),
    rfqItemId: integer('rfq_item_id').notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text().notNull(),
    /** The catalog offer the quote is given against; a quote without one is ordered through sales, not the cart. */
    goodsId: integer('goods_id'),
    skuId: integer('sku_id'),
    dateCode: text('date_code').notNull().default(''),
    price: unitPrice('price').notNull(),
    quantity: integer().notNull(),
    moq: integer().notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: moment('valid_until').notNull(),
    remark: text().notNull().default(''),
    createTime: moment('create_time').notNull(),
  },
  (table) => [index('rfq_quotes_item_idx').on(table.rfqItemId)],
);
