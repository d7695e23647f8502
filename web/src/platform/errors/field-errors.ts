import type { ApiError } from '@chipmart/client';

/**
 * A 4220's field errors split for a form: the first message of each field
 * the form shows (`fieldOf` maps the contract's field names to the form's),
 * and the messages of fields it does not show, to be said elsewhere.
 */
export function placeFieldErrors<Field extends string>(error: ApiError, fieldOf: (contractField: string) => Field | undefined): { fields: Partial<Record<Field, string>>; unplaced: string[] } {
  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const formField = fieldOf(field);
    if (formField) fields[formField] ??= message;
    else unplaced.push(message);
  }
  return { fields, unplaced };
}
