import type { GoodsCard, SkuOffer } from '@chipmart/generated/internal/model/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { BuyBox } from './BuyBox.tsx';
import { OffersTable } from './OffersTable.tsx';
import { useOfferChoice } from './use-offer-choice.ts';

const goods = {
  goods_id: 100001,
  part_number: 'STM32F103C8T6',
  brand_id: 1,
  brand_name: 'STMicroelectronics',
  package: 'LQFP-48',
  description: 'ARM Cortex-M3 MCU',
  icons: '',
  goods_page_url: '/product-detail/100001',
  category_id: 1103,
  category_name: 'ARM Cortex-M',
  stock: 4938,
  moq: 1,
  increment: 1,
  lead_time_days: 2,
  unit_price: 1.187,
  currency_code: 'USD',
  currency_symbol: '$',
  datasheet_url: null,
} satisfies GoodsCard;

const offer = (sku_id: number, supplier_name: string, stock: number, moq: number, increment: number, breaks: [number, number][]): SkuOffer => ({
  sku_id,
  goods_id: 100001,
  supplier_id: sku_id,
  supplier_name,
  supplier_code: `S${sku_id}`,
  stock,
  moq,
  increment,
  lead_time_days: 2,
  date_code: '2541+',
  packaging: 'Tape & Reel (TR)',
  currency_code: 'USD',
  currency_symbol: '$',
  price_range: breaks.map(([num, price]) => ({ num, price })),
});

const offers = [offer(2, 'Akihabara Parts Co.', 3000, 1500, 1500, [[1500, 1.187], [3000, 1.123]]), offer(1, 'Silicon Prairie', 1938, 1, 1, [[1, 2.255], [10, 1.876]])];

function Page() {
  const choice = useOfferChoice(goods.goods_id, offers);
  return (
    <>
      <OffersTable choice={choice} part={goods.part_number} />
      <BuyBox goods={goods} choice={choice} />
    </>
  );
}

async function renderPage() {
  fakeApi({ 'GET /api/goods/suppliers/100001': { code: 200, message: 'Success', data: { goods_id: 100001, part_number: goods.part_number, brand_name: goods.brand_name, sort: 'price_asc', lists: offers, total: 2 } } });
  await renderInShop(() => <Page />);
  return screen.getByRole('textbox', { name: 'Quantity (pcs)' });
}

describe('product buy box', () => {
  it('starts with the cheapest offer at its MOQ and shows its unit price and total', async () => {
    await renderPage();
    expect(screen.getByRole('radio', { name: 'Buy from Akihabara Parts Co.' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('buy-unit-price').textContent).toBe('$1.18700');
    expect(screen.getByTestId('buy-total').textContent).toBe('$1,780.50');
  });

  it('rounds the typed quantity up to the MOQ and order multiple, prices it at the applying break and says so', async () => {
    const quantity = await renderPage();
    fireEvent.change(quantity, { target: { value: '2,000' } });
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toBe('$3,369.00'));
    expect(screen.getByText('Rounded up to 3,000 pcs to match the order rules')).toBeTruthy();
    fireEvent.blur(quantity);
    expect((quantity as HTMLInputElement).value).toBe('3000');
  });

  it('prices another offer when the buyer picks it', async () => {
    const quantity = await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Buy from Silicon Prairie' }));
    fireEvent.change(quantity, { target: { value: '12' } });
    await waitFor(() => expect(screen.getByTestId('buy-total').textContent).toBe('$22.51'));
    expect(screen.getByTestId('buy-unit-price').textContent).toBe('$1.87600');
  });

  it('warns when the chosen supplier has less stock than the quantity', async () => {
    const quantity = await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Buy from Silicon Prairie' }));
    fireEvent.change(quantity, { target: { value: '5000' } });
    expect(await screen.findByText(/Silicon Prairie has only 1,938 pcs in stock/)).toBeTruthy();
  });
});
