import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { PaymentPage } from './PaymentPage.tsx';

const ok = (data: unknown) => ({ code: 200, message: 'Success', data });
const orderSn = 'CM2611270001';

const option = (pay_method: string, name: string, extra: object = {}) => ({
  pay_method,
  name,
  description: `${name} description`,
  icon: `/images/pay/${pay_method}.svg`,
  available: true,
  unavailable_reason: null,
  pay_amount: 120.5,
  pay_currency_code: 'USD',
  pay_currency_symbol: '$',
  ...extra,
});

function payableWith(methods: object[], extra: object = {}) {
  return {
    order_sn: orderSn,
    state: 0,
    pay_state: 0,
    realized_price: 120.5,
    currency_code: 'USD',
    currency_symbol: '$',
    expire_time: '2099-01-01T00:00:00Z',
    remaining_credit_amount: 50,
    methods,
    ...extra,
  };
}

const awaitingStatus = { order_sn: orderSn, state: 0, pay_state: 0, pay_method: null, realized_price: 120.5, currency_code: 'USD', currency_symbol: '$', pay_time: null, expire_time: '2099-01-01T00:00:00Z' };
const awaiting = ok(awaitingStatus);

describe('payment page', () => {
  // The page loads the bank panel when it is chosen; it reads its limits from the contract's zod module, whose
  // first transform in the test runner takes far longer than a page waits, so it is loaded once up front.
  beforeAll(() => import('./BankTransferPanel.tsx'), 120_000);

  it('refuses net terms beyond the credit left, with the reason next to the button', async () => {
    fakeApi({
      'GET /api/pay/getPayMethod': ok(
        payableWith([option('bank', 'Bank transfer'), option('bill', 'Net terms', { available: false, unavailable_reason: 'Not enough credit left: $50.00' })]),
      ),
      'GET /api/orders/getOrderState': awaiting,
    });
    await renderInShop(() => <PaymentPage search={{ order: orderSn }} />);
    expect(await screen.findByTestId('payment-amount-due')).toHaveProperty('textContent', '$120.50');
    fireEvent.click(screen.getByRole('radio', { name: 'Net terms' }));
    expect((await screen.findByTestId('payment-credit-left')).textContent).toBe('Net-terms credit left: $50.00');
    const pay = screen.getByRole('button', { name: 'Pay $120.50 on net terms' });
    expect(pay).toHaveProperty('disabled', true);
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe('Not enough credit left: $50.00');
  });

  it('shows the server refusal of a net-terms payment and stays on the page', async () => {
    const requests = fakeApi({
      'GET /api/pay/getPayMethod': ok(payableWith([option('bill', 'Net terms')], { remaining_credit_amount: 5000 })),
      'GET /api/orders/getOrderState': awaiting,
      'POST /api/pay/bill/confirm': { code: 4090, message: 'A bill of your credit line is overdue', data: null, status: 409 },
    });
    await renderInShop(() => <PaymentPage search={{ order_sn: orderSn }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $120.50 on net terms' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A bill of your credit line is overdue');
    expect(requests.find((request) => request.path === '/api/pay/bill/confirm')?.body).toEqual({ order_sn: orderSn });
  });

  it('says a cancelled order cannot be paid and offers no method', async () => {
    fakeApi({
      'GET /api/pay/getPayMethod': ok(payableWith([option('bank', 'Bank transfer', { available: false })], { state: 4, expire_time: null })),
      'GET /api/orders/getOrderState': ok({ ...awaitingStatus, state: 4 }),
    });
    await renderInShop(() => <PaymentPage search={{ order: orderSn }} />);
    expect((await screen.findByTestId('payment-not-payable')).textContent).toBe('This order was cancelled, so it can no longer be paid.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(`/myaccount/order-status-history/${orderSn}`);
  });

  it('keeps what was typed in the transfer report and shows the server message next to its field', async () => {
    fakeApi({
      'GET /api/pay/getPayMethod': ok(payableWith([option('bank', 'Bank transfer')])),
      'GET /api/orders/getOrderState': awaiting,
      'GET /api/pay/bank/getAccount': ok({
        order_sn: orderSn,
        amount: 120.5,
        currency_code: 'USD',
        currency_symbol: '$',
        beneficiary_name: 'Chipmart Technology (HK) Limited',
        beneficiary_address: 'Sheung Wan, Hong Kong',
        bank_name: 'HSBC',
        bank_address: '1 Queen’s Road Central, Hong Kong',
        account_number: '817-265430-838',
        iban: null,
        swift_code: 'HSBCHKHHHKH',
        routing_number: '004',
        reference: orderSn,
        instructions: 'Quote the order number.',
        expire_time: '2099-01-01T00:00:00Z',
      }),
      'POST /api/pay/bank/confirm': {
        code: 4220,
        message: 'Validation failed',
        data: { errors: [{ field: 'remittance_reference', message: 'This reference was already reported for another order' }] },
        status: 422,
      },
    });
    await renderInShop(() => <PaymentPage search={{ order: orderSn }} />);
    expect((await screen.findByTestId('payment-bank-reference')).textContent).toContain(orderSn);
    const reference = screen.getByRole('textbox', { name: /Bank reference of the transfer/ });
    fireEvent.change(reference, { target: { value: 'DEUTDEFF20261127A7731' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report the transfer' }));
    expect(await screen.findByText('This reference was already reported for another order')).toBeTruthy();
    expect((reference as HTMLInputElement).value).toBe('DEUTDEFF20261127A7731');
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
  });
});
