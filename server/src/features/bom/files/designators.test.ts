import { describe, expect, it } from 'vitest';
import { countDesignators } from './designators.ts';

describe('counting reference designators', () => {
  it.each([
    ['R1-R5', 5],
    ['C1,C2,C3', 3],
    ['R1, R2;R7', 3],
    ['U1 U2', 2],
    ['R1-R5, R8', 6],
    ['C1, C3-C13', 12],
    ['R1 - R4', 4],
    ['R1~R4', 4],
    ['R1–R4', 4],
    ['C1、C2，C3；C4', 4],
    ['R1-5', 5],
    ['U1', 1],
    ['  R1 ,\n R2  ', 2],
  ])('counts %j as %i', (text, count) => {
    expect(countDesignators(text)).toBe(count);
  });

  it('counts a range written backwards', () => {
    expect(countDesignators('R10-R7')).toBe(4);
  });

  it('counts a range between different letters, or absurdly long, as its two ends', () => {
    expect(countDesignators('R1-C3')).toBe(2);
    expect(countDesignators('R1-R20000')).toBe(2);
    expect(countDesignators('R1-R10000')).toBe(10_000);
  });

  it('counts a hyphenated designator that is no range as one', () => {
    expect(countDesignators('J1-A, J2')).toBe(2);
  });

  it('counts nothing in an empty cell', () => {
    expect(countDesignators('')).toBe(0);
    expect(countDesignators('  , ; ')).toBe(0);
    expect(countDesignators('-')).toBe(0);
  });
});
