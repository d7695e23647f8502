import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore, signOut } from '@/platform/session/session-store.ts';
import { toastStore } from '@/ui/toast-store.ts';
import { profile } from '../../../tests/fixtures.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';

const wrongPassword = (captchaNext: boolean) => ({
  code: 4220,
  message: 'password: The e-mail address, telephone or password is not correct',
  status: 422,
  data: {
    errors: [
      { field: 'password', message: 'The e-mail address, telephone or password is not correct' },
      ...(captchaNext ? [{ field: 'captcha_answer', message: 'Please type the characters shown in the image' }] : []),
    ],
  },
});

let captchas = 0;
const newCaptcha = () => {
  captchas += 1;
  return {
    code: 200,
    message: 'Success',
    data: { captcha_key: `cap_${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+', format: 'svg', width: 120, height: 40, length: 4, expire: 300 },
  };
};

async function showForm(loginAnswers: ReturnType<typeof wrongPassword | typeof signedIn>[]) {
  signOut();
  toastStore.set([]);
  captchas = 0;
  const answers = [...loginAnswers];
  const requests = fakeApi({ 'POST /api/user/login': () => answers.shift()!, 'GET /api/captcha/getCaptcha': newCaptcha });
  const shop = await renderInShop(() => <PasswordSignInForm redirect="/myaccount/my-profile" />);
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail or telephone/ }), { target: { value: 'buyer@chipmart.example' } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Buyer-Parts-2025' } });
  return { requests, shop, logins: () => requests.filter((request) => request.path === '/api/user/login').map((request) => request.body) };
}

const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const signedIn = () => ({ code: 200, message: 'Login successful', data: { token: 'cmt_0123456789abcdef0123456789abcdef', expire: 86_400, userInfo: profile } });

describe('password sign-in form', () => {
  it('sends nothing and marks the fields while they are empty', async () => {
    const { logins } = await showForm([]);
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail or telephone/ }), { target: { value: '' } });
    signIn();
    expect(await screen.findByText('Enter your e-mail address or telephone')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(logins()).toEqual([]);
  });

  it('shows a wrong password next to the password field', async () => {
    await showForm([wrongPassword(false)]);
    signIn();
    expect(await screen.findByText('The e-mail address, telephone or password is not correct')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(sessionStore.get().token).toBeUndefined();
  });

  it('asks for the image captcha when the server does, sends its key and answer, and shows a new image after each try', async () => {
    const { logins, shop } = await showForm([wrongPassword(true), wrongPassword(false), signedIn()]);
    signIn();
    const image = await screen.findByRole('img', { name: /Security image with 4 characters/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.getByText('Please type the characters shown in the image')).toBeTruthy();

    // The answer is required now: nothing is sent without it.
    signIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: /Characters in the image/ }).getAttribute('aria-invalid')).toBe('true');
    expect(logins()).toHaveLength(1);

    fireEvent.change(screen.getByRole('textbox', { name: /Characters in the image/ }), { target: { value: 'k7rm' } });
    signIn();
    await waitFor(() => expect(logins()).toHaveLength(2));
    expect(logins()[1]).toEqual({ email: 'buyer@chipmart.example', password: 'Buyer-Parts-2025', captcha_key: 'cap_1', captcha_answer: 'k7rm' });
    // That captcha is used up: a new one, and an empty answer.
    await waitFor(() => expect(captchas).toBe(2));
    expect((screen.getByRole('textbox', { name: /Characters in the image/ }) as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Buyer-Parts-2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Characters in the image/ }), { target: { value: 'X4PD' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false));
    signIn();
    await waitFor(() => expect(sessionStore.get().token).toBe('cmt_0123456789abcdef0123456789abcdef'));
    expect(logins()[2]).toMatchObject({ captcha_key: 'cap_2', captcha_answer: 'X4PD', password: 'Buyer-Parts-2026' });
    await waitFor(() => expect(shop.router.state.location.href).toBe('/myaccount/my-profile'));
    expect(toastStore.get()).toMatchObject([{ kind: 'success', text: 'Login successful' }]);
    signOut();
  });

  it('shows other failures, like a disabled account, as a red toast', async () => {
    await showForm([{ code: 4030, message: 'This account is disabled', status: 403, data: null } as never]);
    signIn();
    await waitFor(() => expect(toastStore.get()).toMatchObject([{ kind: 'error', text: 'This account is disabled' }]));
    expect(sessionStore.get().token).toBeUndefined();
  });
});
