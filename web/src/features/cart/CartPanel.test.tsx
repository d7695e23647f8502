import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { CartPanel } from './CartPanel.tsx';

const line = {
  id: 1,
  goods_id: 100231,
  sku_id: 880142,
  part_number: 'STM32F103C8T6',
  brand_name: 'STMicroelectronics',
  package: 'LQFP-48',
  icons: '',
  goods_page_url: '/product-detail/100231',
  cart_num: 100,
  moq: 1,
  increment: 1,
  stock: 5000,
  unit_price: 2.1534,
  subtotal_price: null,
  currency_code: 'USD',
  currency_symbol: '$',
  supplier_name: 'Arrow',
  selected: true,
  cart_status: 0,
};

describe('cart drawer', () => {
  it('lists the lines with quantity × unit price when the subtotal is missing, and links to the cart page', async () => {
    fakeApi({ 'GET /api/cart/lists': { code: 200, message: 'Success', data: { lists: [line], total_price: 215.34, selected_count: 1, currency_code: 'USD', currency_symbol: '$' } } });
    await renderInShop(() => <CartPanel />);
    expect(await screen.findByText('STM32F103C8T6')).toBeTruthy();
    expect(screen.getByTestId('cart-line-subtotal').textContent).toBe('$215.34');
    expect(screen.getByText(/\$2\.15340/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/shoppingcart');
  });

  it('shows the server message as a red toast for 3000 ms', async () => {
    toastStore.set([]);
    fakeApi({ 'GET /api/cart/lists': { code: 5000, message: 'The cart is unavailable right now', data: { request_id: 'req_1' }, status: 500 } });
    await renderInShop(() => <CartPanel />);
    await waitFor(() => expect(toastStore.get()).toMatchObject([{ kind: 'error', text: 'The cart is unavailable right now', durationMs: 3000 }]));
  });
});
