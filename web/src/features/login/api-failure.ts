import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';

export interface Failure<Field extends string> {
  /** Server messages for fields the form shows, keyed by the form's field. */
  fields: Partial<Record<Field, string>>;
  /** Whether the server named one of the captcha fields (it wants, or rejected, an image captcha). */
  captchaNamed: boolean;
}

const CAPTCHA_FIELDS = ['captcha_key', 'captcha_answer'];

/**
 * Sorts a failed call: the 422 errors of fields the form shows go next to
 * them (`fieldOf` maps the contract's field names to the form's); anything
 * else (403, 429, other fields, no connection) is shown as a red toast.
 */
export function sortFailure<Field extends string>(error: unknown, fieldOf: Record<string, Field>): Failure<Field> {
  const failure: Failure<Field> = { fields: {}, captchaNamed: false };
  if (!(error instanceof ApiError)) {
    showToast(m.login_networkError(), 'error', TOAST_ERROR_DURATION_MS);
    return failure;
  }
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    if (CAPTCHA_FIELDS.includes(field)) failure.captchaNamed = true;
    const formField = fieldOf[field];
    if (formField) failure.fields[formField] ??= message;
    else unplaced.push(message);
  }
  if (error.fieldErrors.length === 0) showToast(error.message, 'error', TOAST_ERROR_DURATION_MS);
  else if (unplaced.length > 0) showToast(unplaced.join(' '), 'error', TOAST_ERROR_DURATION_MS);
  return failure;
}
