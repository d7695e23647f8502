import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { catalogSnapshot, toGoodsCard, toSkuOffer, SKU_JSON, type CardContext, type GoodsCardRow, type SkuRow } from '../catalog/index.ts';
import type { BomRow } from './bom-access.ts';
import { offerForLine, requiredQuantity, type PricedSku } from './line-quantities.ts';
import { needsConfirmation, type BomDoubt, type BomMatchKind, type BomMatchConfidence } from './match-rules.ts';

type Schemas = components['schemas'];
type BomLine = Schemas['BomLine'];
type BomDetail = Schemas['BomDetail'];

/** A stored line with its chosen part and offer, as the reads select it. */
export interface BomLineRow {
  id: number;
  bom_id: number;
  line_no: number;
  row_number: number | null;
  part_number: string;
  manufacturer: string;
  quantity: number;
  value: string;
  description: string;
  package: string;
  reference_designators: string;
  designator_count: number;
  dnp: boolean;
  target_price_usd: number | null;
  cells: string[];
  match_mode: number;
  match_state: number;
  match_kind: BomMatchKind;
  confidence: BomMatchConfidence;
  doubts: BomDoubt[];
  alternative_count: number;
  goods_id: number | null;
  sku_id: number | null;
  offer_total: number;
  goods: GoodsCardRow | null;
  sku: SkuRow | null;
}

const GOODS_JSON =
  "json_build_object('id', g.id, 'part_number', g.part_number, 'manufacturer_id', g.manufacturer_id, 'category_id', g.category_id, 'package', g.package, 'description', g.description, 'image', g.image, 'stock', g.stock, 'moq', g.moq, 'increment', g.increment, 'lead_time_days', g.lead_time_days, 'min_price_usd', g.min_price_usd, 'datasheet_url', g.datasheet_url)";

/** What totals, filters and ordering need of a line: its state and its offer's terms, no part card. */
export type BomLineFacts = Pick<BomLineRow, 'id' | 'line_no' | 'quantity' | 'dnp' | 'match_mode' | 'match_state' | 'match_kind' | 'doubts' | 'goods_id' | 'sku_id'> & {
  sku: PricedSku | null;
};

/** Every line's facts (or those `where` keeps), in line order: narrow rows, so a 5,000-line BOM's totals stay cheap. */
export async function readLineFacts(db: Database, bomId: number, where: SQL = sql`true`): Promise<BomLineFacts[]> {
  return queryRows<BomLineFacts>(
    db,
    sql`select b.id, b.line_no, b.quantity, b.dnp, b.match_mode, b.match_state, b.match_kind, b.doubts, b.goods_id, b.sku_id,
          case when s.id is null then null
               else json_build_object('id', s.id, 'stock', s.stock, 'moq', s.moq, 'increment', s.increment, 'lead_time_days', s.lead_time_days, 'price_breaks', s.price_breaks) end as sku
        from bom_lines b left join skus s on s.id = b.sku_id
        where b.bom_id = ${bomId} and (${where})
        order by b.line_no`,
  );
}

/** The lines of a BOM in line order (or only those `where` keeps), each with its part and offer. */
export async function readLineRows(db: Database, bomId: number, where: SQL = sql`true`): Promise<BomLineRow[]> {
  return queryRows<BomLineRow>(
    db,
    sql`select b.id, b.bom_id, b.line_no, b.row_number, b.part_number, b.manufacturer, b.quantity, b.value, b.description, b.package,
          b.reference_designators, b.designator_count, b.dnp, b.target_price_usd, b.cells, b.match_mode, b.match_state, b.match_kind,
          b.confidence, b.doubts, b.alternative_count, b.goods_id, b.sku_id,
          (select count(*)::int from skus o where o.goods_id = b.goods_id) as offer_total,
          case when g.id is null then null else ${sql.raw(GOODS_JSON)} end as goods,
          case when s.id is null then null else ${sql.raw(SKU_JSON)} end as sku
        from bom_lines b
        left join goods g on g.id = b.goods_id
        left join skus s on s.id = b.sku_id
        where b.bom_id = ${bomId} and (${where})
        order by b.line_no`,
  );
}

/** A line's figures in USD, from its chosen offer at what it needs now. */
export interface LineFigures {
  requiredQty: number;
  orderQty: number;
  usdUnitPrice: number | null;
  usdSubtotal: number | null;
  leadTimeDays: number | null;
  /** Counts in totals, the cart and priced exports: not ignored, not DNP, confirmed, with an offer. */
  counted: boolean;
  needsConfirmation: boolean;
  doubtful: boolean;
}

export function lineFigures(row: BomLineFacts, bom: Pick<BomRow, 'set_count' | 'attrition_percent'>): LineFigures {
  const requiredQty = requiredQuantity(row, { setCount: bom.set_count, attritionPercent: bom.attrition_percent });
  const offer = row.sku && !row.dnp ? offerForLine(row.sku, Math.max(1, requiredQty)) : undefined;
  const confirming = needsConfirmation(row.match_kind, row.match_mode);
  const active = row.match_mode !== 0 && !row.dnp;
  return {
    requiredQty,
    orderQty: offer?.orderQty ?? 0,
    usdUnitPrice: offer?.usdUnitPrice ?? null,
    usdSubtotal: offer?.usdSubtotal ?? null,
    leadTimeDays: offer ? offer.sku.lead_time_days : null,
    counted: active && offer !== undefined && !confirming,
    needsConfirmation: confirming,
    doubtful: active && row.match_mode === 1 && row.goods_id !== null && (confirming || row.doubts.length > 0),
  };
}

/** Everything that turns rows into the contract's lines in the request's language and currency. */
export interface LineContext extends CardContext {
  bom: Pick<BomRow, 'set_count' | 'attrition_percent'>;
}

export async function lineContext(db: Database, bom: BomRow, locale: CardContext['locale'], currency: Currency, currencies: CurrencyBook): Promise<LineContext> {
  return { snapshot: await catalogSnapshot(db), locale, currency, currencies, bom };
}

export function toBomLine(row: BomLineRow, context: LineContext): BomLine {
  const figures = lineFigures(row, context.bom);
  const { currency, currencies } = context;
  const unitPrice = figures.usdUnitPrice === null ? null : currencies.unitPrice(figures.usdUnitPrice, currency);
  const excessQty = figures.usdUnitPrice === null ? 0 : Math.max(0, figures.orderQty - figures.requiredQty);
  return {
    source_id: row.id,
    bom_id: row.bom_id,
    line_no: row.line_no,
    source: {
      row_number: row.row_number,
      part_number: row.part_number,
      manufacturer: row.manufacturer,
      quantity: row.quantity,
      value: row.value,
      description: row.description,
      package: row.package,
      reference_designators: row.reference_designators,
      designator_count: row.designator_count,
      dnp: row.dnp,
      target_price: row.target_price_usd === null ? null : currencies.unitPrice(row.target_price_usd, currency),
    },
    match_state: row.match_state as BomLine['match_state'],
    match_mode: row.match_mode as BomLine['match_mode'],
    match_kind: row.match_kind,
    confidence: row.confidence,
    doubts: row.doubts,
    needs_confirmation: figures.needsConfirmation,
    goods: row.goods ? toGoodsCard(row.goods, context) : null,
    sku: row.sku ? (toSkuOffer(row.sku, context.snapshot, currency, currencies) ?? null) : null,
    required_qty: figures.requiredQty,
    order_qty: figures.orderQty,
    excess_qty: excessQty,
    excess_price: figures.usdUnitPrice === null ? null : currencies.total(excessQty * figures.usdUnitPrice, currency),
    unit_price: unitPrice,
    subtotal_price: figures.usdSubtotal === null ? null : currencies.total(figures.usdSubtotal, currency),
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    offer_count: Math.max(0, row.offer_total - (row.sku_id === null ? 0 : 1)),
    alternative_count: row.alternative_count,
  };
}

/** The header and totals of a BOM from all its lines. */
export function toBomDetail(bom: BomRow, rows: BomLineFacts[], currency: Currency, currencies: CurrencyBook): BomDetail {
  let matched = 0, exact = 0, partial = 0, noStock = 0, unmatched = 0, ignored = 0, doubtful = 0, dnp = 0, usdTotal = 0;
  let longestLead: number | null = null;
  for (const row of rows) {
    const figures = lineFigures(row, bom);
    if (row.dnp) {
      dnp++;
      continue;
    }
    if (row.match_mode === 0) {
      ignored++;
      continue;
    }
    if (row.match_state === 0) unmatched++;
    else if (row.match_state === 1) exact++;
    else if (row.match_state === 2) partial++;
    else noStock++;
    if (figures.doubtful) doubtful++;
    if (figures.counted) {
      matched++;
      usdTotal += figures.usdSubtotal ?? 0;
      longestLead = Math.max(longestLead ?? 0, figures.leadTimeDays ?? 0);
    }
  }
  return {
    bom_id: bom.id,
    bom_name: bom.name,
    file_name: bom.file_name,
    set_count: bom.set_count,
    state: bom.state as BomDetail['state'],
    line_count: rows.length,
    matched_count: matched,
    exact_count: exact,
    partial_count: partial,
    no_stock_count: noStock,
    unmatched_count: unmatched,
    ignored_count: ignored,
    doubtful_count: doubtful,
    dnp_count: dnp,
    attrition_percent: bom.attrition_percent,
    longest_lead_time_days: longestLead,
    total_price: currencies.total(usdTotal, currency),
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    created_time: isoTime(bom.create_time),
    updated_time: isoTime(bom.update_time),
    matched_time: bom.matched_time === null ? null : isoTime(bom.matched_time),
  };
}

/** Header and totals, read afresh. */
export async function readBomDetail(db: Database, bom: BomRow, currency: Currency, currencies: CurrencyBook): Promise<BomDetail> {
  return toBomDetail(bom, await readLineFacts(db, bom.id), currency, currencies);
}
