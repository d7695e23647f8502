import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellNumber } from '../server/src/platform/cell-number.ts';
import { parseNumber } from '../web/src/platform/lib/parse-number.ts';

/**
 * The excess page reads the rows it previews in the browser (web parseNumber) and the server reads
 * the rows past the preview and every BOM (cellNumber); web and server share no code, so this keeps the two readings
 * one: a row must mean the same quantity and price whether it was shown or not.
 */
const numberText = fc.oneof(
  fc.stringMatching(/^-?[0-9]{1,3}([.,][0-9]{3}){0,3}([.,][0-9]{1,4})?$/),
  fc.stringMatching(/^ ?-?[0-9 .,]{1,12} ?$/),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.string({ maxLength: 12 }),
);

describe('numbers in spreadsheet cells', () => {
  it('read the same on the sell-your-excess page and on the server, for any text', () => {
    fc.assert(
      fc.property(numberText, (text) => {
        expect(cellNumber(text)).toBe(parseNumber(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('read the ways people write them', () => {
    for (const [text, value] of [['2,400', 2400], ['1.234,5', 1234.5], ['1,5', 1.5], [' 12 000 ', 12000], ['0.0031', 0.0031], ['abc', Number.NaN]] as const) {
      expect([cellNumber(text), parseNumber(text)]).toEqual([value, value]);
    }
  });
});
