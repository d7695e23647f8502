import { FALLBACK_LOCALE } from '../i18n/locales.ts';
import { translate, type Message, type MessageParams } from '../i18n/messages.ts';
import { contractMessages } from './messages.ts';
import type { ErrorCode } from './operation-types.ts';

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
 * A failure a handler reports on purpose. It carries the message itself, so
 * the contract layer says it in the request's language; `params` fill its
 * placeholders. The error's own text (for logs) is the English one.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: Message,
    readonly params: MessageParams = {},
    readonly retryAfter?: number,
  ) {
    super(translate(FALLBACK_LOCALE, reason, params));
    this.name = 'AppError';
  }
}

/**
 * An answer given before, sent again as it was (an idempotent request's
 * repeat): the contract layer sends its status and envelope unchanged.
 */
export class ReplayedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly envelope: unknown,
  ) {
    super(`Replaying an earlier answer (HTTP ${status})`);
    this.name = 'ReplayedAnswer';
  }
}

/** What is wrong with one field: a message, or for a schema failure the schema's own (English) wording. */
export interface FieldProblem {
  field: string;
  message: Message | string;
  params?: MessageParams;
}

/** Field-level failures, each naming its field. */
export class ValidationError extends AppError {
  constructor(readonly errors: FieldProblem[]) {
    super(4220, contractMessages.someFieldsInvalid);
    this.name = 'ValidationError';
  }
}

export const notFound = (what: Message = contractMessages.notFound, params?: MessageParams) => new AppError(4040, what, params);
export const conflict = (what: Message, params?: MessageParams) => new AppError(4090, what, params);
export const forbidden = (what: Message = contractMessages.forbidden) => new AppError(4030, what);
export const unauthenticated = () => new AppError(4010, contractMessages.unauthenticated);
export const sessionExpired = () => new AppError(4001, contractMessages.sessionExpired);
/** 4290: try again in `retryAfter` seconds; the message may say why (its `{seconds}` is filled in). */
export const rateLimited = (retryAfter: number, why: Message = contractMessages.rateLimited) => new AppError(4290, why, { seconds: retryAfter }, retryAfter);
export const invalidField = (field: string, message: Message | string, params?: MessageParams) => new ValidationError([{ field, message, params }]);
