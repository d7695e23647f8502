import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { BankConfirmForm } from './BankConfirmForm.tsx';
import { PaymentSuccessPage } from './PaymentSuccessPage.tsx';

const orderSn = 'CM2611270003';
const ok = (data: unknown) => ({ code: 200, message: 'Success', data });
const stored = {
  file_id: 'rcpt_01JD9V4K7M2XQ8R5T3ZB6N1HPW',
  file_name: 'MT103-DEUTDEFF20261127.pdf',
  url: 'http://shop.test/api/pay/bank/receipt/rcpt_01JD9V4K7M2XQ8R5T3ZB6N1HPW',
  content_type: 'application/pdf',
  size: 48_213,
};
const pdf = (name = 'MT103-DEUTDEFF20261127.pdf', size = 48_213) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const reported = ok({ order_sn: orderSn, state: 0, pay_state: 1, remittance_reference: 'DEUTDEFF20261127A7731', submitted_time: '2026-11-27T10:00:00Z', receipt: stored });

const receiptInput = () => screen.getByLabelText('Transfer receipt (optional)') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(receiptInput(), { target: { files: [file] } });
const typeReference = () => fireEvent.change(screen.getByRole('textbox', { name: /Bank reference of the transfer/ }), { target: { value: 'DEUTDEFF20261127A7731' } });

describe('bank transfer receipt', () => {
  it('says which files it takes and refuses another type or a file over 10 MB before sending anything', async () => {
    const requests = fakeApi({});
    await renderInShop(() => <BankConfirmForm orderSn={orderSn} currency="USD" onReported={() => {}} />);
    expect(receiptInput().getAttribute('accept')).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
    expect(screen.getByText(/PDF, JPG or PNG file of at most 10 MB/)).toBeTruthy();

    choose(new File(['<html></html>'], 'receipt.html', { type: 'text/html' }));
    expect(await screen.findByText('Choose a PDF, JPG or PNG file')).toBeTruthy();
    choose(pdf('scan.pdf', 10 * 1_048_576 + 1));
    expect(await screen.findByText('The file is too large: at most 10 MB')).toBeTruthy();
    expect(receiptInput().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('uploads the chosen receipt, shows its name and size with a way to remove it, and sends it with the report', async () => {
    const onReported = vi.fn();
    const requests = fakeApi({ 'POST /api/pay/bank/receipt': ok(stored), 'POST /api/pay/bank/confirm': reported });
    await renderInShop(() => <BankConfirmForm orderSn={orderSn} currency="USD" onReported={onReported} />);
    typeReference();
    choose(pdf());
    expect((await screen.findByTestId('payment-receipt')).textContent).toContain('MT103-DEUTDEFF20261127.pdf · 47 kB');
    const sent = requests.find((request) => request.path === '/api/pay/bank/receipt')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('MT103-DEUTDEFF20261127.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Remove MT103-DEUTDEFF20261127.pdf' }));
    expect(screen.queryByTestId('payment-receipt')).toBeNull();
    choose(pdf());
    await screen.findByTestId('payment-receipt');

    fireEvent.click(screen.getByRole('button', { name: 'Report the transfer' }));
    await waitFor(() => expect(onReported).toHaveBeenCalled());
    expect(requests.find((request) => request.path === '/api/pay/bank/confirm')?.body).toEqual({ order_sn: orderSn, remittance_reference: 'DEUTDEFF20261127A7731', receipt_url: stored.url });
  });

  it('shows a refused upload or a refused receipt next to the field and keeps what was typed', async () => {
    fakeApi({
      'POST /api/pay/bank/receipt': { code: 4220, message: 'file: Upload the receipt as a PDF, JPG or PNG file', data: { errors: [{ field: 'file', message: 'Upload the receipt as a PDF, JPG or PNG file' }] }, status: 422 },
    });
    await renderInShop(() => <BankConfirmForm orderSn={orderSn} currency="USD" onReported={() => {}} />);
    typeReference();
    choose(pdf('renamed.pdf'));
    expect(await screen.findByText('Upload the receipt as a PDF, JPG or PNG file')).toBeTruthy();
    expect(document.getElementById('payment-bank-receipt-error')?.textContent).toContain('Upload the receipt as a PDF, JPG or PNG file');

    const refusal = 'Upload the receipt again: this is not one of your receipts from the last 24 hours, or it was already sent with a report';
    fakeApi({
      'POST /api/pay/bank/receipt': ok(stored),
      'POST /api/pay/bank/confirm': { code: 4220, message: `receipt_url: ${refusal}`, data: { errors: [{ field: 'receipt_url', message: refusal }] }, status: 422 },
    });
    choose(pdf());
    await screen.findByTestId('payment-receipt');
    fireEvent.click(screen.getByRole('button', { name: 'Report the transfer' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(document.getElementById('payment-bank-receipt-error')?.textContent).toContain(refusal);
    expect((screen.getByRole('textbox', { name: /Bank reference of the transfer/ }) as HTMLInputElement).value).toBe('DEUTDEFF20261127A7731');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the buyer after reporting that their receipt was sent', async () => {
    fakeApi({
      'GET /api/orders/getOrderState': ok({ order_sn: orderSn, state: 0, pay_state: 1, pay_method: 'bank', realized_price: 1330, currency_code: 'USD', currency_symbol: '$', pay_time: null, expire_time: null }),
      'GET /api/pay/bank/report': ok({ order_sn: orderSn, remittance_reference: 'DEUTDEFF20261127A7731', payer_name: null, paid_amount: null, transfer_date: null, submitted_time: '2026-11-27T10:00:00Z', receipt: stored }),
    });
    await renderInShop(() => <PaymentSuccessPage search={{ order: orderSn }} />);
    expect((await screen.findByTestId('payment-receipt-sent')).textContent).toBe('Sent: MT103-DEUTDEFF20261127.pdf (47 kB)');
  });
});
