import { SESSION_EXPIRED_CODE, SUCCESS_CODE } from './constants.ts';
import { readEnvelope, toApiError } from './envelope.ts';
import { NetworkError } from './errors.ts';
import { createSequence } from './sequence.ts';

/**
 * How one caller (the shop, the partner CLI, a test) reaches an API. Nothing
 * is assumed: without an option, its feature is off.
 */
export interface ApiClientOptions {
  /** Origin (and path prefix) the calls' paths are appended to; '' means the page's own origin. */
  baseUrl: string;
  /** The bearer token, read before each request; no Authorization header while it gives none. */
  token?: () => string | undefined | Promise<string | undefined>;
  /** Headers every request carries, read before each request (the shop's Lang and Currency). They win over a call's own. */
  headers?: () => Record<string, string>;
  /** Name of a strictly increasing timestamp-style query added to every request (the shop's `_t`); none when unset. */
  sequenceQuery?: string;
  /** Minimum time a call takes to settle, so loading states never flash; 0 when unset. */
  minimumDelayMs?: number;
  /** Called when the server says the session expired (code 4001), before the call rejects. */
  onSessionExpired?: () => void;
  fetch?: typeof fetch;
  /** The clock the sequence and the minimum delay read. */
  now?: () => number;
}

/** One call, as the generated code describes it (orval's request config). */
export interface RequestConfig {
  url: string;
  method: string;
  /** Query parameters: undefined and null are left out, arrays repeat the name. */
  params?: Record<string, unknown>;
  /** A JSON body, or FormData for a multipart upload. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a download: a success answer is the file itself (a Blob); failures are still envelopes. */
  responseType?: 'blob';
}

/** Per-call options a caller may add (the generated hooks' `request` option). */
export interface RequestOptions {
  headers?: Record<string, string>;
  minimumDelayMs?: number;
  /** Receives the envelope's message on success, for screens that show the server's words (feedback). */
  onSuccessMessage?: (message: string) => void;
  /**
   * Sends this call instead of the client's fetch: `uploadWithProgress(…)`
   * for an upload whose progress the page shows. A client given its own
   * `fetch` (tests, the CLI) always sends through that.
   */
  transport?: Transport;
}

/** How one request goes out and its answer comes back, as fetch does it. */
export type Transport = (url: string, init: { method: string; headers: Headers; body: BodyInit | undefined; signal?: AbortSignal | undefined }) => Promise<Response>;

/** The `data` member of a response envelope type. */
export type DataOf<Envelope> = Envelope extends Blob ? Blob : Envelope extends { data: infer Data } ? Data : never;

export interface ApiClient {
  /**
   * Sends one call and unwraps its envelope: resolves with `data` on code
   * 200; rejects with an ApiError for any other code (4001 first calls
   * `onSessionExpired`), with a NetworkError when no envelope came back, and
   * with the signal's reason when the call was aborted.
   */
  request<Data>(config: RequestConfig, options?: RequestOptions): Promise<Data>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Looked up per call: a page's fetch must be called on the window, and tests may stub the global.
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const nextSequence = createSequence(now);

  function buildUrl(config: RequestConfig): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(config.params ?? {})) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
    }
    if (options.sequenceQuery) query.set(options.sequenceQuery, String(nextSequence()));
    const search = query.toString();
    return `${baseUrl}${config.url}${search ? `?${search}` : ''}`;
  }

  async function buildHeaders(config: RequestConfig, requestOptions: RequestOptions, isForm: boolean): Promise<Headers> {
    const headers = new Headers({ ...config.headers, ...requestOptions.headers });
    headers.set('Accept', config.responseType === 'blob' ? '*/*' : 'application/json');
    // A multipart body needs the boundary fetch writes into its own Content-Type.
    if (isForm) headers.delete('Content-Type');
    else headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) headers.set(name, value);
    const token = await options.token?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  async function request<Data>(config: RequestConfig, requestOptions: RequestOptions = {}): Promise<Data> {
    const startedAt = now();
    const isForm = typeof FormData !== 'undefined' && config.data instanceof FormData;
    const url = buildUrl(config);
    const headers = await buildHeaders(config, requestOptions, isForm);

    let response: Response;
    try {
      const init = { method: config.method.toUpperCase(), headers, body: requestBody(config.data, isForm), signal: config.signal };
      response = requestOptions.transport && !options.fetch ? await requestOptions.transport(url, init) : await send(url, init);
    } catch (cause) {
      if (config.signal?.aborted) throw cause;
      throw new NetworkError('The request could not reach the server', undefined, { cause });
    }

    if (config.responseType === 'blob' && response.ok && !isJson(response)) {
      const file = await response.blob();
      await waitUntil(startedAt + (requestOptions.minimumDelayMs ?? options.minimumDelayMs ?? 0), now);
      return file as Data;
    }
    const envelope = await readEnvelope(response);
    await waitUntil(startedAt + (requestOptions.minimumDelayMs ?? options.minimumDelayMs ?? 0), now);

    if (envelope.code === SUCCESS_CODE) {
      if (typeof envelope.message === 'string' && envelope.message !== '') requestOptions.onSuccessMessage?.(envelope.message);
      return envelope.data as Data;
    }
    if (envelope.code === SESSION_EXPIRED_CODE) options.onSessionExpired?.();
    throw toApiError(envelope, response);
  }

  return { request };
}

const isJson = (response: Response) => /^application\/json\b/i.test(response.headers.get('Content-Type') ?? '');

function requestBody(data: unknown, isForm: boolean): BodyInit | undefined {
  if (data === undefined) return undefined;
  return isForm ? (data as FormData) : JSON.stringify(data);
}

function waitUntil(time: number, now: () => number): Promise<void> {
  const remaining = time - now();
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}
