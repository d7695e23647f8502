/**
 * Numbers in spreadsheet cells as people write them, read by the rules the
 * sell-your-excess page applies to the rows it shows (web/src/platform/lib/parse-number.ts),
 * so a row reads the same whether it was previewed or not: comma or dot
 * thousand separators, a decimal comma, spaces, a currency sign around a price.
 */

/** The number a cell holds, or NaN. When both marks appear the last is the decimal mark; a lone comma before exactly three digits groups thousands. */
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
    const thousandsOnly = trimmed.split(',').length > 2 || /^-?\d{1,3},\d{3}$/.test(trimmed);
    normalized = thousandsOnly ? trimmed.split(',').join('') : trimmed.replace(',', '.');
  } else {
    normalized = trimmed.split('.').length > 2 ? trimmed.split('.').join('') : trimmed;
  }
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

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
