import type { ErrorCode, FieldError } from './operation-types.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** The HTTP status each envelope code travels with (the spec's error catalogue). */
export const httpStatusOf: Record<ErrorCode, 401 | 403 | 404 | 409 | 422 | 429 | 500> = {
  4001: 401,
  4010: 401,
  4030: 403,
  4040: 404,
  4090: 409,
  4220: 422,
  4290: 429,
  5000: 500,
};

/**
 * A failure a handler reports on purpose. The message is a message key, so it
 * is said in the request's language; `params` fill its placeholders.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** A field-level failure whose message is already worded (validation rules name the field). */
export class ValidationError extends AppError {
  constructor(readonly errors: Array<{ field: string; message: MessageKey | string; params?: Record<string, string | number> }>) {
    super(4220, 'error.validation', {}, []);
    this.name = 'ValidationError';
  }
}

export const notFound = (what: MessageKey = 'error.notFound', params?: Record<string, string | number>) => new AppError(4040, what, params);
export const conflict = (what: MessageKey, params?: Record<string, string | number>) => new AppError(4090, what, params);
export const forbidden = (what: MessageKey = 'error.forbidden') => new AppError(4030, what);
export const unauthenticated = () => new AppError(4010, 'error.unauthenticated');
export const sessionExpired = () => new AppError(4001, 'error.sessionExpired');
export const rateLimited = (retryAfter: number) => new AppError(4290, 'error.rateLimited', { seconds: retryAfter }, [], retryAfter);
export const invalidField = (field: string, message: MessageKey | string, params?: Record<string, string | number>) =>
  new ValidationError([{ field, message, params }]);
