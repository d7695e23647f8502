import { createHash } from 'node:crypto';

/**
 * What identifies a BOM's header row, to offer a buyer the column mapping
 * they chose for the same export tool's header before (decision 87). Each
 * cell is compared as people see it: width variants made one (NFKC:
 * full-width "Ｑｔｙ" is "Qty"), trimmed, lower case, runs of spaces made
 * one. Positions count (the mapping is by column), blank cells past the
 * last title do not. The result is a SHA-256 in hex: a fixed 64 characters
 * to store and index, however long the titles.
 */
export function headerSignature(cells: readonly string[]): string {
  const titles = cells.map((cell) => cell.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' '));
  while (titles.length > 0 && titles[titles.length - 1] === '') titles.pop();
  return createHash('sha256').update(JSON.stringify(titles)).digest('hex');
}
