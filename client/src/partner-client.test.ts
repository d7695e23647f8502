import type { GetOrdersParams, OrderPage, SaveOrdersHeaders, SaveOrdersRequest, TokenData } from '@chipmart/generated/partner/model/index';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, createPartnerClient, type PartnerClient } from './index.ts';

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

const baseUrl = 'https://www.chipmart.example';

function partnerAnswering(answer: { code: number; message: string; data: unknown }, status = 200) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url: new URL(String(input)), headers: new Headers(init.headers), body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { partner: createPartnerClient({ baseUrl, token: () => 'tok_9f3c1a7e', fetch }), sent };
}

const order: SaveOrdersRequest = {
  currencyCode: 'USD',
  purchasedGoods: [{ skuId: 880142, num: 100 }],
  addressId: 5012,
  billingId: 5013,
  shippingId: 3,
};

/** Each partner operation: how it is called, what must go over the wire, and a `data` it may answer. */
const calls: Array<{
  name: keyof PartnerClient;
  call: (partner: PartnerClient) => Promise<unknown>;
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  data: unknown;
}> = [
  {
    name: 'getToken',
    call: (partner) => partner.getToken({ email: 'purchasing@schmidt-elektronik.de', password: 'Tr4ce-Reel-2026!' }),
    method: 'POST',
    path: '/open-api/V1/getToken',
    query: {},
    body: { email: 'purchasing@schmidt-elektronik.de', password: 'Tr4ce-Reel-2026!' },
    data: { token: '9f3c1a7e52d84b06a1e47c2b8d5f03a6e4b19c7d', expire: 86400 },
  },
  {
    name: 'getUser',
    call: (partner) => partner.getUser(),
    method: 'GET',
    path: '/open-api/V1/getUser',
    query: {},
    data: { basicData: { email: 'purchasing@schmidt-elektronik.de' }, paymentData: {}, addressData: [] },
  },
  {
    name: 'getOrders',
    call: (partner) => partner.getOrders({ page: 2, pageSize: 10, orderSn: 'CM260302000187' }),
    method: 'GET',
    path: '/open-api/V1/getOrders',
    query: { page: '2', pageSize: '10', orderSn: 'CM260302000187' },
    data: { lists: [], total: 0, page: 2, pageSize: 10 },
  },
  {
    name: 'getGoods',
    call: (partner) => partner.getGoods({ keywords: 'STM32F103C8T6', currencyCode: 'EUR', lang: 'de', page: 1, pageSize: 20 }),
    method: 'GET',
    path: '/open-api/V1/getGoods',
    query: { keywords: 'STM32F103C8T6', currencyCode: 'EUR', lang: 'de', page: '1', pageSize: '20' },
    data: { lists: [], total: 0, page: 1, pageSize: 20 },
  },
  {
    name: 'getShipping',
    call: (partner) => partner.getShipping({ currencyCode: 'EUR' }),
    method: 'GET',
    path: '/open-api/V1/getShipping',
    query: { currencyCode: 'EUR' },
    data: [{ shippingId: 3, shippingName: 'DHL Express', shippingTime: '3-5 working days', shippingPrice: 35 }],
  },
  {
    name: 'saveOrders',
    call: (partner) => partner.saveOrders(order, { 'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
    method: 'POST',
    path: '/open-api/V1/saveOrders',
    query: {},
    body: order,
    headers: { 'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
    data: 'CM260318000457',
  },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('the partner client sends each operation as the contract describes it', () => {
  it('offers exactly the six partner operations', () => {
    const { partner } = partnerAnswering({ code: 200, message: 'Success', data: null });
    expect(Object.keys(partner).sort()).toEqual(calls.map(({ name }) => name).sort());
  });

  it.each(calls)('$name: $method $path with its query, body and headers, the token, and nothing of the shop’s', async (expected) => {
    const { partner, sent } = partnerAnswering({ code: 200, message: 'Success', data: expected.data });
    await expected.call(partner);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe(expected.method);
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe(`${baseUrl}${expected.path}`);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual(expected.query);
    expect(request!.body).toEqual(expected.body);
    expect(request!.headers.get('Authorization')).toBe('Bearer tok_9f3c1a7e');
    for (const [name, value] of Object.entries(expected.headers ?? {})) expect(request!.headers.get(name)).toBe(value);
    expect(request!.url.searchParams.has('_t')).toBe(false);
    expect(request!.headers.has('Lang')).toBe(false);
    expect(request!.headers.has('Currency')).toBe(false);
  });

  it.each(calls)('$name: resolves with the envelope’s data, without a minimum delay', async (expected) => {
    vi.useFakeTimers();
    const { partner } = partnerAnswering({ code: 200, message: 'Success', data: expected.data });
    let result: unknown = 'not settled';
    void expected.call(partner).then((data) => (result = data));
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toEqual(expected.data);
  });

  it.each(calls)('$name: a failure envelope rejects with an ApiError carrying its code', async (expected) => {
    const { partner } = partnerAnswering({ code: 4090, message: 'Only 2,500 pcs in stock', data: null }, 409);
    const error = await expected.call(partner).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4090, status: 409, message: 'Only 2,500 pcs in stock' });
  });

  it('aborts a call when its signal fires', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const partner = createPartnerClient({ baseUrl, fetch });
    const controller = new AbortController();
    const pending = partner.getShipping({ currencyCode: 'USD' }, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('takes its argument and data types from the generated partner code (checked by npm run typecheck)', () => {
    const { partner } = partnerAnswering({ code: 200, message: 'Success', data: null });
    expectTypeOf(partner.getToken).returns.resolves.toEqualTypeOf<TokenData>();
    expectTypeOf(partner.getOrders).parameter(0).toEqualTypeOf<GetOrdersParams>();
    expectTypeOf(partner.getOrders).returns.resolves.toEqualTypeOf<OrderPage>();
    expectTypeOf(partner.saveOrders).parameter(1).toEqualTypeOf<SaveOrdersHeaders | undefined>();
    expectTypeOf(partner.saveOrders).returns.resolves.toEqualTypeOf<string>();
  });
});
