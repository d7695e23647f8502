import type { UserApiApplication, UserProfile } from '@chipmart/generated/internal/model/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { ApiAccessCard } from './ApiAccessCard.tsx';

const profile: UserProfile = {
  user_id: 10231,
  email: 'purchasing@schmidt-elektronik.de',
  avatar_img: null,
  contact_name: 'Anna Schmidt',
  telephone: '+49 89 2180 4410',
  country_id: 276,
  country: 'Germany',
  company_name: 'Schmidt Elektronik GmbH',
  company_title: 'Buyer',
  company_address: 'Sendlinger Str. 27, Munich',
  register_time: '2026-01-05T08:00:00Z',
  last_login_time: null,
  api_access: 3,
  credit_state: 0,
};

const refused: UserApiApplication = {
  application_id: 731,
  state: 3,
  company_name: 'Schmidt Elektronik GmbH',
  company_website: null,
  use_case: 'Our SAP system checks stock and price breaks each night.',
  expected_volume: '10k_50k',
  expected_daily_calls: null,
  submit_time: '2026-11-03T11:02:09Z',
  review_time: '2026-11-04T08:15:30Z',
  reject_reason: 'Please apply with the company e-mail address shown on your website.',
};

async function showCard(user: UserProfile, application: UserApiApplication | null) {
  const requests = fakeApi({ 'GET /api/user/applyApi': { code: 200, message: 'Success', data: { application } } });
  await renderInShop(() => <ApiAccessCard profile={{ data: user, isPending: false, isError: false, refetch: () => {} }} />);
  return requests;
}

describe('the API access panel', () => {
  it('shows, after a reload, when a refused application was sent and decided and the reason given', async () => {
    await showCard(profile, refused);
    const facts = await screen.findByTestId('api-application');
    expect(within(facts).getByText('Please apply with the company e-mail address shown on your website.')).toBeTruthy();
    expect(within(facts).getByText('Reason for the refusal')).toBeTruthy();
    expect(facts.querySelectorAll('time')[0]?.getAttribute('dateTime')).toBe('2026-11-03T11:02:09Z');
    expect(facts.querySelectorAll('time')[1]?.getAttribute('dateTime')).toBe('2026-11-04T08:15:30Z');
    expect(screen.getByRole('button', { name: 'Apply for API access' })).toBeTruthy();
  });

  it('shows a pending application without a decision or reason', async () => {
    await showCard({ ...profile, api_access: 1 }, { ...refused, state: 1, review_time: null, reject_reason: null });
    const facts = await screen.findByTestId('api-application');
    expect(facts.querySelectorAll('time')).toHaveLength(1);
    expect(within(facts).queryByText('Reason for the refusal')).toBeNull();
  });

  it('does not ask for an application the account never made', async () => {
    const requests = await showCard({ ...profile, api_access: 0 }, null);
    expect(await screen.findByRole('button', { name: 'Apply for API access' })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/user/applyApi')).toBe(false);
    expect(screen.queryByTestId('api-application')).toBeNull();
  });
});
