import { ApiError, NetworkError } from './errors.ts';
import { currentClient, requestCurrency, requestLocale, type ResolvedClient } from './config.ts';
import { SEQUENCE_QUERY, SESSION_EXPIRED_CODE, SUCCESS_CODE } from './constants.ts';

/** What the generated hooks pass for each call (orval's request config). */
export interface RequestConfig {
  url: string;
  method: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Per-call options a caller may add as the hooks' last argument. */
export interface RequestOptions {
  headers?: Record<string, string>;
  minimumDelayMs?: number;
  /** Receives the envelope's message on success, for screens that show the server's words (feedback). */
  onSuccessMessage?: (message: string) => void;
}

/** The `data` member of a response envelope type. */
export type DataOf<Envelope> = Envelope extends { data: infer Data } ? Data : never;

/**
 * The one way the shop calls its API. Adds the common request parts (sequence
 * query, Lang, Currency, JSON content type, bearer token), then unwraps the
 * envelope: callers get `data`; any code other than 200 throws an ApiError,
 * and 4001 first tells the app the session expired.
 */
export async function apiFetch<Envelope>(config: RequestConfig, options: RequestOptions = {}): Promise<DataOf<Envelope>> {
  const client = currentClient();
  const startedAt = client.now();
  const isForm = typeof FormData !== 'undefined' && config.data instanceof FormData;

  let response: Response;
  try {
    response = await client.fetch(buildUrl(client, config), {
      method: config.method.toUpperCase(),
      headers: buildHeaders(client, config, options, isForm),
      body: requestBody(config.data, isForm),
      signal: config.signal,
    });
  } catch (cause) {
    if (config.signal?.aborted) throw cause;
    throw new NetworkError('The request could not reach the server', undefined, { cause });
  }

  const envelope = await readEnvelope(response);
  await waitForMinimumDelay(client, startedAt, options.minimumDelayMs ?? client.minimumDelayMs);

  if (envelope.code === SUCCESS_CODE) {
    if (typeof envelope.message === 'string' && envelope.message !== '') options.onSuccessMessage?.(envelope.message);
    return envelope.data as DataOf<Envelope>;
  }
  if (envelope.code === SESSION_EXPIRED_CODE) client.onSessionExpired();
  throw toApiError(envelope, response);
}

export default apiFetch;

function buildUrl(client: ResolvedClient, config: RequestConfig): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  query.set(SEQUENCE_QUERY, String(client.nextSequence()));
  return `${client.baseUrl}${config.url}?${query.toString()}`;
}

function buildHeaders(
  client: ResolvedClient,
  config: RequestConfig,
  options: RequestOptions,
  isForm: boolean,
): Headers {
  const headers = new Headers({ ...config.headers, ...options.headers });
  headers.set('Accept', 'application/json');
  // A multipart body needs the boundary the browser writes into its own Content-Type.
  if (isForm) headers.delete('Content-Type');
  else headers.set('Content-Type', 'application/json');
  headers.set('Lang', requestLocale(client));
  headers.set('Currency', requestCurrency(client));
  const token = client.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function requestBody(data: unknown, isForm: boolean): BodyInit | undefined {
  if (data === undefined) return undefined;
  return isForm ? (data as FormData) : JSON.stringify(data);
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

async function readEnvelope(response: Response): Promise<Envelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new NetworkError(`The server answered ${response.status} without a JSON envelope`, response.status, { cause });
  }
  if (!isEnvelope(body)) {
    throw new NetworkError(`The server answered ${response.status} with something other than an envelope`, response.status);
  }
  return body;
}

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number' &&
    'data' in body
  );
}

function toApiError(envelope: Envelope, response: Response): ApiError {
  const details = (typeof envelope.data === 'object' && envelope.data !== null ? envelope.data : {}) as {
    errors?: ApiError['fieldErrors'];
    retry_after?: number;
    request_id?: string;
  };
  const retryHeader = Number(response.headers.get('Retry-After'));
  return new ApiError(
    envelope.code as ApiError['code'],
    typeof envelope.message === 'string' ? envelope.message : '',
    response.status,
    Array.isArray(details.errors) ? details.errors : [],
    details.retry_after ?? (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined),
    details.request_id,
  );
}

function waitForMinimumDelay(client: ResolvedClient, startedAt: number, minimumDelayMs: number): Promise<void> {
  const remaining = minimumDelayMs - (client.now() - startedAt);
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}
