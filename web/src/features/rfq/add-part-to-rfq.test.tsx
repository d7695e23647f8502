import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { toastStore } from '@/ui/toast-store.ts';
import { goodsCard as card } from '../../../tests/fixtures.ts';
import { inertGoodsActions, renderInShop } from '../../../tests/render.tsx';
import { addPartToRfq } from './add-part-to-rfq.ts';
import { rfqStore } from './rfq-store.ts';

beforeEach(() => {
  rfqStore.set([]);
  toastStore.set([]);
});

it("adds a parts table row to the RFQ list with the row's RFQ button, with its manufacturer and package", async () => {
  await renderInShop(() => <GoodsTable rows={[card(1, 'STM32F103C8T6')]} caption="Results" />, { ...inertGoodsActions, addToRfq: addPartToRfq });
  fireEvent.click(await screen.findByRole('button', { name: 'Add STM32F103C8T6 to the RFQ list' }));
  expect(rfqStore.get()).toMatchObject([{ part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', package: 'LQFP-48', goods_id: 1, qty: 1 }]);
  expect(toastStore.get().at(-1)?.text).toBe('STM32F103C8T6 is in your RFQ list');
});
