import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';

/** What to tell the buyer when a payment call fails: the server's own words, or that the shop could not be reached. */
export function problemText(error: unknown): string {
  return error instanceof ApiError ? error.message : m.payment_networkError();
}

/** Whether a read failed because the order is not the buyer's or does not exist. */
export const isMissingOrder = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 403);
