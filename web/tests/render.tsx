import { bindHooksClient, createShopClient } from '@chipmart/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { GoodsActionsProvider, type GoodsActionHandlers } from '../src/shared/goods/goods-actions-context.ts';

/** Parts' RFQ, compare and cart buttons that do nothing, for pages whose test does not press them. */
export const inertGoodsActions: GoodsActionHandlers = {
  addToRfq: () => {},
  addToCompare: () => {},
  useAddToCart: () => ({ add: async () => {}, isAdding: false }),
};

/** Renders `ui` inside a router and a fresh query client, as the shop does, with the parts' buttons handled by `goodsActions`. */
export async function renderInShop(ui: () => ReactNode, goodsActions: GoodsActionHandlers = inertGoodsActions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui()}</> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <GoodsActionsProvider value={goodsActions}>
        <RouterProvider router={router as never} />
      </GoodsActionsProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Answer = { code: number; message: string; data: unknown; status?: number };

/** Points the generated hooks at a fake server that answers per path; returns the requests it got. */
export function fakeApi(answers: Record<string, Answer | (() => Answer)>) {
  const requests: { path: string; method: string; body: unknown; headers: Headers }[] = [];
  bindHooksClient(createShopClient({
    baseUrl: 'http://shop.test',
    getLocale: () => 'en',
    getCurrency: () => 'USD',
    getToken: () => 'tok_test',
    minimumDelayMs: 0,
    fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      // An upload's form is kept as it was sent; any other body is JSON.
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ path: url.pathname, method: init.method ?? 'GET', body, headers: new Headers(init.headers) });
      const entry = answers[`${init.method ?? 'GET'} ${url.pathname}`];
      const answer = typeof entry === 'function' ? entry() : (entry ?? { code: 4040, message: 'Not found', data: null, status: 404 });
      return new Response(JSON.stringify({ code: answer.code, message: answer.message, data: answer.data }), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch,
  }));
  return requests;
}
