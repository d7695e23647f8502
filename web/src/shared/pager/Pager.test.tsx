import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager.tsx';

async function renderAt(url: string, page: number, lastPage: number) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Pager page={page} lastPage={lastPage} label="Pages" /> }),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return screen.findByRole('navigation', { name: 'Pages' });
}

describe('the pager', () => {
  it('links every page to the same listing with its filters kept, page 1 without a page number', async () => {
    const nav = await renderAt('/category/2101?stock=true&sort=%22price_asc%22&page=2', 2, 4);
    const third = within(nav).getByRole('link', { name: 'Page 3' });
    const query = new URLSearchParams(third.getAttribute('href')!.split('?')[1]);
    expect(query.get('stock')).toBe('true');
    expect(query.get('sort')).toBe('price_asc');
    expect(query.get('page')).toBe('3');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).not.toContain('page=');
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toContain('page=3');
  });

  it('is not shown for a single page', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <Pager page={1} lastPage={1} label="Pages" /> }),
      history: createMemoryHistory({ initialEntries: ['/category/1'] }),
    });
    await router.load();
    render(<RouterProvider router={router as never} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
