import { describe, expect, it } from 'vitest';
import { meetsOrderRules, priceBreakFor, priceForQuantity, roundToOrderRules } from './quantity-price.ts';

const breaks = [
  { num: 4000, price: 0.0038 },
  { num: 20000, price: 0.0034 },
  { num: 100000, price: 0.0031 },
];

describe('order quantity rounding', () => {
  it('raises a quantity below the MOQ to the MOQ', () => {
    expect(roundToOrderRules(1, { moq: 4000, increment: 4000 })).toBe(4000);
  });

  it('rounds up to the next order multiple', () => {
    expect(roundToOrderRules(4001, { moq: 4000, increment: 4000 })).toBe(8000);
    expect(roundToOrderRules(150, { moq: 100, increment: 100 })).toBe(200);
  });

  it('keeps a quantity that already follows the rules', () => {
    expect(roundToOrderRules(300, { moq: 100, increment: 100 })).toBe(300);
    expect(meetsOrderRules(300, { moq: 100, increment: 100 })).toBe(true);
    expect(meetsOrderRules(250, { moq: 100, increment: 100 })).toBe(false);
  });

  it('starts at a multiple of the increment when the MOQ is not one', () => {
    expect(roundToOrderRules(1, { moq: 25, increment: 10 })).toBe(30);
  });

  it('treats an empty or invalid quantity as the smallest order', () => {
    expect(roundToOrderRules(Number.NaN, { moq: 10, increment: 5 })).toBe(10);
    expect(roundToOrderRules(-3, { moq: 10, increment: 5 })).toBe(10);
  });
});

describe('price break for a quantity', () => {
  it('uses the largest break not above the quantity', () => {
    expect(priceBreakFor(breaks, 20000)?.price).toBe(0.0034);
    expect(priceBreakFor(breaks, 99999)?.price).toBe(0.0034);
    expect(priceBreakFor(breaks, 250000)?.price).toBe(0.0031);
  });

  it('uses the first break below the first quantity', () => {
    expect(priceBreakFor(breaks, 10)?.num).toBe(4000);
  });

  it('finds nothing without breaks', () => {
    expect(priceBreakFor([], 10)).toBeUndefined();
    expect(priceForQuantity([], 10)).toBeUndefined();
  });

  it('gives the unit price and the total for the quantity', () => {
    expect(priceForQuantity(breaks, 20000)).toEqual({ unitPrice: 0.0034, total: 68 });
  });
});
