import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore, signOut, storeToken } from '@/platform/session/session-store.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

type Answer = { code: number; message: string; data: unknown; status?: number };

const wrongCode: Answer = { code: 4220, message: 'captcha: wrong', status: 422, data: { errors: [{ field: 'captcha', message: 'The verification code is wrong or has expired' }] } };
const reset: Answer = { code: 200, message: 'Your password has been reset, please sign in', data: { password_updated_at: '2026-11-03T08:47:21Z', ended_sessions: 2 } };

async function showReset(answers: Answer[]) {
  const queue = [...answers];
  const requests = fakeApi({ 'POST /api/user/reset-password': () => queue.shift()! });
  await renderInShop(() => <ResetPasswordPage search={{ email: 'm.dubois@electroniq-lyon.fr' }} />);
  fireEvent.change(screen.getByRole('textbox', { name: /Verification code/ }), { target: { value: '270448' } });
  fireEvent.change(document.getElementById('reset-password')!, { target: { value: 'LyonAchats2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  return () => requests.filter((request) => request.path === '/api/user/reset-password').map((request) => request.body);
}

describe('reset password page', () => {
  it('says where the code went', async () => {
    await showReset([]);
    expect(screen.getByRole('status').textContent).toContain('m.dubois@electroniq-lyon.fr');
  });

  it('shows a wrong code next to the code field and keeps the new password', async () => {
    await showReset([wrongCode]);
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();
    expect((document.getElementById('reset-password') as HTMLInputElement).value).toBe('LyonAchats2026');
  });

  it('after the reset says every session was ended, this one included, and forgets it', async () => {
    storeToken('cmt_old_session');
    const sent = await showReset([reset]);
    const done = await screen.findByRole('heading', { name: 'Your password has been changed' });
    expect(screen.getByText(/this one included \(sessions ended: 2\)/)).toBeTruthy();
    expect(sent()).toEqual([{ email: 'm.dubois@electroniq-lyon.fr', captcha: '270448', password: 'LyonAchats2026' }]);
    await waitFor(() => expect(sessionStore.get().token).toBeUndefined());
    expect(within(done.parentElement!).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    signOut();
  });
});
