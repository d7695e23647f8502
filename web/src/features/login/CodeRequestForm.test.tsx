import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { CodeRequestForm } from './CodeRequestForm.tsx';
import { forgetCodeSent } from './sent-codes.ts';

let captchas = 0;
const newCaptcha = () => {
  captchas += 1;
  return {
    code: 200,
    message: 'Success',
    data: { captcha_key: `cap_${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+', format: 'svg', width: 120, height: 40, length: 4, expire: 300 },
  };
};

async function showForm(sendAnswer: () => { code: number; message: string; data: unknown; status?: number }) {
  captchas = 0;
  forgetCodeSent('buyer@chipmart.example');
  const requests = fakeApi({ 'POST /api/captcha/sendVerificationCode': sendAnswer, 'GET /api/captcha/getCaptcha': newCaptcha });
  const onSent = vi.fn();
  await renderInShop(() => <CodeRequestForm id="test-code" onSent={onSent} />);
  await screen.findByRole('img', { name: /Security image/ });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'buyer@chipmart.example' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Characters in the image/ }), { target: { value: 'x4pd' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return { onSent, sends: () => requests.filter((request) => request.method === 'POST').map((request) => request.body) };
}

describe('asking for a sign-in code', () => {
  it('sends the address with the image answer, then counts down before another code may be asked for', async () => {
    const { onSent, sends } = await showForm(() => ({
      code: 200,
      message: 'A verification code has been sent to buyer@chipmart.example',
      data: { email: 'buyer@chipmart.example', purpose: 'login', expire: 600, resend_after: 60 },
    }));
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sends()).toEqual([{ email: 'buyer@chipmart.example', purpose: 'login', captcha_key: 'cap_1', captcha_answer: 'x4pd' }]);
    expect(await screen.findByText('You can ask for a new code in 60 s.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a wrong image answer next to the image and loads a new one', async () => {
    const { onSent } = await showForm(() => ({
      code: 4220,
      status: 422,
      message: 'captcha_answer: The characters do not match the image, please try a new one',
      data: { errors: [{ field: 'captcha_answer', message: 'The characters do not match the image, please try a new one' }] },
    }));
    expect(await screen.findByText('The characters do not match the image, please try a new one')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Characters in the image/ }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(captchas).toBe(2));
    expect(onSent).not.toHaveBeenCalled();
  });

  it("too soon after the last code: counts the server's wait down with sending disabled and keeps the address", async () => {
    const { onSent } = await showForm(() => ({
      code: 4290,
      status: 429,
      message: 'A code was just sent, please wait 37 seconds before asking for another',
      data: { retry_after: 37 },
    }));
    expect(await screen.findByText('You can ask for a new code in 37 s.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement).value).toBe('buyer@chipmart.example');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('needs a valid address before sending', async () => {
    captchas = 0;
    const requests = fakeApi({ 'GET /api/captcha/getCaptcha': newCaptcha });
    await renderInShop(() => <CodeRequestForm id="test-code" onSent={() => undefined} />);
    await screen.findByRole('img', { name: /Security image/ });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: '+1 512 555 0174' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Type the characters shown in the image')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
