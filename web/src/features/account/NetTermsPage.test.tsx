import type { UserCredit } from '@chipmart/generated/internal/model/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../tests/fixtures.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { NetTermsPage } from './NetTermsPage.tsx';

const noLine: UserCredit = {
  user_id: 10231,
  credit_state: 0,
  period_days: 0,
  credit_amount: 0,
  used_credit_amount: 0,
  remaining_credit_amount: 0,
  bill_end_date: null,
  bill_overdue_amount: 0,
  currency_code: 'USD',
  currency_symbol: '$',
  apply_time: null,
  approve_time: null,
  reject_reason: null,
  bills: [],
};

const bill = (bill_id: number, state: 0 | 1 | 2 | 3, due_date: string, outstanding: number) => ({
  bill_id,
  bill_sn: `BL2026${bill_id}-10231`,
  order_sns: ['CM2610140931'],
  bill_amount: 4862.4,
  paid_amount: 4862.4 - outstanding,
  outstanding_amount: outstanding,
  bill_date: '2026-08-31T23:59:59Z',
  due_date,
  paid_time: null,
  state,
});

function showPage(credit: UserCredit) {
  fakeApi({
    'GET /api/user/credit': { code: 200, message: 'Success', data: credit },
    'GET /api/user/profile/info': { code: 200, message: 'Success', data: profile },
    'GET /api/config/getCurrencyList': { code: 200, message: 'Success', data: {} },
  });
  return renderInShop(() => <NetTermsPage />);
}

describe('the net terms page', () => {
  it('shows the line in its own currency and flags an overdue bill in words', async () => {
    await showPage({
      ...noLine,
      credit_state: 4,
      period_days: 30,
      credit_amount: 20000,
      used_credit_amount: 6418.75,
      remaining_credit_amount: 13581.25,
      bill_overdue_amount: 1200,
      currency_code: 'EUR',
      currency_symbol: '€',
      bills: [bill(2, 0, '2099-11-30T23:59:59Z', 4862.4), bill(1, 3, '2026-09-30T23:59:59Z', 1200)],
    });
    expect((await screen.findByTestId('credit-state')).textContent).toBe('Frozen');
    expect(screen.getByTestId('credit-line').textContent).toContain('€20.000,00');
    expect(screen.getByTestId('credit-line').textContent).toContain('€13.581,25');
    expect(screen.getByTestId('credit-line').textContent).toContain('Net 30 days');
    const rows = within(screen.getByTestId('credit-bills')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.overdue)).toEqual([undefined, 'true']);
    expect(within(rows[1]!).getByText('Overdue')).toBeTruthy();
    expect(within(rows[0]!).getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('gives the reason of a refusal and offers to apply again', async () => {
    await showPage({ ...noLine, credit_state: 3, apply_time: '2026-10-02T08:40:00Z', reject_reason: 'No trade references could be verified' });
    expect((await screen.findByTestId('credit-reject-reason')).textContent).toBe('Reason: No trade references could be verified');
    expect((await screen.findByRole('button', { name: 'Send application' })).hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe(profile.company_name);
  });
});
