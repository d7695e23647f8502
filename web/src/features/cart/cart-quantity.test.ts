import { describe, expect, it } from 'vitest';
import { canStepDown, canStepUp, largestSuppliable, nearestValidQuantities, quantityProblem, readQuantity } from './cart-quantity.ts';

const reel = { moq: 2500, increment: 2500, stock: 12_500 };
const loose = { moq: 10, increment: 5, stock: 1000 };

describe('a typed quantity', () => {
  it('is read with thousands separators, and only as whole pieces', () => {
    expect(readQuantity('2,500')).toBe(2500);
    expect(readQuantity(' 750 ')).toBe(750);
    expect(readQuantity('2.5')).toBeUndefined();
    expect(readQuantity('0')).toBeUndefined();
    expect(readQuantity('ten')).toBeUndefined();
  });

  it('names the first rule it breaks: below the MOQ, off the multiple, then above the stock', () => {
    expect(quantityProblem(1000, reel)).toBe('belowMoq');
    expect(quantityProblem(3000, reel)).toBe('notMultiple');
    expect(quantityProblem(15_000, reel)).toBe('aboveStock');
    expect(quantityProblem(5000, reel)).toBeUndefined();
  });
});

describe('the quantities offered instead of a wrong one', () => {
  it('are the valid ones just below and just above it', () => {
    expect(nearestValidQuantities(3000, reel)).toEqual([2500, 5000]);
    expect(nearestValidQuantities(13, loose)).toEqual([10, 15]);
  });

  it('start at the MOQ rounded up to the multiple when the wanted quantity is below it', () => {
    expect(nearestValidQuantities(1000, reel)).toEqual([2500]);
    expect(nearestValidQuantities(3, { moq: 12, increment: 5, stock: 100 })).toEqual([15]);
  });

  it('never exceed what the stock can supply', () => {
    expect(nearestValidQuantities(12_600, reel)).toEqual([12_500]);
    expect(nearestValidQuantities(3000, { ...reel, stock: 4000 })).toEqual([2500]);
  });

  it('are none when the stock is below the least order', () => {
    expect(nearestValidQuantities(3000, { ...reel, stock: 2000 })).toEqual([]);
  });
});

describe('an understocked line', () => {
  it('is offered the most pieces the stock supplies within the rules', () => {
    expect(largestSuppliable({ moq: 2500, increment: 2500, stock: 7400 })).toBe(5000);
    expect(largestSuppliable({ moq: 1, increment: 1, stock: 37 })).toBe(37);
  });

  it('is offered nothing when the stock is below the MOQ', () => {
    expect(largestSuppliable({ moq: 100, increment: 10, stock: 90 })).toBeUndefined();
  });
});

describe('the plus and minus buttons', () => {
  it('stop at the MOQ going down (the line is removed instead)', () => {
    expect(canStepDown({ ...reel, cart_num: 2500 })).toBe(false);
    expect(canStepDown({ ...reel, cart_num: 5000 })).toBe(true);
  });

  it('stop where the next multiple is more than the stock', () => {
    expect(canStepUp({ ...reel, cart_num: 12_500 })).toBe(false);
    expect(canStepUp({ ...reel, cart_num: 10_000 })).toBe(true);
  });
});
