import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/platform/session/session-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { RfqPage } from './RfqPage.tsx';
import { rfqStore } from './rfq-store.ts';

const line = { part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', package: 'LQFP-48', date_code: '', qty: 100, goods_id: 100001, goods_page_url: '/product-detail/100001', icons: '', target_price: null, delivery_plan_date: null };
const countries = { code: 200, message: 'Success', data: [{ id: 108, name: 'Italy', iso_code: 'IT', phone_code: '+39' }] };

describe('RFQ page', () => {
  beforeEach(() => {
    rfqStore.set([line]);
    // A signed-in buyer: the contact form starts filled from the profile.
    sessionStore.set({
      token: 'tok_test',
      userInfo: { contact_name: 'Sofia Marchetti', company_name: 'Marchetti Automazione', email: 's.marchetti@marchetti.example', telephone: '+39 02 8909 4412', country_id: 108 } as never,
    });
  });

  it('keeps the list and the form when the server refuses, and shows its message at the field', async () => {
    fakeApi({
      'GET /api/common/options/country': countries,
      'POST /api/rfq/saveRfqContact': { code: 4220, message: 'email: rejected', data: { errors: [{ field: 'email', message: 'This address does not accept mail' }] }, status: 422 },
    });
    await renderInShop(() => <RfqPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send RFQ' }));

    expect(await screen.findByText('This address does not accept mail')).toBeTruthy();
    expect(screen.getByTestId('rfq-send-failure').textContent).toContain('The RFQ was not accepted');
    expect(screen.getByRole('textbox', { name: /Email/ }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: /Contact name/ }) as HTMLInputElement).value).toBe('Sofia Marchetti');
    expect(rfqStore.get()).toEqual([line]);
  });

  it('empties the list once sent and opens the success page with the RFQ number', async () => {
    const requests = fakeApi({
      'GET /api/common/options/country': countries,
      'POST /api/rfq/saveRfqContact': { code: 200, message: 'Submitted', data: { rfq_id: 52107, rfq_sn: 'RFQ20261105000037', item_count: 1, create_time: '2026-11-05T07:12:48Z' } },
    });
    const { router } = await renderInShop(() => <RfqPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Quantity/ }), { target: { value: '2,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send RFQ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rfq/successful'));
    expect(router.state.location.searchStr).toContain('rfq_sn=RFQ20261105000037');
    expect(rfqStore.get()).toEqual([]);
    const sent = requests.find((request) => request.method === 'POST')!.body as { country_id: number; items: { qty: number }[] };
    expect(sent.country_id).toBe(108);
    expect(sent.items[0]!.qty).toBe(2500);
  });

  it('does not send while a quantity is not a whole number, and says why at the field', async () => {
    const requests = fakeApi({ 'GET /api/common/options/country': countries });
    await renderInShop(() => <RfqPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Quantity/ }), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send RFQ' }));

    expect(await screen.findByText('Enter a whole number of at least 1')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(rfqStore.get()[0]!.qty).toBe(100);
  });
});
