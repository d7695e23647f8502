import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';

const ORDER = 'CM2603150834021';
const cancelled = { code: 200, message: `Order ${ORDER} has been cancelled`, data: { order_sn: ORDER, state: 4, pay_state: 0, update_time: '2026-03-15T08:41:37Z' } };
const alreadyPaid = { code: 4090, status: 409, message: `Order ${ORDER} is already paid and can no longer be cancelled here`, data: null };
const reasonRefused = { code: 4220, status: 422, message: 'cancel_reason: Not allowed', data: { errors: [{ field: 'cancel_reason', message: 'The reason holds characters that cannot be kept' }] } };

async function openDialog(answer: object) {
  const requests = fakeApi({ 'POST /api/user/order/cancel': () => answer as never });
  let open = true;
  await renderInShop(() => <CancelOrderDialog orderSn={ORDER} open={open} onOpenChange={(next) => (open = next)} />);
  const reason = screen.getByRole('textbox', { name: 'Reason (optional)' });
  const cancels = () => requests.filter((request) => request.path === '/api/user/order/cancel').map((request) => request.body);
  return { reason, cancels };
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));

describe('cancelling an order', () => {
  beforeEach(() => toastStore.set([]));

  it('sends the order number and the reason given, then says the order is cancelled', async () => {
    const { reason, cancels } = await openDialog(cancelled);
    fireEvent.change(reason, { target: { value: '  Ordered the wrong package  ' } });
    confirm();
    await waitFor(() => expect(cancels()).toEqual([{ order_sn: ORDER, cancel_reason: 'Ordered the wrong package' }]));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.text)).toEqual([`Order ${ORDER} is cancelled`]));
  });

  it('refuses a reason that is too long next to the field, sends nothing and keeps the text', async () => {
    const { reason, cancels } = await openDialog(cancelled);
    const long = 'x'.repeat(201);
    fireEvent.change(reason, { target: { value: long } });
    confirm();
    expect(await screen.findByText('Keep the reason to 200 characters or fewer')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect((reason as HTMLTextAreaElement).value).toBe(long);
    expect(cancels()).toEqual([]);
  });

  it("shows the server's word on the reason next to it and keeps what was typed", async () => {
    const { reason } = await openDialog(reasonRefused);
    fireEvent.change(reason, { target: { value: 'Wrong part' } });
    confirm();
    expect(await screen.findByText('The reason holds characters that cannot be kept')).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe('Wrong part');
  });

  it('says in words why an order that moved on cannot be cancelled, and offers to show it as it is now', async () => {
    await openDialog(alreadyPaid);
    confirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(alreadyPaid.message);
    expect(screen.getByRole('button', { name: 'Show the order as it is now' })).toBeTruthy();
  });
});
