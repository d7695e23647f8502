import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import type { FieldProblems } from '@/features/login';

export interface SortedFailure<Field extends string> {
  /** Server messages for fields the form shows, keyed by the form's field. */
  fields: FieldProblems<Field>;
  /** What belongs to no field shown (an address already taken, too many tries, no connection), for the form's own alert. */
  form: string | undefined;
}

/**
 * Sorts a failed call for a form that keeps every message in view: 422
 * errors of its fields go next to them (`fieldOf` maps the contract's names),
 * everything else becomes one message above the submit button.
 */
export function sortForForm<Field extends string>(error: unknown, fieldOf: Record<string, Field>): SortedFailure<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, form: m.register_networkError() };
  const fields: FieldProblems<Field> = {};
  const unplaced: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const formField = fieldOf[field];
    if (formField) fields[formField] ??= message;
    else unplaced.push(message);
  }
  if (error.fieldErrors.length === 0) unplaced.push(error.message);
  return { fields, form: unplaced.length > 0 ? unplaced.join(' ') : undefined };
}
