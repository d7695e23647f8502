import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number.ts';

describe('numbers typed by people are read the way they meant them', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1,5', 1.5],
    ['0,00123', 0.00123],
    ['2,500', 2500],
    ['12.5', 12.5],
    [' 3 000 ', 3000],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('rejects text that is not a number', () => {
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('1,2,3.4.5')).toBeNaN();
  });
});
