/**
 * Numbers in spreadsheet cells as people write them, by the rules the web
 * app's number inputs apply (web/src/platform/lib/parse-number.ts; a test
 * keeps the two equal), so "1,500" is fifteen hundred everywhere in the shop
 * and "1,5" one and a half: comma or dot thousand separators, a decimal
 * comma, spaces; when both marks appear the last is the decimal mark; a lone
 * comma before exactly three digits groups thousands (unless the number
 * starts with 0: "0,004" is four thousandths), a lone dot is a decimal point.
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
