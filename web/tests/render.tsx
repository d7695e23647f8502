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

/** One request the fake server got: an upload's form as it was sent, any other body as parsed JSON. */
export interface FakeRequest {
  path: string;
  method: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * Points the generated hooks at a fake server that answers per method and path (an answer may read the
 * request); `otherwise` answers what the table does not name (404 without it). Returns the requests it got.
 */
export function fakeApi(answers: Record<string, Answer | ((request: FakeRequest) => Answer)>, otherwise?: (request: FakeRequest) => Answer) {
  const requests: FakeRequest[] = [];
  bindHooksClient(createShopClient({
    baseUrl: 'http://shop.test',
    getLocale: () => 'en',
    getCurrency: () => 'USD',
    getToken: () => 'tok_test',
    minimumDelayMs: 0,
    fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      const request: FakeRequest = { path: url.pathname, method: init.method ?? 'GET', query: url.searchParams, body, headers: new Headers(init.headers) };
      requests.push(request);
      const entry = answers[`${request.method} ${url.pathname}`];
      const answer = typeof entry === 'function' ? entry(request) : (entry ?? otherwise?.(request) ?? { code: 4040, message: 'Not found', data: null, status: 404 });
      return new Response(JSON.stringify({ code: answer.code, message: answer.message, data: answer.data }), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch,
  }));
  return requests;
}
