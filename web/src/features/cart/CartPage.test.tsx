import type { CartLine } from '@chipmart/generated/internal/model/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { CartPage } from './CartPage.tsx';

const baseLine: CartLine = {
  id: 1,
  goods_id: 100231,
  sku_id: 880142,
  part_number: 'STM32F103C8T6',
  brand_name: 'STMicroelectronics',
  package: 'LQFP-48',
  icons: '',
  goods_page_url: '/product-detail/100231',
  cart_num: 100,
  moq: 10,
  increment: 10,
  stock: 12_500,
  unit_price: 1.98,
  subtotal_price: 198,
  currency_code: 'USD',
  currency_symbol: '$',
  supplier_name: 'Shenzhen Hengxin Electronics',
  selected: true,
  cart_status: 0,
  rfq_quote_id: null,
  quote_valid_until: null,
};

/** A fake cart server: the list answers what the changes left. */
function cartServer(initial: CartLine[]) {
  let lines = initial.map((line) => ({ ...line }));
  const list = () => {
    const ticked = lines.filter((line) => line.selected);
    return {
      lists: lines,
      total_price: Math.round(ticked.reduce((sum, line) => sum + (line.subtotal_price ?? 0), 0) * 100) / 100,
      selected_count: ticked.length,
      currency_code: 'USD',
      currency_symbol: '$',
    };
  };
  const ok = (data: unknown) => ({ code: 200, message: 'Success', data });
  const requests = fakeApi({
    'GET /api/cart/lists': () => ok(list()),
    'GET /api/cart/cartCount': () => ok({ count: lines.length }),
    'PUT /api/cart/selected': () => {
      const body = requests.at(-1)!.body as { selected: boolean; all?: boolean; cart_ids?: number[] };
      lines = lines.map((line) => (body.all || body.cart_ids?.includes(line.id) ? { ...line, selected: body.selected } : line));
      return ok(list());
    },
    'PUT /api/cart/addMinus': () => {
      const body = requests.at(-1)!.body as { cart_id: number; cart_num: number };
      lines = lines.map((line) => (line.id === body.cart_id ? { ...line, cart_num: body.cart_num, subtotal_price: body.cart_num * line.unit_price, cart_status: 0 } : line));
      const { lists: _lines, ...totals } = list();
      return ok({ line: lines.find((line) => line.id === body.cart_id), ...totals });
    },
    'DELETE /api/cart/delete/1': () => {
      lines = lines.filter((line) => line.id !== 1);
      return ok({ cart_id: 1, count: lines.length, ...list() });
    },
    'DELETE /api/cart/delete/2': () => {
      lines = lines.filter((line) => line.id !== 2);
      return ok({ cart_id: 2, count: lines.length, ...list() });
    },
  });
  return requests;
}

const lineOf = (part: string) => screen.getAllByTestId('cart-line').find((element) => element.textContent?.includes(part))!;

beforeEach(() => toastStore.set([]));

describe('cart page', () => {
  it('shows each line with its part link, quantity and prices, and the ticked lines’ total', async () => {
    cartServer([baseLine, { ...baseLine, id: 2, part_number: 'LM358DR', goods_page_url: '/product-detail/100877', selected: false, unit_price: 0.118, subtotal_price: 295, cart_num: 2500 }]);
    await renderInShop(() => <CartPage />);
    const line = await waitFor(() => lineOf('STM32F103C8T6'));
    expect(within(line).getByRole('link', { name: 'STM32F103C8T6' }).getAttribute('href')).toBe('/product-detail/100231');
    expect(within(line).getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '100');
    expect(within(line).getByTestId('cart-line-unit-price').textContent).toBe('$1.98000');
    expect(within(line).getByTestId('cart-line-subtotal').textContent).toBe('$198.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('$198.00');
    expect(screen.getByTestId('cart-selected-count').textContent).toBe('1 of 2 lines selected');
  });

  it('ticks a line and every line through the server, and the total follows', async () => {
    const requests = cartServer([baseLine, { ...baseLine, id: 2, part_number: 'LM358DR', selected: false, subtotal_price: 295 }]);
    await renderInShop(() => <CartPage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select LM358DR for checkout' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$493.00'));
    expect(requests.find((request) => request.path === '/api/cart/selected')?.body).toEqual({ selected: true, cart_ids: [2] });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByTestId('cart-selected-count').textContent).toBe('0 of 2 lines selected'));
    expect(requests.filter((request) => request.path === '/api/cart/selected').at(-1)?.body).toEqual({ selected: false, all: true });
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cart-checkout-reason').textContent).toBe('Select the lines you want to order.');
  });

  it('does not send a typed quantity off the offer’s rules: it says the rule and offers the nearest valid quantities', async () => {
    const requests = cartServer([baseLine]);
    await renderInShop(() => <CartPage />);
    const input = await screen.findByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '125' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Order in multiples of 10 pcs.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('value', '125');
    expect(requests.some((request) => request.path === '/api/cart/addMinus')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Change to 130 pcs' }));
    await waitFor(() => expect(input).toHaveProperty('value', '130'));
    expect(requests.find((request) => request.path === '/api/cart/addMinus')?.body).toEqual({ cart_id: 1, cart_num: 130 });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the typed quantity and shows the server’s refusal next to it', async () => {
    const requests = fakeApi({
      'GET /api/cart/lists': { code: 200, message: 'Success', data: { lists: [baseLine], total_price: 198, selected_count: 1, currency_code: 'USD', currency_symbol: '$' } },
      'PUT /api/cart/addMinus': { code: 4090, message: 'Only 12,500 pcs of STM32F103C8T6 are in stock', data: null, status: 409 },
    });
    await renderInShop(() => <CartPage />);
    const input = await screen.findByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Only 12,500 pcs of STM32F103C8T6 are in stock')).toBeTruthy();
    expect(input).toHaveProperty('value', '500');
    expect(document.activeElement).toBe(input);
    expect(requests.filter((request) => request.path === '/api/cart/addMinus')).toHaveLength(1);
  });

  it('explains a sold-out line and offers to remove it or find alternatives; checkout waits for it', async () => {
    cartServer([{ ...baseLine, stock: 0, cart_status: 1 }]);
    await renderInShop(() => <CartPage />);
    const status = await screen.findByTestId('cart-line-status');
    expect(status.textContent).toContain('Sold out');
    expect(within(status).getByRole('link', { name: 'Find alternatives for STM32F103C8T6' }).getAttribute('href')).toBe('/s?keywords=STM32F103C8T6');
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cart-checkout-reason').textContent).toContain('STM32F103C8T6');

    fireEvent.click(within(status).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(toastStore.get()).toMatchObject([{ kind: 'success', text: 'STM32F103C8T6 was removed from the cart' }]);
  });

  it('offers an understocked line the quantity in stock in one click', async () => {
    const requests = cartServer([{ ...baseLine, cart_num: 500, stock: 375, cart_status: 2 }]);
    await renderInShop(() => <CartPage />);
    const status = await screen.findByTestId('cart-line-status');
    expect(status.textContent).toContain('Only 375 pcs are in stock, fewer than the 500 pcs in your cart.');
    fireEvent.click(within(status).getByRole('button', { name: 'Change to 370 pcs' }));
    await waitFor(() => expect(screen.queryByTestId('cart-line-status')).toBeNull());
    expect(requests.find((request) => request.path === '/api/cart/addMinus')?.body).toEqual({ cart_id: 1, cart_num: 370 });
  });

  it('offers a line off the order rules the nearest valid quantities', async () => {
    cartServer([{ ...baseLine, cart_num: 7, cart_status: 3 }]);
    await renderInShop(() => <CartPage />);
    const status = await screen.findByTestId('cart-line-status');
    expect(within(status).getAllByRole('button').map((button) => button.textContent)).toEqual(['Change to 10 pcs']);
  });

  it('shows a quoted line’s quote and until when it holds', async () => {
    cartServer([{ ...baseLine, rfq_quote_id: 7, quote_valid_until: '2026-12-20T16:00:00Z' }]);
    await renderInShop(() => <CartPage />);
    const quote = await screen.findByTestId('cart-line-quote');
    expect(quote.textContent).toMatch(/^Quoted price from your RFQ, valid until Dec 20, 2026/);
  });

  it('removes the ticked lines and says how many went', async () => {
    cartServer([baseLine, { ...baseLine, id: 2, part_number: 'LM358DR' }]);
    await renderInShop(() => <CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove selected (2)' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(toastStore.get()).toMatchObject([{ kind: 'success', text: '2 lines were removed from the cart' }]);
  });

  it('leads from an empty cart to a part search and the categories', async () => {
    cartServer([]);
    const { router } = await renderInShop(() => <CartPage />);
    expect(await screen.findByRole('link', { name: 'Browse all categories' })).toHaveProperty('pathname', '/category');
    const search = screen.getByRole('textbox', { name: 'Part number' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a part number to search for.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'NE555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.href).toBe('/s?keywords=NE555'));
  });
});
