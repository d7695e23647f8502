import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/render.tsx';
import { AccountLinks } from './AccountLinks.tsx';

/** The header's sign-in link as a visitor sees it on the page at `href`. */
async function signInLinkOn(href: string): Promise<string | null> {
  const { router, unmount } = await renderInShop(() => <AccountLinks />);
  await act(() => router.navigate({ href }));
  const target = screen.getByRole('link', { name: 'Sign in' }).getAttribute('href');
  unmount();
  return target;
}

describe('the header sign-in link', () => {
  it('returns a visitor to the page they were on', async () => {
    expect(await signInLinkOn('/s?keyword=STM32')).toBe(`/login?redirect=${encodeURIComponent('/s?keyword=STM32')}`);
  });

  it('on the login page keeps the page it was going to return to instead of pointing back at the login page', async () => {
    expect(await signInLinkOn(`/login?redirect=${encodeURIComponent('/rfq')}&method=code`)).toBe(`/login?redirect=${encodeURIComponent('/rfq')}`);
    expect(await signInLinkOn(`/login/validate?email=a%40b.example&redirect=${encodeURIComponent('/compare')}`)).toBe(`/login?redirect=${encodeURIComponent('/compare')}`);
  });

  it('on the sign-in pages without a return address leads to the plain login page', async () => {
    for (const page of ['/login', '/login/validate', '/register', '/forgotpassword', '/forgotpassword/resetpassword']) {
      expect(await signInLinkOn(page), page).toBe('/login');
    }
  });

  it('never returns to a sign-in page, even when the address it carries is one', async () => {
    expect(await signInLinkOn(`/register?redirect=${encodeURIComponent('/login?redirect=/login')}`)).toBe('/login');
  });
});
