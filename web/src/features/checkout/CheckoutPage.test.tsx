import type { Address, OrderCheckoutLine, OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/platform/session/session-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const address = {
  address_id: 12,
  type_id: 1,
  contact_name: 'Stefan Brandl',
  company_name: 'Schmidt Elektronik GmbH',
  telephone: '+49 821 455 2391',
  email_address: 'lager@schmidt-elektronik.de',
  country_id: 82,
  country_name: 'Germany',
  state: 'Bavaria',
  city: 'Augsburg',
  postal_code: '86150',
  address_ln1: 'Haunstetter Str. 112',
  address_ln2: '',
  is_default: true,
} satisfies Address;

const line = (changes: Partial<OrderCheckoutLine> = {}): OrderCheckoutLine => ({
  cart_id: 90211,
  goods_id: 100001,
  sku_id: 310,
  part_number: 'STM32F103C8T6',
  brand_name: 'STMicroelectronics',
  package_case: 'LQFP-48',
  icons: '',
  goods_page_url: '/product-detail/100001',
  supplier_name: 'Arrowtech Components Ltd.',
  date_code: '2541+',
  lead_time_days: 2,
  stock: 4938,
  moq: 1,
  increment: 1,
  num: 100,
  unit_price: 1.5,
  subtotal_price: 150,
  cart_status: 0,
  ...changes,
});

const preview = (changes: Partial<OrderCheckoutPreview> = {}): OrderCheckoutPreview => ({
  source: 'cart',
  lines: [line()],
  shipping_addresses: [address],
  billing_addresses: [],
  address_id: 12,
  billing_id: null,
  shipping_options: [
    { shippingId: 1, shippingName: 'DHL Express', shippingTime: '3-5 working days', shippingPrice: 20 },
    { shippingId: 2, shippingName: 'FedEx International Priority', shippingTime: '2-4 working days', shippingPrice: 28 },
  ],
  shipping_id: 1,
  goods_count: 1,
  total_num: 100,
  goods_price: 150,
  shipping_price: 20,
  realized_price: 170,
  currency_code: 'USD',
  currency_symbol: '$',
  pay_methods: [],
  can_submit: true,
  problems: [],
  ...changes,
});

const ok = (data: unknown) => ({ code: 200, message: 'Success', data });
const placed = ok({ order_sn: 'CM2611270042', state: 0, pay_state: 0, realized_price: 170, currency_code: 'USD', currency_symbol: '$', create_time: '2026-11-27T03:00:00Z', expire_time: '2026-11-28T03:00:00Z', pay_page_url: '/pay/payment?order=CM2611270042', cart_count: 0 });

describe('checkout page', () => {
  beforeEach(() => sessionStore.set({ token: 'tok_test', userInfo: undefined }));

  it('calls out a line that cannot be bought with its reason, and cannot be placed', async () => {
    fakeApi({
      'POST /api/orders/before': ok(preview({ lines: [line({ stock: 40, cart_status: 2 })], can_submit: false, problems: ['STM32F103C8T6: only 40 pcs in stock, reduce the quantity to 40'] })),
    });
    await renderInShop(() => <CheckoutPage search={{}} />);
    expect(await screen.findByTestId('checkout-line-problem')).toHaveProperty('textContent', 'Cannot be bought: only 40 pcs in stock. Lower the quantity in the cart.');
    expect(screen.getByTestId('checkout-problems').textContent).toContain('reduce the quantity to 40');
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', true);
  });

  it('prices the other shipping option when the buyer picks it', async () => {
    const requests = fakeApi({
      'POST /api/orders/before': () => (requests.filter((request) => request.path === '/api/orders/before').length > 1 ? ok(preview({ shipping_id: 2, shipping_price: 28, realized_price: 178 })) : ok(preview())),
    });
    await renderInShop(() => <CheckoutPage search={{}} />);
    fireEvent.click(await screen.findByRole('radio', { name: /FedEx/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-payable').textContent).toBe('$178.00'));
    expect(requests.at(-1)!.body).toEqual({ address_id: 12, billing_id: null, shipping_id: 2 });
  });

  it('shows the new preview with the changes marked when the price moved before placing', async () => {
    let previews = 0;
    fakeApi({
      'POST /api/orders/before': () => (++previews === 1 ? ok(preview()) : ok(preview({ lines: [line({ unit_price: 1.62, subtotal_price: 162 })], goods_price: 162, realized_price: 182 }))),
      'POST /api/orders/add': { code: 4090, message: 'Prices changed since the preview', data: null, status: 409 },
    });
    await renderInShop(() => <CheckoutPage search={{}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your PO number' }), { target: { value: 'PO-4471' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect((await screen.findByTestId('checkout-changed')).textContent).toContain('Prices changed since the preview');
    await waitFor(() => expect(screen.getByTestId('checkout-line-change').textContent).toContain('the unit price was $1.50000'));
    expect(screen.getByTestId('checkout-payable').textContent).toBe('was $170.00 $182.00');
    expect(screen.getByRole('textbox', { name: 'Your PO number' })).toHaveProperty('value', 'PO-4471');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false));
  });

  it('retries with the same Idempotency-Key after a failed answer, then goes on to pay', async () => {
    let attempts = 0;
    const requests = fakeApi({
      'POST /api/orders/before': ok(preview()),
      'POST /api/orders/add': () => (++attempts === 1 ? { code: 5000, message: 'Internal error', data: null, status: 500 } : placed),
    });
    const { router } = await renderInShop(() => <CheckoutPage search={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Internal error');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/payment'));
    expect(router.state.location.searchStr).toBe('?order=CM2611270042');
    const keys = requests.filter((request) => request.path === '/api/orders/add').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
