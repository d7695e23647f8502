import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { placeFieldErrors } from '@/platform/errors/field-errors.ts';

/** The catalogue's code for a change the record's state refuses (HTTP 409). */
const CONFLICT_CODE = 4090;

/** A failed BOM call as a form shows it: the server's messages next to the fields the form has, one sentence for the rest. */
export interface BomFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** What is not about a field the form shows (a conflict, no connection); undefined when every problem has its field. */
  message?: string;
  /** The server refused the change for the BOM's state (4090: being matched, no offer to confirm). */
  conflict: boolean;
}

/**
 * Reads a failed call: the 4220 messages of fields the form shows go next to
 * them (`fieldOf` maps the contract's field names to the form's), anything
 * else is said in the server's words, or as no connection when no answer came.
 */
export function readBomFailure<Field extends string>(error: unknown, fieldOf: (contractField: string) => Field | undefined = () => undefined): BomFailure<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, message: m.bom_networkError(), conflict: false };
  const conflict = error.code === CONFLICT_CODE;
  const { fields, unplaced } = placeFieldErrors(error, fieldOf);
  if (error.fieldErrors.length === 0) return { fields, message: error.message || m.bom_changeFailed(), conflict };
  return { fields, conflict, ...(unplaced.length > 0 ? { message: unplaced.join(' ') } : {}) };
}

/** One sentence for a failed call whose form has no fields (a row's button, a dialog's pick). */
export function bomFailureText(error: unknown): string {
  const failure = readBomFailure(error);
  return [failure.message, ...Object.values(failure.fields)].filter(Boolean).join(' ') || m.bom_changeFailed();
}
