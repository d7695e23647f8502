import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';

/**
 * Places a failed call's messages: the 422 errors of fields the form shows go
 * next to them (`fieldOf` maps the contract's field names to the form's);
 * anything else (409, 429, other fields, no connection) is a red toast.
 * Returns the messages by form field.
 */
export function fieldFailures<Field extends string>(error: unknown, fieldOf: Partial<Record<string, Field>>): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) {
    showToast(m.account_networkError(), 'error', TOAST_ERROR_DURATION_MS);
    return fields;
  }
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const formField = fieldOf[field];
    if (formField) fields[formField] ??= message;
    else unplaced.push(message);
  }
  if (error.fieldErrors.length === 0) showToast(error.message, 'error', TOAST_ERROR_DURATION_MS);
  else if (unplaced.length > 0) showToast(unplaced.join(' '), 'error', TOAST_ERROR_DURATION_MS);
  return fields;
}

/** Puts the keyboard on the first field marked invalid, once the marks are drawn. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
