import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY } from '@/platform/constants.ts';
import { addCompareItem, canCompare, compareCountText, emptyCompareList, type CompareList } from './compare-list.ts';
import { clearCompare, compareStore } from './compare-store.ts';

const part = (n: number) => ({ goods_page_url: `/product-detail/${n}`, part_number: `PART-${n}`, brand_name: 'Texas Instruments', icons: '' });

function listOf(count: number): CompareList {
  let list = emptyCompareList;
  for (let id = 1; id <= count; id += 1) list = addCompareItem(list, id, part(id)).list;
  return list;
}

describe('compare list', () => {
  it('holds at most 5 parts', () => {
    const full = listOf(5);
    expect(addCompareItem(full, 6, part(6))).toEqual({ list: full, outcome: 'full' });
  });

  it('shows its count out of 5', () => {
    expect(compareCountText(listOf(3))).toBe('3/5');
  });

  it('cannot compare fewer than 2 parts', () => {
    expect(canCompare(listOf(1))).toBe(false);
    expect(canCompare(listOf(2))).toBe(true);
  });

  it('keeps ids in order with an id-to-item map', () => {
    const list = listOf(2);
    expect(list.ids).toEqual([1, 2]);
    expect(list.items[2]?.part_number).toBe('PART-2');
  });

  it('follows changes made in another tab', () => {
    clearCompare();
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(listOf(2)));
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    expect(compareStore.get().ids).toEqual([1, 2]);
  });
});
