import { describe, expect, it } from 'vitest';
import { quotePiecesError, quoteRefusal, readPieces } from './quote-rules.ts';
import { formatWantedDate } from './rfq-dates.ts';

const now = new Date('2026-11-10T12:00:00Z');
const quote = { sku_id: 880533, valid_until: '2026-11-18T23:59:59Z', moq: 2500, quantity: 3000 };
const pieces = (value: number) => value.toLocaleString('en-US');

describe('whether a quote can go into the cart', () => {
  it('lets a valid quote for a catalog offer in', () => {
    expect(quoteRefusal(quote, 1, now)).toBeUndefined();
  });

  it('refuses a quote past its validity', () => {
    expect(quoteRefusal({ ...quote, valid_until: '2026-11-10T11:59:59Z' }, 1, now)).toBe('expired');
  });

  it('refuses a quote that is not for a catalog offer', () => {
    expect(quoteRefusal({ ...quote, sku_id: null }, 1, now)).toBe('notCatalog');
  });

  it('refuses every quote of a closed RFQ', () => {
    expect(quoteRefusal(quote, 2, now)).toBe('closed');
  });
});

describe('the pieces asked for a quote', () => {
  it('reads the number as typed, with thousands separators', () => {
    expect(readPieces('2,500')).toBe(2500);
    expect(readPieces('2.5')).toBeUndefined();
    expect(readPieces('')).toBeUndefined();
  });

  it("must lie between the quote's MOQ and its quoted quantity", () => {
    expect(quotePiecesError('2,600', quote, pieces)).toBeUndefined();
    expect(quotePiecesError('2000', quote, pieces)).toBe('Order at least 2,500 pieces at this price');
    expect(quotePiecesError('3001', quote, pieces)).toBe('The quote covers at most 3,000 pieces');
    expect(quotePiecesError('many', quote, pieces)).toBe('Enter a whole number of pieces');
  });
});

describe('a wanted delivery date', () => {
  it('is shown as a date even when its month was entered unpadded', () => {
    expect(formatWantedDate('2027-1-08')).toBe('Jan 8, 2027');
    expect(formatWantedDate('soon')).toBe('soon');
  });
});
