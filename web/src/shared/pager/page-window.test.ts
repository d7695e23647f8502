import { describe, expect, it } from 'vitest';
import { GAP, pageCount, pageWindow } from './page-window.ts';

describe('the pager', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the pages around the current one, with gaps between', () => {
    expect(pageWindow(10, 28)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 28]);
  });

  it('shows a single skipped page as its number rather than a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, GAP, 10]);
  });

  it('stays within the pages that exist at either end', () => {
    expect(pageWindow(1, 28)).toEqual([1, 2, 3, GAP, 28]);
    expect(pageWindow(28, 28)).toEqual([1, GAP, 26, 27, 28]);
  });
});

describe('page count', () => {
  it('is at least one page, and one more for a partly filled last page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});
