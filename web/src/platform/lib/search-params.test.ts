import { describe, expect, it } from 'vitest';
import { flag, integer, listOf, oneOf, searchSchema, text } from './search-params.ts';

describe('text from a shared link', () => {
  it('reads a part number the router parsed as a number back as the text it was', () => {
    expect(text()(358)).toBe('358');
    expect(text()(true)).toBe('true');
  });

  it('trims typed spaces and drops text longer than allowed', () => {
    const keyword = text({ trim: true, max: 5 });
    expect(keyword('  LM358 ')).toBe('LM358');
    expect(keyword('LM358DR')).toBeUndefined();
  });

  it('drops text that is empty after trimming when some text is required', () => {
    expect(text({ trim: true, min: 1 })('   ')).toBeUndefined();
  });

  it('drops text that does not have the expected form', () => {
    const letter = text({ pattern: /^[A-Z]$/ });
    expect(letter('T')).toBe('T');
    expect(letter('ab')).toBeUndefined();
  });

  it('keeps a return address only when it is text, not a number the router made of it', () => {
    const address = text({ coerce: false });
    expect(address('/myaccount')).toBe('/myaccount');
    expect(address(42)).toBeUndefined();
  });

  it('drops a repeated key or an object rather than showing it as garbled text', () => {
    expect(text()(['a', 'b'])).toBeUndefined();
    expect(text()({ a: 1 })).toBeUndefined();
    expect(text()(null)).toBeUndefined();
  });
});

describe('whole numbers from a shared link', () => {
  it('reads a page number written as a number or as digits', () => {
    expect(integer()(2)).toBe(2);
    expect(integer()('02')).toBe(2);
  });

  it('drops a malformed page number, so the first page shows', () => {
    const page = integer();
    for (const malformed of [0, -3, 1.5, 'x', '', '1e3', true, Number.MAX_SAFE_INTEGER + 2]) expect(page(malformed)).toBeUndefined();
  });

  it('keeps a number within the allowed range only', () => {
    const page = integer({ max: 10_000 });
    expect(page(10_000)).toBe(10_000);
    expect(page(10_001)).toBeUndefined();
    expect(integer({ min: 0 })(0)).toBe(0);
  });
});

describe('switches from a shared link', () => {
  it('keeps on and off, and drops anything that is not a yes/no', () => {
    expect(flag()(true)).toBe(true);
    expect(flag()(false)).toBe(false);
    expect(flag()('maybe')).toBeUndefined();
    expect(flag()(1)).toBeUndefined();
  });
});

describe('a choice from a shared link', () => {
  it('keeps a known choice and drops an unknown one', () => {
    const sort = oneOf(['price_asc', 'price_desc']);
    expect(sort('price_asc')).toBe('price_asc');
    expect(sort('cheapest')).toBeUndefined();
    expect(sort(1)).toBeUndefined();
  });
});

describe('lists from a shared link', () => {
  const manufacturers = listOf(integer(), { max: 3 });

  it('a shared link with one manufacturer id lists that manufacturer', () => {
    expect(manufacturers(9)).toEqual([9]);
    expect(manufacturers('9')).toEqual([9]);
  });

  it('keeps every item of a well-formed list, in order', () => {
    expect(manufacturers([9, '11', 4])).toEqual([9, 11, 4]);
  });

  it('drops the whole list when one item is malformed, so no half filter is applied', () => {
    expect(manufacturers([9, 'x'])).toBeUndefined();
  });

  it('drops a list longer than any filter panel makes', () => {
    expect(manufacturers([1, 2, 3, 4])).toBeUndefined();
  });

  it('leaves a missing list missing', () => {
    expect(manufacturers(undefined)).toBeUndefined();
  });
});

describe('a page search reader', () => {
  const listing = searchSchema({ keyword: text({ trim: true }), mfr: listOf(integer()), stock: flag(), page: integer() });

  it('keeps what the page understands and leaves out malformed and unknown keys', () => {
    expect(listing({ keyword: ' grm ', mfr: 9, stock: 'maybe', page: 0, utm_source: 'mail' })).toEqual({ keyword: 'grm', mfr: [9] });
  });

  it('omits a dropped value entirely, so it does not come back into the URL', () => {
    expect(Object.keys(listing({ page: -1, stock: true }))).toEqual(['stock']);
  });

  it('reads its own result the same way again, as the router does', () => {
    const once = listing({ keyword: ' grm ', mfr: '9', stock: true, page: '2' });
    expect(listing(once)).toEqual(once);
  });

  it('does not read keys inherited from the object prototype', () => {
    expect(searchSchema({ toString: text() })({})).toEqual({});
  });
});
