import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A line of a signed-in buyer's cart: a quantity of one supplier offer (SKU).
 * One line per SKU and user; adding the SKU again adds to it. Prices are not
 * stored: a line is priced at the price break for its quantity when read.
 * A line put in from an RFQ quote is a line of its own (one per quote), priced
 * at the quote while the quote is valid.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 90001 }),
    userId: integer('user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    cartNum: integer('cart_num').notNull(),
    /** Ticked for checkout. */
    selected: boolean().notNull().default(true),
    /** Where the line was first added from in a multiple add (bom, rfq, compare, manual); null for a single add. */
    source: text(),
    sourceId: integer('source_id'),
    /** The RFQ quote the line was put in from; null for catalog lines. */
    rfqQuoteId: integer('rfq_quote_id'),
    createTime: moment('create_time').notNull(),
    updateTime: moment('update_time').notNull(),
  },
  // One catalog line per SKU (null quote ids count as equal) and one line per quote.
  // Also serves every read of one user's cart (user_id leads).
  (table) => [unique('cart_lines_user_sku_quote_key').on(table.userId, table.skuId, table.rfqQuoteId).nullsNotDistinct()],
);
