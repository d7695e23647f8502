import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { PaymentSuccessPage } from './PaymentSuccessPage.tsx';

const orderSn = 'CM2611270002';
const status = (extra: object) => ({
  code: 200,
  message: 'Success',
  data: { order_sn: orderSn, state: 0, pay_state: 1, pay_method: 'bank', realized_price: 1330, currency_code: 'USD', currency_symbol: '$', pay_time: null, expire_time: null, ...extra },
});

describe('payment success page', () => {
  it('explains a reported bank transfer awaiting confirmation, and turns to paid by itself when finance receives it', async () => {
    let answers = 0;
    fakeApi({ 'GET /api/orders/getOrderState': () => (++answers < 2 ? status({}) : status({ state: 1, pay_state: 2, pay_time: '2026-11-27T03:00:00Z' })) });
    await renderInShop(() => <PaymentSuccessPage search={{ order: orderSn }} />);
    expect((await screen.findByTestId('payment-outcome')).textContent).toBe('Transfer reported: awaiting confirmation');
    expect(screen.getByTestId('payment-method-used').textContent).toBe('Bank transfer');
    expect(screen.getByText(/usually within 1 to 3 working days/)).toBeTruthy();
    expect(await screen.findByText('Thank you, your payment was received', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Amount paid')).toBeTruthy();
  });

  it('captures a PayPal payment approved on the way back, once', async () => {
    let paid = false;
    const requests = fakeApi({
      'GET /api/orders/getOrderState': () => (paid ? status({ state: 1, pay_state: 2, pay_method: 'paypal', pay_time: '2026-11-27T03:00:00Z' }) : status({ pay_state: 0, pay_method: 'paypal' })),
      'POST /api/pay/paypal/paypalCapture': () => {
        paid = true;
        return { code: 200, message: 'Payment received', data: { order_sn: orderSn, paypal_order_id: '5O190127TN364715T', capture_id: '3C679366HH908993F', capture_status: 'COMPLETED', state: 1, pay_state: 2, amount: 1330, currency_code: 'USD', pay_time: '2026-11-27T03:00:00Z' } };
      },
    });
    await renderInShop(() => <PaymentSuccessPage search={{ order_sn: orderSn, token: '5O190127TN364715T', PayerID: 'SANDBOXPAYER1' }} />);
    expect((await screen.findByTestId('payment-outcome', undefined, { timeout: 5000 })).textContent).toBe('Thank you, your payment was received');
    const captures = requests.filter((request) => request.path === '/api/pay/paypal/paypalCapture');
    expect(captures.map((request) => request.body)).toEqual([{ order_sn: orderSn, paypal_order_id: '5O190127TN364715T' }]);
  });

  it('leads back to paying an order that is not paid', async () => {
    fakeApi({ 'GET /api/orders/getOrderState': status({ pay_state: 0, pay_method: null }) });
    await renderInShop(() => <PaymentSuccessPage search={{ order: orderSn }} />);
    expect((await screen.findByTestId('payment-outcome')).textContent).toBe('This order is not paid yet');
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/pay/payment?order=${orderSn}`);
  });
});
