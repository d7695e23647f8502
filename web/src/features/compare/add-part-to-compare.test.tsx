import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { toastStore } from '@/ui/toast-store.ts';
import { goodsCard as card } from '../../../tests/fixtures.ts';
import { inertGoodsActions, renderInShop } from '../../../tests/render.tsx';
import { addPartToCompare } from './add-part-to-compare.ts';
import { clearCompare, compareStore } from './compare-store.ts';

beforeEach(() => {
  clearCompare();
  toastStore.set([]);
});

it("adds a parts table row to the compare list with the row's compare button and says how full it is", async () => {
  await renderInShop(() => <GoodsTable rows={[card(1, 'STM32F103C8T6')]} caption="Results" />, { ...inertGoodsActions, addToCompare: addPartToCompare });
  fireEvent.click(await screen.findByRole('button', { name: 'Add STM32F103C8T6 to the compare list' }));
  expect(compareStore.get().ids).toEqual([1]);
  expect(toastStore.get().at(-1)?.text).toBe('STM32F103C8T6 added to the compare list (1/5)');
  fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the compare list' }));
  expect(toastStore.get().at(-1)?.text).toBe('STM32F103C8T6 is already in the compare list (1/5)');
});
