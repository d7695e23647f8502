import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { PasswordForm } from './PasswordForm.tsx';

const wrongCurrent = {
  code: 4220,
  message: 'old_password: The current password is not correct',
  status: 422,
  data: { errors: [{ field: 'old_password', message: 'The current password is not correct' }] },
};
const changed = { code: 200, message: 'Password changed', data: { password_updated_at: '2026-11-03T10:15:42Z', ended_sessions: 2 } };

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('changing the password', () => {
  it('ticks each rule as the new password meets it', async () => {
    fakeApi({});
    await renderInShop(() => <PasswordForm />);
    const met = () => screen.getAllByRole('listitem').filter((item) => item.dataset.met === 'true').length;
    type(/^Current password/, 'Old-Pass-1');
    expect(met()).toBe(0);
    type(/^New password/, 'parts');
    expect(met()).toBe(2);
    type(/^New password/, 'parts-2026');
    expect(met()).toBe(4);
  });

  it('shows a wrong current password next to its field, keeps what was typed and focuses it', async () => {
    const answers = [wrongCurrent, changed];
    const requests = fakeApi({ 'POST /api/user/profile/change-password': () => answers.shift()! });
    await renderInShop(() => <PasswordForm />);
    type(/^Current password/, 'Not-It-1');
    type(/^New password/, 'Fresh-Parts-4711');
    type(/^Repeat the new password/, 'Fresh-Parts-4711');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText(/^Current password/, { selector: 'input' });
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The current password is not correct')).toBeTruthy();
    expect((screen.getByLabelText(/^New password/, { selector: 'input' }) as HTMLInputElement).value).toBe('Fresh-Parts-4711');
    await waitFor(() => expect(document.activeElement).toBe(current));

    type(/^Current password/, 'Old-Pass-1');
    expect(current.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices signed out: 2.')).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ old_password: 'Old-Pass-1', new_password: 'Fresh-Parts-4711' });
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('sends nothing while a rule is unmet or the repeat differs', async () => {
    const requests = fakeApi({ 'POST /api/user/profile/change-password': changed });
    await renderInShop(() => <PasswordForm />);
    type(/^Current password/, 'Old-Pass-1');
    type(/^New password/, 'Fresh-Parts-4711');
    type(/^Repeat the new password/, 'Fresh-Parts-4712');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
