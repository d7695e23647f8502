import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/platform/i18n/locale.ts';
import { afterSignInTarget } from './login-search.ts';
import { codeProblem, codeRequestProblems, codeSignInBody, passwordProblems, passwordSignInBody } from './sign-in-rules.ts';

const draft = (account: string, password = 'Buyer-Parts-2026', captchaAnswer = '') => ({ account, password, captchaAnswer });

describe('password sign-in', () => {
  it('sends an e-mail address as email', () => {
    expect(passwordSignInBody(draft('  buyer@chipmart.example '), undefined)).toEqual({ email: 'buyer@chipmart.example', password: 'Buyer-Parts-2026' });
  });

  it('sends anything without an @ as telephone', () => {
    expect(passwordSignInBody(draft('+1 512 555 0174'), undefined)).toEqual({ telephone: '+1 512 555 0174', password: 'Buyer-Parts-2026' });
  });

  it('sends the password exactly as typed', () => {
    expect(passwordSignInBody(draft('buyer@chipmart.example', ' pass word '), undefined).password).toBe(' pass word ');
  });

  it('adds the captcha key and answer only when a captcha is shown', () => {
    expect(passwordSignInBody(draft('buyer@chipmart.example', 'x', ' k7rm '), 'cap_1')).toMatchObject({ captcha_key: 'cap_1', captcha_answer: 'k7rm' });
    expect(passwordSignInBody(draft('buyer@chipmart.example', 'x', 'k7rm'), undefined)).not.toHaveProperty('captcha_key');
  });

  it('requires the account and the password', () => {
    expect(passwordProblems(draft('', ''), false)).toEqual({ account: 'Enter your e-mail address or telephone', password: 'Enter your password' });
  });

  it('rejects a malformed e-mail and a telephone without digits', () => {
    expect(passwordProblems(draft('buyer@'), false).account).toBe('Enter a valid e-mail address');
    expect(passwordProblems(draft('call me'), false).account).toMatch(/telephone with its country code/);
    expect(passwordProblems(draft('+49 89'), false).account).toBeUndefined();
  });

  it('rejects a password longer than the contract allows', () => {
    expect(passwordProblems(draft('buyer@chipmart.example', 'x'.repeat(33)), false).password).toBe('A password has at most 32 characters');
  });

  it('requires the captcha answer only once the captcha is shown', () => {
    expect(passwordProblems(draft('buyer@chipmart.example'), false)).toEqual({});
    expect(passwordProblems(draft('buyer@chipmart.example'), true)).toEqual({ captcha: 'Type the characters shown in the image' });
  });
});

describe('code sign-in', () => {
  it('needs an e-mail address and the image characters to send a code', () => {
    expect(codeRequestProblems({ email: '', captchaAnswer: '' })).toEqual({ email: 'Enter your e-mail address', captcha: 'Type the characters shown in the image' });
    expect(codeRequestProblems({ email: '+1 512 555 0174', captchaAnswer: 'X4PD' })).toEqual({ email: 'Enter a valid e-mail address' });
    expect(codeRequestProblems({ email: 'buyer@chipmart.example', captchaAnswer: 'X4PD' })).toEqual({});
  });

  it('takes a code of exactly 6 digits', () => {
    expect(codeProblem('')).toBe('Enter the code from the e-mail');
    expect(codeProblem('58310')).toBe('The code has 6 digits');
    expect(codeProblem('58310a')).toBe('The code has 6 digits');
    expect(codeProblem(' 583106 ')).toBeUndefined();
  });

  it('sends the address and the code', () => {
    expect(codeSignInBody(' buyer@chipmart.example', '583106 ')).toEqual({ email: 'buyer@chipmart.example', captcha: '583106' });
  });
});

describe('after signing in', () => {
  const origin = 'https://shop.chipmart.example';
  afterEach(() => applyLocale('en'));

  it('goes back to the page that asked, in the language of the login page', () => {
    applyLocale('de');
    expect(afterSignInTarget('/de/myaccount?tab=2', origin)).toBe('/de/myaccount?tab=2');
    applyLocale('en');
    expect(afterSignInTarget('/de/myaccount?tab=2', origin)).toBe('/myaccount?tab=2');
  });
  it('goes to the account without a return address', () => {
    expect(afterSignInTarget(undefined, origin)).toBe('/myaccount');
    applyLocale('fr');
    expect(afterSignInTarget(undefined, origin)).toBe('/fr/myaccount');
  });
  it('never leaves the site', () => {
    expect(afterSignInTarget('https://evil.example/', origin)).toBe('/');
    expect(afterSignInTarget('//evil.example/x', origin)).toBe('/');
  });
});
