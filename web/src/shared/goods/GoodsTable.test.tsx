import type { GoodsCard } from '@chipmart/generated/internal/model/index';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCompare, compareStore } from '@/features/compare/compare-store.ts';
import { rfqStore } from '@/features/rfq/rfq-store.ts';
import { toastStore } from '@/ui/toast-store.ts';
import { GoodsTable } from './GoodsTable.tsx';
import { splitHighlights } from './highlight.ts';

const card = (goods_id: number, part_number: string): GoodsCard => ({
  goods_id,
  part_number,
  brand_id: 12,
  brand_name: 'STMicroelectronics',
  package: 'LQFP-48',
  description: 'ARM Cortex-M3 MCU',
  icons: `/images/goods/${goods_id}.svg`,
  goods_page_url: `/product-detail/${goods_id}`,
  category_id: 1103,
  category_name: 'ARM Cortex-M',
  stock: 48200,
  moq: 10,
  increment: 5,
  lead_time_days: 2,
  unit_price: 2.35,
  currency_code: 'EUR',
  currency_symbol: '€',
  datasheet_url: null,
});

async function renderTable(rows: GoodsCard[], highlights?: Record<number, { start: number; end: number }[]>) {
  const rootRoute = createRootRoute({ component: () => <GoodsTable rows={rows} caption="Results" highlights={highlights} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/s'] }) });
  await router.load();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('table', { name: 'Results' });
}

describe('parts table', () => {
  beforeEach(() => {
    clearCompare();
    rfqStore.set([]);
    toastStore.set([]);
  });

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

  it('adds a row to the compare list and says how full it is', async () => {
    await renderTable([card(1, 'STM32F103C8T6')]);
    fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the compare list' }));
    expect(compareStore.get().ids).toEqual([1]);
    expect(toastStore.get().at(-1)?.text).toBe('STM32F103C8T6 added to the compare list (1/5)');
    fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the compare list' }));
    expect(toastStore.get().at(-1)?.text).toBe('STM32F103C8T6 is already in the compare list (1/5)');
  });

  it('adds a row to the RFQ list with its manufacturer and package', async () => {
    await renderTable([card(1, 'STM32F103C8T6')]);
    fireEvent.click(screen.getByRole('button', { name: 'Add STM32F103C8T6 to the RFQ list' }));
    expect(rfqStore.get()).toMatchObject([{ part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', package: 'LQFP-48', goods_id: 1, qty: 1 }]);
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
