import { describe, expect, it, vi } from 'vitest';
import { apiFetch, bindHooksClient, createApiClient } from './index.ts';

function clientAnswering(data: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'Success', data }), { status: 200 }));
  return { client: createApiClient({ baseUrl: 'http://shop.test', fetch }), fetch };
}

describe('the generated hooks call the client the app binds', () => {
  it('fails with an error naming the call and the fix when a hook runs before the app bound a client', async () => {
    await expect(apiFetch({ url: '/api/cart/cartCount', method: 'get' })).rejects.toThrow(
      'GET /api/cart/cartCount ran before the app bound a client: call bindHooksClient(createShopClient(…)) at start-up',
    );
  });

  it('sends every hook call through the client bound last', async () => {
    const first = clientAnswering('first');
    const second = clientAnswering('second');
    bindHooksClient(first.client);
    await expect(apiFetch({ url: '/api/cart/cartCount', method: 'GET' })).resolves.toBe('first');
    bindHooksClient(second.client);
    await expect(apiFetch({ url: '/api/cart/cartCount', method: 'GET' })).resolves.toBe('second');
    expect(first.fetch).toHaveBeenCalledTimes(1);
    expect(second.fetch).toHaveBeenCalledTimes(1);
  });
});
