import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/ui/Toaster.tsx';
import { toastStore } from '@/ui/toast-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { feedbackOpenStore } from './feedback-store.ts';

const subjects = { feedback_type: { '1': 'Website problem', '2': 'Order or delivery' }, company_type: {}, annual_purchase_volume: {}, industry: {} };

async function openDialog(answers: Parameters<typeof fakeApi>[0]) {
  const requests = fakeApi({ 'GET /api/common/options/select': { code: 200, message: 'Success', data: subjects }, ...answers });
  toastStore.set([]);
  await renderInShop(() => (
    <>
      <FeedbackDialog />
      <Toaster />
    </>
  ));
  act(() => feedbackOpenStore.set(true));
  await screen.findByRole('dialog', { name: 'Send us feedback' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Subject/ }).textContent).toContain('Website problem'));
  return requests;
}

describe('feedback dialog', () => {
  it('loads the subjects on open and preselects option 1', async () => {
    const requests = await openDialog({});
    expect(requests.some((r) => r.path === '/api/common/options/select')).toBe(true);
  });

  it('is 800 px wide', async () => {
    await openDialog({});
    expect(screen.getByRole('dialog').style.width).toBe('800px');
  });

  it('shows the field messages and sends nothing until all three pass', async () => {
    const requests = await openDialog({});
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an email address')).toBeTruthy();
    expect(screen.getByText('Enter a Comment')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: '张三@example.com' } });
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends a complete message, confirms it, then closes and resets', async () => {
    const requests = await openDialog({ 'POST /api/feedback': { code: 200, message: 'Thank you for your feedback', data: { feedback_id: 5120, create_time: '2026-11-22T09:30:00Z' } } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'anna.keller@kellertronic.de' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Comment/ }), { target: { value: 'The LM358DR datasheet link is broken.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ type_id: 1, email: 'anna.keller@kellertronic.de', feedback_content: 'The LM358DR datasheet link is broken.' });
    expect(toastStore.get()).toMatchObject([{ kind: 'success', text: 'Thank you for your feedback' }]);
    act(() => feedbackOpenStore.set(true));
    expect((await screen.findByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server message as a red toast for 3000 ms when sending fails', async () => {
    await openDialog({ 'POST /api/feedback': { code: 4290, message: 'Too many messages, try again in a minute', data: { retry_after: 60 }, status: 429 } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'anna.keller@kellertronic.de' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Comment/ }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastStore.get()).toMatchObject([{ kind: 'error', text: 'Too many messages, try again in a minute', durationMs: 3000 }]));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
