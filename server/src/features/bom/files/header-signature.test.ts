import { describe, expect, it } from 'vitest';
import { headerSignature } from './header-signature.ts';

describe('header signatures', () => {
  it('is the same for the same export tool, whatever the case, spacing, width or blank columns after it', () => {
    const kicad = headerSignature(['Reference', 'Value', 'Datasheet', 'Footprint', 'Qty', 'DNP']);
    expect(headerSignature([' reference', 'VALUE ', 'Datasheet', 'Footprint', 'Ｑｔｙ', 'dnp', '', ' '])).toBe(kicad);
    expect(headerSignature(['Part  Number', 'Qty'])).toBe(headerSignature(['part number', 'qty']));
    expect(kicad).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when a column moves, is added or is renamed', () => {
    const header = ['Part Number', 'Manufacturer', 'Qty'];
    expect(headerSignature(['Manufacturer', 'Part Number', 'Qty'])).not.toBe(headerSignature(header));
    expect(headerSignature(['', 'Part Number', 'Manufacturer', 'Qty'])).not.toBe(headerSignature(header));
    expect(headerSignature(['Part Number', 'Manufacturer', 'Quantity'])).not.toBe(headerSignature(header));
    // Cells are kept apart: "a,b" in one cell is not "a" and "b" in two.
    expect(headerSignature(['a,b'])).not.toBe(headerSignature(['a', 'b']));
  });
});
