/**
 * Reads a number typed by a person: comma or dot thousand separators and a
 * decimal comma are accepted. When both marks appear, the last one is the
 * decimal mark; a lone mark followed by exactly three digits is read as a
 * thousands separator only when it is a comma and the number does not start
 * with 0 (so "1,500" is 1500, "1,5" is 1.5 and "0,004" is 0.004), and a lone
 * dot is always the decimal mark.
 * Returns NaN for text that is not a number.
 */
export function parseNumber(text: string): number {
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
    const commas = trimmed.split(',').length - 1;
    // "0,004" is a price in euros, never four thousand: a leading 0 groups nothing.
    const thousandsOnly = commas > 1 || /^-?[1-9]\d{0,2},\d{3}$/.test(trimmed);
    normalized = thousandsOnly ? trimmed.split(',').join('') : trimmed.replace(',', '.');
  } else {
    const dots = trimmed.split('.').length - 1;
    normalized = dots > 1 ? trimmed.split('.').join('') : trimmed;
  }
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}
