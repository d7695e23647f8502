import { describe, expect, it } from 'vitest';
import { cellQuantity, cellTargetPrice } from './cell-numbers.ts';

const MAX = 10_000_000;

describe('quantities in BOM cells', () => {
  it.each([
    ['2', 2],
    ['2.0', 2],
    ['2,0', 2],
    ['1,000', 1000],
    ['1.000', 1000],
    ['1 000', 1000],
    ['12,500', 12500],
    ['2 pcs', 2],
    ['4PCS', 4],
    ['10 ea', 10],
    ['3 Stk.', 3],
    ['2 шт', 2],
    ['5个', 5],
    [' 7 ', 7],
  ])('reads %j as %i pieces', (cell, pieces) => {
    expect(cellQuantity(cell, MAX)).toBe(pieces);
  });

  it.each(['2.5', '1,5', '0', '-1', 'TBD', '2-3', '2/board', 'x2', '', '10000001'])('does not read %j as pieces', (cell) => {
    expect(cellQuantity(cell, MAX)).toBeUndefined();
  });
});

describe('target prices in BOM cells', () => {
  it.each([
    ['1.20', 1.2],
    ['$1.20', 1.2],
    ['US$ 1.20', 1.2],
    ['1,20 €', 1.2],
    ['0,004 €', 0.004],
    ['¥0.5', 0.5],
    ['0.5 CNY', 0.5],
    ['1,200', 1200],
    ['1.234,50', 1234.5],
    ['0', 0],
  ])('reads %j as %d', (cell, price) => {
    expect(cellTargetPrice(cell)).toBe(price);
  });

  it.each(['', '  ', 'TBD', '-', 'call', '-1.20'])('reads %j as no target price', (cell) => {
    expect(cellTargetPrice(cell)).toBeNull();
  });
});
