import { bindHooksClient, createShopClient } from '@chipmart/client';
import { getGetCartCountQueryKey, getGetCartCountQueryOptions, getGetCartListsQueryOptions } from '@chipmart/generated/internal/hooks/cart/cart';
import { getGetManufacturerQueryOptions, getListGoodsSuppliersQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCurrency, setCurrency, chosenCurrencyStore } from '@/platform/currency/currency-store.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { renderInShop } from '../../tests/render.tsx';
import { answersInCurrency, scopedQuery, useScopedQuery } from './query-scope.ts';

const scope = { locale: 'de', currency: 'EUR' };

describe('query keys follow what the contract says an answer depends on', () => {
  it('keys a priced call by language and currency, after the generated key', () => {
    const options = scopedQuery(getListGoodsSuppliersQueryOptions(100231, { sort: 'price_asc' }), scope);
    expect(options.queryKey).toEqual(['/api/goods/suppliers/100231', { sort: 'price_asc' }, { locale: 'de', currency: 'EUR' }]);
  });

  it('keys a call without prices by language only, so a currency switch leaves it alone', () => {
    expect(scopedQuery(getGetCartCountQueryOptions(), scope).queryKey).toEqual(['/api/cart/cartCount', { locale: 'de' }]);
  });

  it('matches paths with ids against the contract paths that take the Currency header', () => {
    expect(answersInCurrency('/api/manufacturers/8')).toBe(true);
    expect(answersInCurrency('/api/manufacturers')).toBe(false);
    expect(answersInCurrency('/api/manufacturers/8/extra')).toBe(false);
    expect(answersInCurrency(scopedQuery(getGetManufacturerQueryOptions(8), scope).queryKey[0])).toBe(true);
  });

  it('keeps the generated key a prefix, so invalidating by it reaches every language and currency', () => {
    const key = scopedQuery(getGetCartCountQueryOptions(), scope).queryKey;
    expect(key.slice(0, getGetCartCountQueryKey().length)).toEqual([...getGetCartCountQueryKey()]);
  });
});

/** A server that prices the cart in the Currency header it gets (1 USD = 0.92 EUR) and counts its calls. */
function fakePricingServer() {
  const calls: Array<{ path: string; currency: string | null }> = [];
  bindHooksClient(
    createShopClient({
      baseUrl: 'http://shop.test',
      getLocale: () => 'en',
      getCurrency: () => chosenCurrencyStore.get().code,
      getToken: () => 'tok_test',
      minimumDelayMs: 0,
      fetch: vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = new URL(String(input)).pathname;
        const currency = new Headers(init.headers).get('Currency');
        calls.push({ path, currency });
        const euro = currency === 'EUR';
        const data =
          path === '/api/cart/cartCount'
            ? { count: 1 }
            : { unit_price: euro ? 1.84 : 2, currency_code: euro ? 'EUR' : 'USD', currency_symbol: euro ? '€' : '$' };
        return new Response(JSON.stringify({ code: 200, message: 'Success', data }), { headers: { 'Content-Type': 'application/json' } });
      }) as unknown as typeof fetch,
    }),
  );
  return calls;
}

function PricedAndCounted() {
  // Stand-ins for a cart line and the cart badge; the response shapes are the fake server's.
  const price = useScopedQuery(getGetCartListsQueryOptions()).data as unknown as { unit_price: number; currency_code: string; currency_symbol: string } | undefined;
  const count = useScopedQuery(getGetCartCountQueryOptions()).data;
  return (
    <p>
      <span data-testid="price">{price ? formatMoney(price.unit_price, price.currency_code, price.currency_symbol, 'unitPrice') : '…'}</span>
      <span data-testid="count">{count?.count}</span>
    </p>
  );
}

describe('switching currency', () => {
  afterEach(() => resetCurrency());

  it('prices every visible priced answer again in the new currency, and asks nothing else again', async () => {
    const calls = fakePricingServer();
    await renderInShop(() => <PricedAndCounted />);
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(formatMoney(2, 'USD', '$', 'unitPrice')));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'));

    act(() => setCurrency('EUR', '€'));

    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(formatMoney(1.84, 'EUR', '€', 'unitPrice')));
    expect(calls.filter((call) => call.path === '/api/cart/lists').map((call) => call.currency)).toEqual(['USD', 'EUR']);
    expect(calls.filter((call) => call.path === '/api/cart/cartCount')).toHaveLength(1);
  });
});
