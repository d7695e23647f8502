import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A line of a signed-in buyer's cart: a quantity of one supplier offer (SKU).
 * One line per SKU and user; adding the SKU again adds to it. Prices are not
 * stored: a line is priced at the price break for its quantity when read.
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
    createTime: moment('create_time').notNull(),
    updateTime: moment('update_time').notNull(),
  },
  // Also serves every read of one user's cart (user_id leads).
  (table) => [uniqueIndex('cart_lines_user_sku_idx').on(table.userId, table.skuId)],
);
