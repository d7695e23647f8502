import { ApiError, NetworkError } from './errors.ts';

/** Every answer of both APIs, success or failure: `{ code, message, data }`. */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** The answer's envelope; a NetworkError when the body is not one (a proxy's error page, a cut connection). */
export async function readEnvelope(response: Response): Promise<Envelope> {
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

/** A failure envelope as the typed error callers branch on: its code, field errors, retry delay and request id. */
export function toApiError(envelope: Envelope, response: Response): ApiError {
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
