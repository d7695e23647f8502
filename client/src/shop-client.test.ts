import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, bindHooksClient, createShopClient, NetworkError, type ShopClientOptions } from './index.ts';

interface SentRequest {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

function envelopeResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setUp(overrides: Partial<ShopClientOptions> = {}, answer: () => Response = () => envelopeResponse({ code: 200, message: 'Success', data: { count: 3 } })) {
  const sent: SentRequest[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: new URL(String(input), 'http://shop.test'), init, headers: new Headers(init.headers) });
    return answer();
  });
  // The hooks' path: the shop binds its client, the generated code calls apiFetch.
  bindHooksClient(createShopClient({
    baseUrl: 'http://shop.test',
    getLocale: () => 'de',
    getCurrency: () => undefined,
    getToken: () => undefined,
    minimumDelayMs: 0,
    fetch: fakeFetch as unknown as typeof fetch,
    ...overrides,
  }));
  return sent;
}

describe('every request carries the common request parts', () => {
  it('sends the current locale as Lang and JSON content type', async () => {
    const sent = setUp();
    await apiFetch({ url: '/api/cart/cartCount', method: 'GET' });
    expect(sent[0]!.headers.get('Lang')).toBe('de');
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('falls back to en when no locale is known', async () => {
    const sent = setUp({ getLocale: () => undefined });
    await apiFetch({ url: '/api/lang/list', method: 'GET' });
    expect(sent[0]!.headers.get('Lang')).toBe('en');
  });

  it('sends USD when the shopper chose no currency', async () => {
    const sent = setUp();
    await apiFetch({ url: '/api/config/getCurrencyList', method: 'GET' });
    expect(sent[0]!.headers.get('Currency')).toBe('USD');
  });

  it('sends the chosen currency', async () => {
    const sent = setUp({ getCurrency: () => 'EUR' });
    await apiFetch({ url: '/api/index/search', method: 'GET' });
    expect(sent[0]!.headers.get('Currency')).toBe('EUR');
  });

  it('always sends CNY on the inland site, whatever was chosen', async () => {
    const sent = setUp({ getCurrency: () => 'EUR', forcedCurrency: 'CNY' });
    await apiFetch({ url: '/api/index/search', method: 'GET' });
    expect(sent[0]!.headers.get('Currency')).toBe('CNY');
  });

  it('sends the bearer token only when signed in', async () => {
    let token: string | undefined;
    const sent = setUp({ getToken: () => token });
    await apiFetch({ url: '/api/site/label', method: 'GET' });
    token = 'tok_5f2b9c';
    await apiFetch({ url: '/api/cart/lists', method: 'GET' });
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer tok_5f2b9c');
  });

  it('adds a strictly increasing timestamp-style _t query, keeping the call own parameters', async () => {
    const sent = setUp({ now: () => 1_763_817_600_000 });
    await apiFetch({ url: '/api/index/search', method: 'GET', params: { keywords: 'STM32F103', page: 1, skip: undefined } });
    await apiFetch({ url: '/api/index/search', method: 'GET', params: { keywords: 'LM358' } });
    const [first, second] = sent.map((request) => request.url.searchParams);
    expect(first!.get('keywords')).toBe('STM32F103');
    expect(first!.get('page')).toBe('1');
    expect(first!.has('skip')).toBe(false);
    expect(Number(first!.get('_t'))).toBe(1_763_817_600_000);
    expect(Number(second!.get('_t'))).toBe(1_763_817_600_001);
  });

  it('repeats array parameters and sends JSON bodies', async () => {
    const sent = setUp();
    await apiFetch({ url: '/api/bom/delBom', method: 'DELETE', params: { ids: [4, 9] } });
    await apiFetch({ url: '/api/cart/add', method: 'POST', data: { sku_id: 880142, goods_id: 100231, cart_num: 100 } });
    expect(sent[0]!.url.searchParams.getAll('ids')).toEqual(['4', '9']);
    expect(sent[1]!.init.method).toBe('POST');
    expect(JSON.parse(String(sent[1]!.init.body))).toEqual({ sku_id: 880142, goods_id: 100231, cart_num: 100 });
  });

  it('lets the browser set the multipart boundary for uploads', async () => {
    const sent = setUp();
    const form = new FormData();
    form.append('bom_name', 'Motor driver rev B');
    await apiFetch({ url: '/api/bom/uploadBom', method: 'POST', data: form, headers: { 'Content-Type': 'multipart/form-data' } });
    expect(sent[0]!.init.body).toBe(form);
    expect(sent[0]!.headers.has('Content-Type')).toBe(false);
  });
});

describe('the envelope is unwrapped', () => {
  it('hands the caller data, not the envelope', async () => {
    setUp();
    await expect(apiFetch({ url: '/api/cart/cartCount', method: 'GET' })).resolves.toEqual({ count: 3 });
  });

  it('passes the success message on to a caller who asks for it', async () => {
    setUp({}, () => envelopeResponse({ code: 200, message: 'Thank you for your feedback', data: { feedback_id: 7 } }));
    const onSuccessMessage = vi.fn();
    await expect(apiFetch({ url: '/api/feedback', method: 'POST', data: {} }, { onSuccessMessage })).resolves.toEqual({ feedback_id: 7 });
    expect(onSuccessMessage).toHaveBeenCalledWith('Thank you for your feedback');
  });

  it('calls the session-expired hook on code 4001 and rejects', async () => {
    const onSessionExpired = vi.fn();
    setUp({ onSessionExpired }, () => envelopeResponse({ code: 4001, message: 'Your session has expired', data: null }, 401));
    const failure = apiFetch({ url: '/api/user/profile/info', method: 'GET' });
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', code: 4001, status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not call the session-expired hook for other failures', async () => {
    const onSessionExpired = vi.fn();
    setUp({ onSessionExpired }, () => envelopeResponse({ code: 4040, message: 'The requested record was not found', data: null }, 404));
    await expect(apiFetch({ url: '/api/user/order/CM1', method: 'GET' })).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('throws a typed error naming each invalid field', async () => {
    setUp({}, () =>
      envelopeResponse(
        { code: 4220, message: 'email: Enter a valid email address', data: { errors: [{ field: 'email', message: 'Enter a valid email address' }] } },
        422,
      ),
    );
    const error = await apiFetch({ url: '/api/feedback', method: 'POST', data: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(4220);
    expect((error as ApiError).message).toBe('email: Enter a valid email address');
    expect((error as ApiError).fieldMessage('email')).toBe('Enter a valid email address');
  });

  it('reports how long to wait when rate limited', async () => {
    setUp({}, () => envelopeResponse({ code: 4290, message: 'Too many attempts', data: { retry_after: 30 } }, 429, { 'Retry-After': '30' }));
    await expect(apiFetch({ url: '/api/user/login', method: 'POST', data: {} })).rejects.toMatchObject({ code: 4290, retryAfter: 30 });
  });

  it('treats an envelope failure as a failure even when the HTTP status is 200', async () => {
    setUp({}, () => envelopeResponse({ code: 4090, message: 'Only 2,500 pcs in stock', data: null }, 200));
    await expect(apiFetch({ url: '/api/cart/add', method: 'POST', data: {} })).rejects.toMatchObject({ code: 4090, message: 'Only 2,500 pcs in stock' });
  });

  it('raises a network error when the answer is not an envelope', async () => {
    setUp({}, () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch({ url: '/api/site/label', method: 'GET' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('raises a network error when the server cannot be reached', async () => {
    setUp({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(apiFetch({ url: '/api/site/label', method: 'GET' })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('minimum fetch delay', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('resolves no sooner than 200 ms by default', async () => {
    vi.useFakeTimers();
    // No minimumDelayMs: the product's default applies.
    setUp({ minimumDelayMs: undefined }, () => envelopeResponse({ code: 200, message: 'Success', data: 1 }));
    let settled = false;
    const pending = apiFetch({ url: '/api/cart/cartCount', method: 'GET' }).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    await expect(pending).resolves.toBe(1);
    vi.useRealTimers();
  });
});
