import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@chipmart/client';
import { renderInShop } from '../../../tests/render.tsx';
import { ErrorPage } from './ErrorPage.tsx';

describe('error page', () => {
  it('shows the error status with a title, text and buttons', async () => {
    await renderInShop(() => <ErrorPage error={new ApiError(4030, 'Forbidden', 403)} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('uses 500 for errors without a status', async () => {
    await renderInShop(() => <ErrorPage error={new Error('boom')} reset={() => {}} />);
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('shows the 404 page for not-found errors', async () => {
    await renderInShop(() => <ErrorPage error={{ status: 404 } as unknown as Error} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it('gives the tab a title on error and not-found pages, which no route head names', async () => {
    await renderInShop(() => <ErrorPage error={new Error('boom')} reset={() => {}} />);
    expect(document.title).toMatch(/Chipmart$/);
    expect(document.title).not.toBe('Chipmart');
    await renderInShop(() => <ErrorPage error={{ status: 404 } as unknown as Error} reset={() => {}} />);
    expect(document.title).toBe('This page could not be found. | Chipmart');
  });

  it('says so, with a link home, when the error page itself fails', async () => {
    // An error whose status cannot even be read makes the error page throw.
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('unreadable');
        },
      },
    );
    await renderInShop(() => <ErrorPage error={hostile as Error} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
