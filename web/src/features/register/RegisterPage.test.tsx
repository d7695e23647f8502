import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore, signOut } from '@/platform/session/session-store.ts';
import { profile } from '../../../tests/fixtures.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { RegisterPage } from './RegisterPage.tsx';

type Answer = { code: number; message: string; data: unknown; status?: number };

const captcha = { code: 200, message: 'Success', data: { captcha_key: 'cap_1', image: 'data:image/svg+xml;base64,PHN2Zy8+', format: 'svg', width: 120, height: 40, length: 4, expire: 300 } };
const countries = { code: 200, message: 'Success', data: [{ id: 82, name: 'Germany', iso_code: 'DE', phone_code: '+49' }] };
const wrongCode: Answer = { code: 4220, message: 'captcha: The code is not correct', status: 422, data: { errors: [{ field: 'captcha', message: 'The verification code is wrong or has expired' }] } };
const emailTaken: Answer = { code: 4090, message: 'This e-mail address already belongs to an account', status: 409, data: null };
const registered: Answer = { code: 200, message: 'Registration successful', data: { token: 'cmt_0123456789abcdef0123456789abcdef', expire: 604_800, userInfo: profile } };

async function accountStep(registerAnswers: Answer[]) {
  signOut();
  const answers = [...registerAnswers];
  const requests = fakeApi({
    'GET /api/captcha/getCaptcha': captcha,
    'GET /api/common/options/country': countries,
    'POST /api/user/register': () => answers.shift()!,
  });
  const shop = await renderInShop(() => <RegisterPage search={{}} />);
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'l.brandt@brandt-elektronik.de' } });
  fireEvent.click(screen.getByRole('button', { name: 'I already have a code' }));
  await screen.findByRole('form', { name: 'Account details' });
  return { shop, registrations: () => requests.filter((request) => request.path === '/api/user/register').map((request) => request.body) };
}

const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const password = () => document.getElementById('register-password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

async function fillAccount() {
  type(/Verification code/, '402917');
  fireEvent.change(password(), { target: { value: 'Brandt-2026' } });
  type(/Contact name/, 'Lena Brandt');
  type(/Company name/, 'Brandt Elektronik GmbH');
  fireEvent.click(screen.getByRole('combobox', { name: /Country or region/ }));
  // The select's code loads on first use.
  fireEvent.click(await screen.findByRole('option', { name: 'Germany (+49)' }, { timeout: 10_000 }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('registration page', () => {
  beforeAll(() => {
    // jsdom lays nothing out; Radix scrolls the chosen option into view and captures the pointer.
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });

  it('ticks each password rule as it is met while the buyer types', async () => {
    await accountStep([]);
    const met = () => [...document.querySelectorAll('.password-rule')].map((rule) => rule.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'false']);
    fireEvent.change(password(), { target: { value: 'brandt' } });
    expect(met()).toEqual(['false', 'true', 'false']);
    fireEvent.change(password(), { target: { value: 'brandt-2026' } });
    expect(met()).toEqual(['true', 'true', 'true']);
    expect(password().getAttribute('aria-describedby')).toBe('register-password-rules');
  });

  it('sends nothing while a rule fails, and marks each field with its own message', async () => {
    const { registrations } = await accountStep([]);
    submit();
    expect(await screen.findByText('Accept the terms and the privacy policy to create an account')).toBeTruthy();
    expect(screen.getByText('Choose the country of your company')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Verification code/ }).getAttribute('aria-invalid')).toBe('true');
    expect(registrations()).toEqual([]);
  });

  it('shows a wrong code next to the code and a taken address above the button, keeping everything typed', async () => {
    const { registrations } = await accountStep([wrongCode, emailTaken]);
    await fillAccount();
    submit();
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Verification code/ }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe('Brandt Elektronik GmbH');
    expect(password().value).toBe('Brandt-2026');

    // Editing the field clears its server message.
    type(/Verification code/, '402918');
    expect(screen.queryByText('The verification code is wrong or has expired')).toBeNull();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail address already belongs to an account');
    expect(registrations()[1]).toMatchObject({ email: 'l.brandt@brandt-elektronik.de', captcha: '402918', country_id: 82, agree_terms: true });
    // Two round trips and the select's first load: give a busy machine time.
  }, 60_000);

  it('going back to change the address keeps everything else typed', async () => {
    await accountStep([]);
    type(/Company name/, 'Brandt Elektronik GmbH');
    fireEvent.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    const address = screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement;
    expect(address.value).toBe('l.brandt@brandt-elektronik.de');
    fireEvent.change(address, { target: { value: 'einkauf@brandt-elektronik.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'I already have a code' }));
    expect((await screen.findByRole('status')).textContent).toContain('einkauf@brandt-elektronik.de');
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe('Brandt Elektronik GmbH');
  });

  it('signs the new buyer in and opens the account', async () => {
    const { shop } = await accountStep([registered]);
    await fillAccount();
    submit();
    await waitFor(() => expect(sessionStore.get().token).toBe('cmt_0123456789abcdef0123456789abcdef'));
    await waitFor(() => expect(shop.router.state.location.href).toBe('/myaccount'));
    signOut();
  });
});
