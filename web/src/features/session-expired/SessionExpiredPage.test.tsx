import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionExpiredHref } from '@/platform/session/login-href.ts';
import { renderInShop } from '../../../tests/render.tsx';
import { SessionExpiredPage } from './SessionExpiredPage.tsx';

describe('session expired page', () => {
  it('offers to sign in and come back to the page the buyer was on, that page itself, and home', async () => {
    await renderInShop(() => <SessionExpiredPage search={{ redirect: '/myaccount/my-profile?tab=2' }} />);
    expect(screen.getByText(/signed out in this browser/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in and go back' }).getAttribute('href')).toBe('/login?redirect=%2Fmyaccount%2Fmy-profile%3Ftab%3D2');
    expect(screen.getByRole('link', { name: 'Back to the page without signing in' }).getAttribute('href')).toBe('/myaccount/my-profile?tab=2');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('without a page to return to, offers the plain sign-in', async () => {
    await renderInShop(() => <SessionExpiredPage search={{}} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Back to the page without signing in' })).toBeNull();
  });
});

describe('where an expired session leads', () => {
  it('carries the page the buyer was on', () => {
    expect(sessionExpiredHref({ href: '/de/myaccount/net-terms?page=2', pathname: '/de/myaccount/net-terms' })).toBe('/exit?redirect=%2Fde%2Fmyaccount%2Fnet-terms%3Fpage%3D2');
  });

  it('carries nothing from a sign-in page', () => {
    expect(sessionExpiredHref({ href: '/login?redirect=%2Frfq', pathname: '/login' })).toBe('/exit');
  });

  it("stays on /exit when the page's other calls fail after it, keeping the way back it carries", () => {
    expect(sessionExpiredHref({ href: '/exit?redirect=%2Frfq', pathname: '/exit' })).toBeUndefined();
    expect(sessionExpiredHref({ href: '/de/exit', pathname: '/de/exit' })).toBeUndefined();
  });
});
