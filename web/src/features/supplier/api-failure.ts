import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { placeFieldErrors } from '@/platform/errors/field-errors.ts';

/** A failed call as a form shows it: messages for the fields it has, and one sentence for the rest. */
export interface Failure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** What is not about a field the form shows (a wait, a conflict, no connection); undefined when every problem has its field. */
  message?: string;
  /** Seconds the server asked to wait (429), when it said. */
  retryAfter?: number;
}

/**
 * Reads a failed call: the 4220 messages of fields the form shows go next to
 * them (`fieldOf` maps the contract's field names, or a test of them, to the
 * form's); a 429 says how long to wait; anything else is said in the server's
 * words, or as no connection when no answer came.
 */
export function readFailure<Field extends string>(error: unknown, fieldOf: (contractField: string) => Field | undefined): Failure<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, message: m.supplier_networkError() };
  // The server's 429 already names the wait ("try again in 42 seconds"); the seconds also drive countdowns.
  if (error.code === 4290) return { fields: {}, message: error.message, retryAfter: error.retryAfter };
  const { fields, unplaced } = placeFieldErrors(error, fieldOf);
  if (error.fieldErrors.length === 0) return { fields, message: error.message };
  return unplaced.length > 0 ? { fields, message: unplaced.join(' ') } : { fields };
}
