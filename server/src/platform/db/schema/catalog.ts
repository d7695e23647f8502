import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './localized.ts';

/** Three-level category tree (e.g. Integrated Circuits > Microcontrollers > ARM Cortex-M). */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey(),
    parentId: integer('parent_id'),
    level: smallint().notNull(),
    slug: text().notNull(),
    names: jsonb().$type<LocalizedText>().notNull(),
    icon: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/** The technical parameters parts of a category carry (capacitance, voltage, core, flash size, ...). */
export const categoryParameters = pgTable(
  'category_parameters',
  {
    id: integer().primaryKey(),
    categoryId: integer('category_id').notNull(),
    /** Key under which goods store the value in `goods.parameters`. */
    key: text().notNull(),
    names: jsonb().$type<LocalizedText>().notNull(),
    unit: text(),
    sort: integer().notNull().default(0),
    filterable: boolean().notNull().default(true),
  },
  (table) => [index('category_parameters_category_idx').on(table.categoryId)],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    logo: text().notNull(),
    website: text().notNull(),
    country: text().notNull(),
    foundedYear: smallint('founded_year'),
    description: jsonb().$type<LocalizedText>().notNull(),
  },
  (table) => [index('manufacturers_name_idx').on(sql`lower(${table.name})`)],
);

export const suppliers = pgTable('suppliers', {
  id: integer().primaryKey(),
  name: text().notNull(),
  code: text().notNull().unique(),
  country: text().notNull(),
});

/**
 * A part. Stock, MOQ, order multiple, lead time and lowest price are kept
 * summed up from its SKUs so listings and sorting never aggregate at read time.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer().primaryKey(),
    partNumber: text('part_number').notNull(),
    /** Part number without case or punctuation: what part-number search compares. */
    partNumberKey: text('part_number_key')
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))`),
    manufacturerId: integer('manufacturer_id').notNull(),
    categoryId: integer('category_id').notNull(),
    package: text().notNull(),
    description: text().notNull(),
    /** Parameter values by category parameter key. */
    parameters: jsonb().$type<Record<string, string>>().notNull(),
    datasheetUrl: text('datasheet_url'),
    image: text().notNull(),
    /** 0 active, 1 not recommended for new designs, 2 last time buy, 3 obsolete. */
    lifecycle: smallint().notNull().default(0),
    /** 0 compliant, 1 not compliant, 2 unknown. */
    rohs: smallint().notNull().default(0),
    msl: text(),
    eccn: text(),
    htsCode: text('hts_code'),
    featured: boolean().notNull().default(false),
    /** How often the part is viewed or ordered; breaks ties in rankings. */
    popularity: integer().notNull().default(0),
    stock: integer().notNull().default(0),
    moq: integer().notNull().default(1),
    increment: integer().notNull().default(1),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    /** Lowest unit price at MOQ over the SKUs, in USD; null when no SKU is priced. */
    minPriceUsd: doublePrecision('min_price_usd'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Exact part-number lookups (BOM lines, partner calls); search itself reads goods_search.
    index('goods_part_number_key_prefix_idx').using('btree', table.partNumberKey.op('text_pattern_ops')),
    index('goods_description_fts_idx').using('gin', sql`to_tsvector('simple', ${table.description})`),
    index('goods_category_idx').on(table.categoryId, table.popularity),
    // Category listings sorted by price or stock read these in order instead of sorting the category.
    index('goods_category_price_idx').on(table.categoryId, table.minPriceUsd),
    index('goods_category_stock_idx').on(table.categoryId, table.stock),
    index('goods_manufacturer_idx').on(table.manufacturerId, table.popularity),
    index('goods_parameters_idx').using('gin', table.parameters.op('jsonb_path_ops')),
    index('goods_featured_idx').on(table.featured).where(sql`${table.featured}`),
  ],
);

export interface UsdPriceBreak {
  num: number;
  /** Unit price in USD from `num` pieces. */
  price: number;
}

/** One supplier's offer for a part. */
export const skus = pgTable(
  'skus',
  {
    id: integer().primaryKey(),
    goodsId: integer('goods_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    stock: integer().notNull(),
    moq: integer().notNull(),
    increment: integer().notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    dateCode: text('date_code').notNull(),
    packaging: text().notNull(),
    /** Quantity price breaks in USD, ascending by `num`. */
    priceBreaks: jsonb('price_breaks').$type<UsdPriceBreak[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('skus_goods_idx').on(table.goodsId)],
);
