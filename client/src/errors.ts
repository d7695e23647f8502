import type { components } from '@chipmart/generated/internal/types';

type ErrorCode = components['schemas']['ErrorCode'];
type FieldError = components['schemas']['FieldError'];

/** A call that reached the server and came back with an envelope code other than 200. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Envelope code from the error catalogue; clients branch on this. */
    readonly code: ErrorCode,
    message: string,
    /** HTTP status of the response. */
    readonly status: number,
    /** For code 4220: every field that failed and why. */
    readonly fieldErrors: readonly FieldError[] = [],
    /** For code 4290: seconds to wait before trying again. */
    readonly retryAfter?: number,
    /** For code 5000: identifies the failure for support. */
    readonly requestId?: string,
  ) {
    super(message);
  }

  /** The message for one field, for showing next to its input. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((error) => error.field === field)?.message;
  }
}

/** The request never got an envelope back: offline, DNS, CORS, or a body that is not an envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
