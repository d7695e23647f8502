import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';

const CONFLICT_STATUS = 409;

export interface OrderChangeFailure {
  /** The server's words for why the order cannot change now (it moved on meanwhile); shown with a refresh. */
  conflict?: string;
  /** Messages the server gave for the fields of the request (4220), by field name. */
  fields: Record<string, string>;
}

/**
 * Sorts a refused order change: a conflict (the order is no longer where
 * the page showed it) and field errors are for the dialog to show; anything
 * else (not found, no connection) is a red toast.
 */
export function sortOrderChangeFailure(error: unknown): OrderChangeFailure {
  if (!(error instanceof ApiError)) {
    showToast(m.orders_networkError(), 'error', TOAST_ERROR_DURATION_MS);
    return { fields: {} };
  }
  if (error.status === CONFLICT_STATUS) return { conflict: error.message, fields: {} };
  if (error.fieldErrors.length > 0) return { fields: Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message])) };
  showToast(error.message, 'error', TOAST_ERROR_DURATION_MS);
  return { fields: {} };
}
