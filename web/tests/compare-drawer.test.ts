import { expect, it } from 'vitest';
import { emptyCompareList } from '../src/features/compare/compare-list.ts';
import { addToCompare, compareStore, removeFromCompare } from '../src/features/compare/compare-store.ts';
import { drawerStore, followCompareUpdates } from '../src/site/drawer/drawer-store.ts';

const part = (n: number) => ({ goods_page_url: `/product-detail/${n}`, part_number: `PART-${n}`, brand_name: 'Texas Instruments', icons: '' });

it('reopens the compare drawer after a change while it has parts, not once it is empty', () => {
  compareStore.set(emptyCompareList);
  const stop = followCompareUpdates();
  drawerStore.set('none');
  addToCompare(7, part(7));
  expect(drawerStore.get()).toBe('compare');
  drawerStore.set('none');
  removeFromCompare(7);
  expect(drawerStore.get()).toBe('none');
  stop();
});
