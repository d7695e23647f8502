import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';

/**
 * The columns part-number search reads, one narrow row per part, kept in
 * step with goods by statement triggers (migration goods_search_sync) and
 * stored in part-number-key order (the seed and the migration fill it
 * sorted). Trigram candidates of one family then sit on a few pages instead
 * of one wide goods page each, so rechecking them is cheap.
 * See docs/decisions/0009-part-number-search.md.
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    partNumberKey: text('part_number_key').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    categoryId: integer('category_id').notNull(),
    stock: integer().notNull(),
    popularity: integer().notNull(),
  },
  (table) => [
    index('goods_search_key_prefix_idx').using('btree', table.partNumberKey.op('text_pattern_ops')),
    index('goods_search_key_trgm_idx').using('gin', table.partNumberKey.op('gin_trgm_ops')),
  ],
);
