import { cellNumber } from '../../platform/cell-number.ts';

export { cellNumber };

/**
 * Numbers in spreadsheet cells as people write them, read by the rules the
 * sell-your-excess page applies to the rows it shows (web/src/platform/lib/parse-number.ts),
 * so a row reads the same whether it was previewed or not: comma or dot
 * thousand separators, a decimal comma, spaces, a currency sign around a price.
 */

/** Pieces: a whole number from 1 to `max`, or undefined. */
export function cellQuantity(text: string, max: number): number | undefined {
  const value = cellNumber(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/** An asking price from 0 to `max` (a currency sign or code around it is ignored); null for an empty cell (an offer is asked for), undefined for no price. */
export function cellPrice(text: string, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  const value = cellNumber(text.replace(/^[^\d.,-]+|[^\d.,]+$/g, ''));
  return Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
}
