import type { OrderDetail } from '@chipmart/generated/internal/model/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';

const address = {
  type_id: 1 as const,
  contact_name: 'Anna Schmidt',
  company_name: 'Schmidt Elektronik GmbH',
  telephone: '+49 89 2180 4410',
  email_address: 'purchasing@schmidt-elektronik.de',
  country_name: 'Germany',
  state: 'Bavaria',
  city: 'Munich',
  postal_code: '80331',
  address_ln1: 'Sendlinger Str. 27',
  address_ln2: '',
};

const shipped: OrderDetail = {
  order_sn: 'CM2603140912587',
  state: 2,
  pay_state: 2,
  pay_method: 'paypal',
  po_number: 'PO-2026-00418',
  remark: '',
  cancel_reason: null,
  goods_count: 1,
  total_num: 500,
  order_goods: [
    {
      order_goods_id: 551203,
      goods_id: 100231,
      sku_id: 880142,
      part_number: 'STM32F103C8T6',
      brand_name: 'STMicroelectronics',
      package_case: 'LQFP-48',
      icons: '/images/goods/100231.svg',
      goods_page_url: '/product-detail/100231',
      supplier_name: 'Shenzhen Hengxin Electronics',
      date_code: '2434+',
      num: 500,
      unit_price: 1.86,
      subtotal_price: 930,
    },
  ],
  goods_price: 930,
  shipping_price: 35,
  realized_price: 965,
  currency_code: 'EUR',
  currency_symbol: '€',
  shipping_address: address,
  billing_address: null,
  shipping: { shipping_id: 3, shipping_name: 'DHL Express', delivery_name: 'DHL Express', tracking_number: '4815162342', tracking_url: null },
  create_time: '2026-03-14T09:12:58Z',
  expire_time: null,
  pay_time: '2026-03-14T09:20:11Z',
  cancel_time: null,
  shipping_time: '2026-03-17T06:45:00Z',
  receive_time: null,
  returned_time: null,
  can_pay: false,
  can_cancel: false,
  can_receive: true,
  history: [
    { event: 'placed', by: 'buyer', state: 0, pay_state: 0, time: '2026-03-14T09:12:58Z', delivery_name: null, tracking_number: null, tracking_url: null, reason: null },
    { event: 'paid', by: 'payment_provider', state: 1, pay_state: 2, time: '2026-03-14T09:20:11Z', delivery_name: null, tracking_number: null, tracking_url: null, reason: null },
    { event: 'shipped', by: 'chipmart', state: 2, pay_state: 2, time: '2026-03-17T06:45:00Z', delivery_name: 'DHL Express', tracking_number: '4815162342', tracking_url: null, reason: null },
  ],
  payments: [
    { payment_id: 900113, pay_method: 'paypal', amount: 965, state: 'started', time: '2026-03-14T09:18:40Z' },
    { payment_id: 900114, pay_method: 'paypal', amount: 965, state: 'paid', time: '2026-03-14T09:20:11Z' },
  ],
};

async function showOrder(order: OrderDetail | null) {
  fakeApi({
    [`GET /api/user/order/${shipped.order_sn}`]: order ? { code: 200, message: 'Success', data: order } : { code: 4040, status: 404, message: 'No such order', data: null },
  });
  await renderInShop(() => <OrderDetailPage orderSn={shipped.order_sn} />);
}

describe('the order detail', () => {
  it("shows a shipped order's carrier, tracking number and totals in the order's currency", async () => {
    await showOrder(shipped);
    expect(await screen.findByText('4815162342')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getAllByText('DHL Express')).toHaveLength(2);
    expect(screen.getByText('€1,86000')).toBeTruthy();
    expect(screen.getAllByText('€965,00').length).toBeGreaterThan(0);
    expect(screen.getByText('The shipping address')).toBeTruthy();
  });

  it('lists every payment tried for the order, with its method, amount in the order currency and outcome', async () => {
    await showOrder(shipped);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const attempts = within(within(payment).getByRole('list')).getAllByRole('listitem');
    expect(attempts.map((item) => within(item).getByText(/^Started|^Received/).textContent)).toEqual(['Started, not finished', 'Received']);
    expect(within(attempts[1]!).getByText('€965,00')).toBeTruthy();
  });

  it('offers only what the order allows now: confirming receipt, not paying or cancelling', async () => {
    await showOrder(shipped);
    expect(await screen.findByRole('button', { name: `Confirm receipt of order ${shipped.order_sn}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Cancel order ${shipped.order_sn}` })).toBeNull();
    expect(screen.queryByRole('link', { name: `Pay now for order ${shipped.order_sn}` })).toBeNull();
  });

  it('links an order awaiting payment to its payment page and says by when to pay', async () => {
    await showOrder({ ...shipped, state: 0, pay_state: 0, pay_method: null, pay_time: null, shipping_time: null, expire_time: '2026-03-17T09:12:58Z', shipping: { ...shipped.shipping, delivery_name: null, tracking_number: null }, can_pay: true, can_cancel: true, can_receive: false });
    const pay = await screen.findByRole('link', { name: `Pay now for order ${shipped.order_sn}` });
    expect(pay.getAttribute('href')).toBe(`/pay/payment?order=${shipped.order_sn}`);
    expect(screen.getByText(/^Pay by .*, or the order is cancelled automatically\.$/)).toBeTruthy();
    expect(screen.getByText('Not shipped yet')).toBeTruthy();
  });

  it('says when the order is not in the account', async () => {
    await showOrder(null);
    expect(await screen.findByText(`There is no order ${shipped.order_sn} in your account.`)).toBeTruthy();
  });
});
