/**
 * Counting the reference designators of a BOM line, so a row without a
 * quantity takes one piece per designator and a quantity that disagrees
 * with its designators can be pointed out.
 */

/** A span longer than this is a typo ("R1-R10000" for "R1, R10000"), not a board. */
const LONGEST_RANGE = 10_000;

/** Hyphens, dashes and tildes (Chinese tools write "R1~R5") joining two designators, spaces around them dropped. */
const RANGE_MARK = /\s*[-‐‑–—~～]\s*/g;
/** Commas, semicolons and spaces between designators, the ideographic ones included. */
const SEPARATORS = /[\s,;，；、]+/;
/** One end of a range: letters then a number ("R12"); the second end may leave out the letters ("R1-5"). */
const RANGE = /^([a-z]+)(\d+)-([a-z]*)(\d+)$/i;

/**
 * How many designators a cell lists: "R1-R5" is 5, "C1,C2,C3" 3,
 * "R1, R2;R7" 3, "U1 U2" 2, "R1-R5, R8" 6, "R10-R7" 4. A range whose ends
 * have different letters ("R1-C3") or that spans more than 10,000 counts as
 * its two ends; a hyphenated name that is no range ("J1-A") as one.
 */
export function countDesignators(text: string): number {
  let count = 0;
  for (const token of text.replace(RANGE_MARK, '-').split(SEPARATORS)) {
    if (token === '' || /^-+$/.test(token)) continue;
    count += tokenCount(token);
  }
  return count;
}

function tokenCount(token: string): number {
  const range = RANGE.exec(token);
  if (!range) return 1;
  const [, prefix, first, endPrefix, last] = range as unknown as [string, string, string, string, string];
  if (endPrefix !== '' && endPrefix.toUpperCase() !== prefix.toUpperCase()) return 2;
  const span = Math.abs(Number(last) - Number(first)) + 1;
  return span > LONGEST_RANGE ? 2 : span;
}
