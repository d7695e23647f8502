import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NetworkError, type ApiClientOptions } from './index.ts';

interface SentRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
}

const success = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'Success', data }), { status: 200 });

function clientWith(options: Partial<ApiClientOptions> = {}, answer: () => Response = () => success({ ok: true })) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init, headers: new Headers(init.headers) });
    return answer();
  });
  return { client: createApiClient({ baseUrl: 'http://api.test', fetch, ...options }), sent };
}

/** Whether `promise` settles without any timer running: a minimum delay would need one. */
async function settlesWithoutWaiting(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a client built with only a base URL adds none of the shop’s request parts', () => {
  it('sends the call’s own URL and query, without a sequence query, Lang, Currency or Authorization', async () => {
    const { client, sent } = clientWith();
    await client.request({ url: '/open-api/V1/getUser', method: 'GET' });
    await client.request({ url: '/open-api/V1/getGoods', method: 'GET', params: { keywords: 'LM358', page: 1, lang: undefined } });
    expect(sent.map((request) => request.url)).toEqual(['http://api.test/open-api/V1/getUser', 'http://api.test/open-api/V1/getGoods?keywords=LM358&page=1']);
    for (const { headers } of sent) {
      expect([...headers.keys()].sort()).toEqual(['accept', 'content-type']);
    }
  });

  it('resolves as soon as the answer is there', async () => {
    vi.useFakeTimers();
    const { client } = clientWith();
    await expect(settlesWithoutWaiting(client.request({ url: '/open-api/V1/getUser', method: 'GET' }))).resolves.toBe(true);
  });

  it('joins a base URL that ends in a slash without doubling it', async () => {
    const { client, sent } = clientWith({ baseUrl: 'http://api.test/' });
    await client.request({ url: '/open-api/V1/getUser', method: 'GET' });
    expect(sent[0]!.url).toBe('http://api.test/open-api/V1/getUser');
  });

  it('calls the global fetch when none is injected, as in Node', async () => {
    const globalFetch = vi.fn(async () => success('from the global fetch'));
    vi.stubGlobal('fetch', globalFetch);
    const client = createApiClient({ baseUrl: 'http://api.test' });
    await expect(client.request({ url: '/open-api/V1/getUser', method: 'GET' })).resolves.toBe('from the global fetch');
    expect(globalFetch).toHaveBeenCalledTimes(1);
  });
});

describe('what a caller turns on is sent', () => {
  it('adds a strictly increasing sequence query under the name it is given', async () => {
    const { client, sent } = clientWith({ sequenceQuery: 'seq', now: () => 1_763_817_600_000 });
    await client.request({ url: '/v1/items', method: 'GET', params: { q: 'x' } });
    await client.request({ url: '/v1/items', method: 'GET' });
    const sequences = sent.map((request) => new URL(request.url).searchParams.get('seq'));
    expect(sequences).toEqual(['1763817600000', '1763817600001']);
    expect(new URL(sent[0]!.url).searchParams.get('q')).toBe('x');
  });

  it('sends the extra headers as they are at each request', async () => {
    let region = 'eu';
    const { client, sent } = clientWith({ headers: () => ({ 'X-Region': region }) });
    await client.request({ url: '/v1/items', method: 'GET' });
    region = 'apac';
    await client.request({ url: '/v1/items', method: 'GET' });
    expect(sent.map((request) => request.headers.get('X-Region'))).toEqual(['eu', 'apac']);
  });

  it('sends a bearer token its source resolves asynchronously', async () => {
    const { client, sent } = clientWith({ token: async () => 'tok_from_keychain' });
    await client.request({ url: '/v1/items', method: 'GET' });
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer tok_from_keychain');
  });

  it('settles no sooner than the minimum delay it is given', async () => {
    vi.useFakeTimers();
    const { client } = clientWith({ minimumDelayMs: 500 });
    let settled = false;
    const pending = client.request({ url: '/v1/items', method: 'GET' }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(450);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    await pending;
    expect(settled).toBe(true);
  });

  it('calls its session-expired handler on code 4001 and rejects with the ApiError', async () => {
    const onSessionExpired = vi.fn();
    const { client } = clientWith({ onSessionExpired }, () => new Response(JSON.stringify({ code: 4001, message: 'Token expired', data: null }), { status: 401 }));
    await expect(client.request({ url: '/v1/items', method: 'GET' })).rejects.toMatchObject({ name: 'ApiError', code: 4001, status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('downloads', () => {
  it('resolves a download with the file itself, and still rejects its failure envelope typed', async () => {
    const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const { client, sent } = clientWith({}, pdf);
    const file = await client.request<Blob>({ url: '/api/upload/supplier_license/lic_1', method: 'GET', responseType: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
    expect(sent[0]!.headers.get('Accept')).toBe('*/*');
    const missing = () => new Response(JSON.stringify({ code: 4040, message: 'Not found', data: null }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    const failing = clientWith({}, missing).client.request({ url: '/api/upload/supplier_license/lic_2', method: 'GET', responseType: 'blob' });
    await expect(failing).rejects.toMatchObject({ code: 4040, status: 404 });
  });
});

describe('failures come back typed', () => {
  it('turns a failure envelope into an ApiError with its code, message and request id', async () => {
    const { client } = clientWith({}, () => new Response(JSON.stringify({ code: 5000, message: 'Internal error', data: { request_id: 'req_81f2' } }), { status: 500 }));
    const error = await client.request({ url: '/v1/items', method: 'GET' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 5000, message: 'Internal error', status: 500, requestId: 'req_81f2' });
  });

  it('rejects with the abort, not a NetworkError, when the caller aborts', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const controller = new AbortController();
    const pending = client.request({ url: '/v1/items', method: 'GET', signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
