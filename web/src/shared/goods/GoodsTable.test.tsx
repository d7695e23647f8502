import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goodsCard as card } from '../../../tests/fixtures.ts';
import { inertGoodsActions, renderInShop } from '../../../tests/render.tsx';
import type { GoodsActionHandlers } from './goods-actions-context.ts';
import { GoodsTable } from './GoodsTable.tsx';
import { splitHighlights } from './highlight.ts';

async function renderTable(rows: Parameters<typeof GoodsTable>[0]['rows'], highlights?: Record<number, { start: number; end: number }[]>, goodsActions = inertGoodsActions) {
  await renderInShop(() => <GoodsTable rows={rows} caption="Results" highlights={highlights} />, goodsActions);
  return screen.findByRole('table', { name: 'Results' });
}

describe('parts table', () => {
  it('marks the matched part of each part number', async () => {
    const table = await renderTable([card(1, 'STM32F103C8T6')], { 1: [{ start: 0, end: 7 }] });
    expect(within(table).getByText('STM32F1').tagName).toBe('MARK');
    expect(within(table).getByRole('link', { name: 'STM32F103C8T6' }).getAttribute('href')).toBe('/product-detail/1');
  });

  it('shows stock, lead time, order rules and the unit price in the response currency', async () => {
    const table = await renderTable([card(1, 'STM32F103C8T6')]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('48.200');
    expect(within(row).getByText('ARM Cortex-M3 MCU')).toBeTruthy();
    expect(row.textContent).toContain('Min. 10 · ×5');
    expect(row.textContent).toContain('€2,35000');
  });

  it('says a part without price is quoted on request', async () => {
    const table = await renderTable([{ ...card(1, 'LM358P'), unit_price: null }]);
    expect(within(table).getByText('Quote on request')).toBeTruthy();
  });

  it("hands a row's part to the RFQ, compare and cart actions the page is given", async () => {
    const add = vi.fn(async () => {});
    const actions: GoodsActionHandlers = { addToRfq: vi.fn(), addToCompare: vi.fn(), useAddToCart: () => ({ add, isAdding: false }) };
    const part = card(1, 'STM32F103C8T6');
    await renderTable([part], undefined, actions);
    fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the RFQ list' }));
    expect(actions.addToRfq).toHaveBeenCalledWith(part, undefined, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the compare list' }));
    expect(actions.addToCompare).toHaveBeenCalledWith(part);
    fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the cart' }));
    expect(add).toHaveBeenCalledWith(part, undefined, undefined);
  });

  it('disables the cart button while the part is being added', async () => {
    await renderTable([card(1, 'STM32F103C8T6')], undefined, { ...inertGoodsActions, useAddToCart: () => ({ add: async () => {}, isAdding: true }) });
    expect(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the cart' })).toHaveProperty('disabled', true);
  });
});

describe('highlight ranges', () => {
  it('clamp ranges that overshoot and merge overlapping ones', () => {
    expect(splitHighlights('LM358DR', [{ start: 3, end: 99 }, { start: 0, end: 4 }])).toEqual([{ text: 'LM358DR', marked: true }]);
  });

  it('leave the text plain without ranges', () => {
    expect(splitHighlights('LM358DR', [{ start: 2, end: 2 }])).toEqual([{ text: 'LM358DR', marked: false }]);
  });
});
