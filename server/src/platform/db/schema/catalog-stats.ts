import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Catalog counts, recomputed in one pass (refreshCatalogStats) instead of at
 * read time, so the tree, the home page and the filters never count the whole
 * goods table per request.
 */
export const catalogTotals = pgTable('catalog_totals', {
  id: smallint().primaryKey(),
  partsCount: integer('parts_count').notNull(),
  manufacturersCount: integer('manufacturers_count').notNull(),
  suppliersCount: integer('suppliers_count').notNull(),
  inStockPartsCount: integer('in_stock_parts_count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Per category, its descendants included. */
export const categoryStats = pgTable('category_stats', {
  categoryId: integer('category_id').primaryKey(),
  goodsCount: integer('goods_count').notNull(),
  inStockCount: integer('in_stock_count').notNull(),
  manufacturerCount: integer('manufacturer_count').notNull(),
});

/** Parts per manufacturer and (leaf) category. */
export const manufacturerCategoryStats = pgTable(
  'manufacturer_category_stats',
  {
    manufacturerId: integer('manufacturer_id').notNull(),
    categoryId: integer('category_id').notNull(),
    goodsCount: integer('goods_count').notNull(),
    inStockCount: integer('in_stock_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.manufacturerId, table.categoryId] }), index('manufacturer_category_stats_category_idx').on(table.categoryId)],
);

/**
 * How many parts of a (leaf) category have each filter value: a parameter
 * value (facet = the parameter key) or a package (facet = '' ).
 */
export const categoryFacetStats = pgTable(
  'category_facet_stats',
  {
    categoryId: integer('category_id').notNull(),
    facet: text().notNull(),
    value: text().notNull(),
    goodsCount: integer('goods_count').notNull(),
    inStockCount: integer('in_stock_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.facet, table.value] })],
);

export const PACKAGE_FACET = '';
