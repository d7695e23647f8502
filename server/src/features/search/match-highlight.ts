import { partNumberKey } from '../../platform/search-keys.ts';

/** How a part number matched the query; highlights are computed on the part-number key and mapped back to the original characters. */
export type MatchKind = 'exact' | 'prefix' | 'contains' | 'fuzzy';

export interface Highlight {
  kind: MatchKind;
  /** Range in the original part number, end exclusive. */
  start: number;
  end: number;
}

/** Maps a [start, end) range of the key onto the original part number's characters. */
export function keyRangeToPartNumber(partNumber: string, keyStart: number, keyEnd: number): { start: number; end: number } {
  if (keyEnd <= keyStart) return { start: 0, end: 0 };
  const positions: number[] = [];
  for (let index = 0; index < partNumber.length; index++) if (/[A-Za-z0-9]/.test(partNumber[index]!)) positions.push(index);
  const start = positions[keyStart];
  const last = positions[keyEnd - 1];
  if (start === undefined || last === undefined) return { start: 0, end: 0 };
  return { start, end: last + 1 };
}

/** Longest stretch the two keys share, as a range of `key` (the fuzzy match's "best matching stretch"). */
export function longestCommonStretch(key: string, query: string): { start: number; end: number } {
  let best = { start: 0, end: 0 };
  let previous = new Array<number>(query.length + 1).fill(0);
  for (let i = 1; i <= key.length; i++) {
    const current = new Array<number>(query.length + 1).fill(0);
    for (let j = 1; j <= query.length; j++) {
      if (key[i - 1] !== query[j - 1]) continue;
      current[j] = previous[j - 1]! + 1;
      if (current[j]! > best.end - best.start) best = { start: i - current[j]!, end: i };
    }
    previous = current;
  }
  return best;
}

/**
 * How `partNumber` matches the normalised query key, with the range to
 * highlight; `fuzzy` with an empty range when only other words matched.
 */
export function describeMatch(partNumber: string, queryKey: string): Highlight {
  const key = partNumberKey(partNumber);
  if (queryKey !== '' && key === queryKey) return { kind: 'exact', ...keyRangeToPartNumber(partNumber, 0, key.length) };
  if (queryKey !== '' && key.startsWith(queryKey)) return { kind: 'prefix', ...keyRangeToPartNumber(partNumber, 0, queryKey.length) };
  const at = queryKey === '' ? -1 : key.indexOf(queryKey);
  if (at >= 0) return { kind: 'contains', ...keyRangeToPartNumber(partNumber, at, at + queryKey.length) };
  const stretch = longestCommonStretch(key, queryKey);
  // A shared stretch of one or two characters highlights noise, not a match.
  if (stretch.end - stretch.start < 3) return { kind: 'fuzzy', start: 0, end: 0 };
  return { kind: 'fuzzy', ...keyRangeToPartNumber(partNumber, stretch.start, stretch.end) };
}
