import type { BomDetail, BomSummary } from '@chipmart/generated/internal/model/index';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';

type Priced = { currency_code: string; currency_symbol: string };

/** A total (a BOM's, a line's subtotal or excess) in the answer's currency. */
export const totalText = (value: number, priced: Priced): string => formatMoney(value, priced.currency_code, priced.currency_symbol, 'total');

/** A unit price in the answer's currency, up to 5 decimals. */
export const unitPriceText = (value: number, priced: Priced): string => formatMoney(value, priced.currency_code, priced.currency_symbol, 'unitPrice');

/** A count of pieces or lines, grouped the way the currency's numbers are. */
export const countText = (value: number, priced: Pick<Priced, 'currency_code'>): string => formatPieces(value, priced.currency_code);

/** When a BOM was created or changed, in the page's language (14 Mar 2026, 09:12). */
export const bomMoment = (iso: string): string => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });

/** The header's and the list's totals read the same. */
export type BomTotals = Pick<BomDetail | BomSummary, 'total_price' | 'currency_code' | 'currency_symbol'>;
