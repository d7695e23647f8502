import type { components } from '@chipmart/generated/internal/types';
import type { UsdPriceBreak } from '../../platform/db/schema/index.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

export type SkuOffer = components['schemas']['SkuOffer'];

/** A SKU as read with its part (json_build_object in the queries). */
export interface SkuRow {
  id: number;
  goods_id: number;
  supplier_id: number;
  stock: number;
  moq: number;
  increment: number;
  lead_time_days: number;
  date_code: string;
  packaging: string;
  price_breaks: UsdPriceBreak[];
  updated_at: string;
}

/** SQL (json) of a part's SKUs, for a sub-select over `skus s`. */
export const SKU_JSON =
  "json_build_object('id', s.id, 'goods_id', s.goods_id, 'supplier_id', s.supplier_id, 'stock', s.stock, 'moq', s.moq, 'increment', s.increment, 'lead_time_days', s.lead_time_days, 'date_code', s.date_code, 'packaging', s.packaging, 'price_breaks', s.price_breaks, 'updated_at', s.updated_at)";

/** The quantity actually ordered for a wish: at least the MOQ, rounded up to the order multiple. */
export function orderableQuantity(wanted: number, moq: number, increment: number): number {
  const atLeastMoq = Math.max(wanted, moq, 1);
  const step = Math.max(increment, 1);
  return Math.ceil(atLeastMoq / step) * step;
}

/** Unit price in USD at a quantity: the highest break not above it (the first break below the first). */
export function usdUnitPriceAt(breaks: UsdPriceBreak[], quantity: number): number | null {
  const sorted = [...breaks].sort((a, b) => a.num - b.num);
  if (sorted.length === 0) return null;
  let price = sorted[0]!.price;
  for (const entry of sorted) if (entry.num <= quantity) price = entry.price;
  return price;
}

export function toSkuOffer(row: SkuRow, snapshot: CatalogSnapshot, currency: Currency, currencies: CurrencyBook): SkuOffer | undefined {
  const breaks = [...row.price_breaks].sort((a, b) => a.num - b.num);
  // An offer without prices cannot be shown as one (quote-only stock is handled by RFQ).
  if (breaks.length === 0) return undefined;
  const supplier = snapshot.suppliers.get(row.supplier_id);
  return {
    sku_id: row.id,
    goods_id: row.goods_id,
    supplier_id: row.supplier_id,
    supplier_name: supplier?.name ?? '',
    supplier_code: supplier?.code ?? '',
    stock: Math.max(0, row.stock),
    moq: Math.max(1, row.moq),
    increment: Math.max(1, row.increment),
    lead_time_days: Math.max(0, row.lead_time_days),
    date_code: row.date_code,
    packaging: row.packaging,
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    price_range: breaks.map((entry) => ({ num: Math.max(1, entry.num), price: currencies.unitPrice(entry.price, currency) })),
  };
}

/** The detail page's order: offers in stock first, then the lowest price at MOQ. */
export function compareForDetail(a: SkuRow, b: SkuRow): number {
  const stocked = Number(b.stock > 0) - Number(a.stock > 0);
  if (stocked !== 0) return stocked;
  return (usdUnitPriceAt(a.price_breaks, a.moq) ?? Infinity) - (usdUnitPriceAt(b.price_breaks, b.moq) ?? Infinity) || a.id - b.id;
}

export type OfferSort = 'price_asc' | 'stock_desc' | 'lead_time_asc' | 'moq_asc';

/** Orders offers as the supplier list asks; prices are compared at the wanted quantity (or each MOQ). */
export function sortOffers(rows: SkuRow[], sort: OfferSort, quantity: number | undefined): SkuRow[] {
  const priceOf = (row: SkuRow) => usdUnitPriceAt(row.price_breaks, orderableQuantity(quantity ?? row.moq, row.moq, row.increment)) ?? Infinity;
  const orders: Record<OfferSort, (a: SkuRow, b: SkuRow) => number> = {
    price_asc: (a, b) => priceOf(a) - priceOf(b),
    stock_desc: (a, b) => b.stock - a.stock,
    lead_time_asc: (a, b) => a.lead_time_days - b.lead_time_days,
    moq_asc: (a, b) => a.moq - b.moq,
  };
  return [...rows].sort((a, b) => orders[sort](a, b) || a.id - b.id);
}
