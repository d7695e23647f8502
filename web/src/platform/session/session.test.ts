import type { ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { chosenCurrencyStore } from '@/platform/currency/currency-store.ts';
import { requireSignIn } from './require-sign-in.ts';
import { safeRedirectTarget } from './safe-redirect.ts';
import { sessionStore, signIn, signOut, storeToken } from './session-store.ts';
import { profile } from '../../../tests/fixtures.ts';


function cookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('session cookies', () => {
  it('keeps the token as long as the server says and userInfo for 7 days', () => {
    const writes = cookieWrites();
    signIn({ token: 'tok_0123456789abcdef0123456789abcdef', expire: 86_400, userInfo: profile });
    expect(writes.find((w) => w.startsWith('token='))).toContain('Max-Age=86400');
    expect(writes.find((w) => w.startsWith('userInfo='))).toContain(`Max-Age=${7 * 86_400}`);
    expect(sessionStore.get().userInfo?.contact_name).toBe('Anna Keller');
    vi.restoreAllMocks();
    signOut();
  });

  it('keeps a token without a stated lifetime for 7 days', () => {
    const writes = cookieWrites();
    storeToken('tok_connect');
    expect(writes[0]).toContain(`Max-Age=${7 * 86_400}`);
    vi.restoreAllMocks();
    signOut();
  });

  it('goes back to the default currency after signing in', () => {
    chosenCurrencyStore.set({ code: 'EUR', symbol: '€' });
    signIn({ token: 'tok_0123456789abcdef0123456789abcdef', expire: 60, userInfo: profile });
    expect(chosenCurrencyStore.get()).toEqual({ code: 'USD', symbol: '$' });
    signOut();
  });

  it('forgets the session on sign-out', () => {
    storeToken('tok_x');
    signOut();
    expect(sessionStore.get().token).toBeUndefined();
    expect(document.cookie).not.toContain('token=');
  });
});

describe('login guard', () => {
  const location = { href: '/de/myaccount/my-profile?tab=2', pathname: '/de/myaccount/my-profile' } as ParsedLocation;

  it('sends visitors to the login page carrying the page they wanted', () => {
    signOut();
    let thrown: unknown;
    try {
      requireSignIn({ location });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { options: { href: string } }).options.href).toBe('/login?redirect=%2Fde%2Fmyaccount%2Fmy-profile%3Ftab%3D2');
  });

  it('lets signed-in users through, token from the cookie included', () => {
    signOut();
    document.cookie = 'token=tok_from_other_tab; Path=/';
    expect(() => requireSignIn({ location })).not.toThrow();
  });
});

describe('return address after login', () => {
  const origin = 'https://shop.chipmart.example';
  it('accepts paths of this site', () => {
    expect(safeRedirectTarget('/de/shoppingcart?x=1', origin)).toBe('/de/shoppingcart?x=1');
  });
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])('refuses %s', (target) => {
    expect(safeRedirectTarget(target, origin)).toBe('/');
  });
});
