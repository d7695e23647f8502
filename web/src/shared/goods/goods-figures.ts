import type { GoodsCard } from '@chipmart/generated/internal/model/index';
import { formatMoney, formatNumber } from '@/platform/lib/money.ts';

/** Whole pieces written with the currency's separators, so counts and prices on one row agree. */
export const formatPieces = (count: number, currency: string) => formatNumber(count, 0, currency);

/** The part's lowest unit price at its MOQ, or undefined when it is quoted on request. */
export function cardUnitPrice(goods: Pick<GoodsCard, 'unit_price' | 'currency_code' | 'currency_symbol'>): string | undefined {
  return goods.unit_price === null ? undefined : formatMoney(goods.unit_price, goods.currency_code, goods.currency_symbol, 'unitPrice');
}
