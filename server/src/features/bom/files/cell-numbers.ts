/**
 * Quantities and prices in BOM cells as people write them, by the rules the
 * web app's number inputs (web/src/platform/lib/parse-number.ts) and the
 * excess lists (supplier/cell-numbers.ts) apply, so "1,500" is fifteen
 * hundred everywhere in the shop and "1,5" one and a half: comma or dot
 * thousand separators, a decimal comma, spaces; when both marks appear the
 * last is the decimal mark; a lone comma before exactly three digits groups
 * thousands (unless it is a 0: "0,004" is four thousandths), a lone dot
 * is a decimal point.
 */

/** The number a cell holds, or NaN. */
export function cellNumber(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(trimmed) || !/\d/.test(trimmed)) return Number.NaN;
  const lastComma = trimmed.lastIndexOf(',');
  const lastDot = trimmed.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normalized = trimmed.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // "0,004" is a price in euros, never four thousand: a leading 0 groups nothing.
    const thousandsOnly = trimmed.split(',').length > 2 || /^-?[1-9]\d{0,2},\d{3}$/.test(trimmed);
    normalized = thousandsOnly ? trimmed.split(',').join('') : trimmed.replace(',', '.');
  } else {
    normalized = trimmed.split('.').length > 2 ? trimmed.split('.').join('') : trimmed;
  }
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

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
