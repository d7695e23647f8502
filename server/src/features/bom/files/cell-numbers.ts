import { cellNumber } from '../../../platform/cell-number.ts';

export { cellNumber };

/**
 * Quantities and prices in BOM cells as people write them; the number
 * itself is read by the shop-wide rule (platform/cell-number.ts).
 */

/**
 * A unit after a quantity, as BOMs write it: "2 pcs", "4pc", "10 ea",
 * "3 St.", "2 шт", "5个", "5 只", "2 개". Letters only, so "2-3" or "2/board"
 * stay unreadable.
 */
const UNIT = /^(?<number>.*?\d)\s*(?<unit>\p{L}[\p{L}.]{0,9})?$/u;

/**
 * Pieces per set: a whole number from 1 to `max` ("2", "2.0", "1,000",
 * "1.000", "2 pcs"), or undefined for anything else ("2.5", "0", "-1", "TBD").
 */
export function cellQuantity(text: string, max: number): number | undefined {
  const number = UNIT.exec(text.trim())?.groups?.number;
  if (number === undefined) return undefined;
  // Pieces are whole: "1.000" is a thousand written the German way, not one with three zero decimals.
  const value = /^\d{1,3}(\.\d{3})+$/.test(number) ? Number(number.replace(/\./g, '')) : cellNumber(number);
  return Number.isSafeInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/** A currency sign or code around a price: "$1.20", "US$ 1.20", "1,20 €", "¥0.5", "0.5 CNY", "1.2 руб.". */
const AROUND_PRICE = /^[^\d.,-]+|[^\d.,]+$/g;

/**
 * A target unit price, 0 or more ("1.20", "$1.20", "1,20 €" is 1.2,
 * "1,200" 1200); null for an empty cell or one that holds no price ("TBD",
 * "-", "call"): a target price is a wish, not worth losing the line over.
 */
export function cellTargetPrice(text: string): number | null {
  const bare = text.trim().replace(AROUND_PRICE, '');
  if (bare === '') return null;
  const value = cellNumber(bare);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
