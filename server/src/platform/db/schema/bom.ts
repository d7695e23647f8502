import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A buyer's bill of materials: a named list of lines for a number of sets
 * (boards). Prices are not stored: lines are priced from their chosen offer
 * when read, in the request currency.
 */
export const boms = pgTable(
  'boms',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    userId: integer('user_id').notNull(),
    name: text().notNull(),
    /** The uploaded spreadsheet's name; null for copies' sources typed in by hand. */
    fileName: text('file_name'),
    /** The header row's cells as uploaded, so an export shows the buyer's own columns first. */
    headerCells: jsonb('header_cells').$type<string[]>().notNull(),
    /** Which uploaded column held each field ({ part_number_column: 0, … }), so the export puts hand-typed lines under the right titles. */
    columnMapping: jsonb('column_mapping').$type<Record<string, number>>().notNull().default({}),
    setCount: integer('set_count').notNull(),
    attritionPercent: doublePrecision('attrition_percent').notNull().default(0),
    /** 0 not matched yet, 1 matching, 2 matched (BomState). */
    state: smallint().notNull().default(0),
    /** When the running match started; a run older than the lease is taken as crashed and may be restarted. */
    matchingSince: moment('matching_since'),
    createTime: moment('create_time').notNull(),
    updateTime: moment('update_time').notNull(),
    matchedTime: moment('matched_time'),
  },
  (table) => [index('boms_user_idx').on(table.userId, table.createTime)],
);

/** One line of a BOM: what the buyer asked for, and what matching (or the buyer) chose for it. */
export const bomLines = pgTable(
  'bom_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 41001 }),
    bomId: integer('bom_id').notNull(),
    lineNo: integer('line_no').notNull(),
    /** Row in the uploaded sheet; null for lines added by hand. */
    rowNumber: integer('row_number'),
    partNumber: text('part_number').notNull(),
    manufacturer: text().notNull(),
    /** Pieces per set. */
    quantity: integer().notNull(),
    value: text().notNull(),
    description: text().notNull(),
    package: text().notNull(),
    referenceDesignators: text('reference_designators').notNull(),
    designatorCount: integer('designator_count').notNull(),
    dnp: boolean().notNull().default(false),
    /** The buyer's target unit price in USD (converted from the upload's currency); null when not given. */
    targetPriceUsd: doublePrecision('target_price_usd'),
    /** The uploaded row's cells, for the export; empty for lines added by hand. */
    cells: jsonb().$type<string[]>().notNull(),
    /** 0 ignored, 1 automatic, 2 manual (BomLineMode). */
    matchMode: smallint('match_mode').notNull().default(1),
    /** 0 unmatched, 1 exact, 2 partial, 3 no stock (BomMatchState). */
    matchState: smallint('match_state').notNull().default(0),
    /** BomMatchKind: exact, packaging, loose, description, none. */
    matchKind: text('match_kind').notNull().default('none'),
    /** BomMatchConfidence: high, medium, low, none. */
    confidence: text().notNull().default('none'),
    /** BomDoubt values. */
    doubts: text().array().notNull().default([]),
    /** Other candidate parts found by the last run. */
    alternativeCount: integer('alternative_count').notNull().default(0),
    goodsId: integer('goods_id'),
    skuId: integer('sku_id'),
    updateTime: moment('update_time').notNull(),
  },
  (table) => [index('bom_lines_bom_idx').on(table.bomId, table.lineNo)],
);

/** The column mapping a buyer chose for a header, offered again on their next upload with the same header cells. */
export const bomColumnMappings = pgTable(
  'bom_column_mappings',
  {
    userId: integer('user_id').notNull(),
    headerSignature: text('header_signature').notNull(),
    /** BOM field -> 0-based column index. */
    mapping: jsonb().$type<Record<string, number>>().notNull(),
    updateTime: moment('update_time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.headerSignature] })],
);
