import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';

/** The server's words for a refused cart change, or the shop's when no answer came back. */
export function cartFailureText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : m.cart_updateFailed();
}

/** The message a refused quantity gets next to its field: the 422's `cart_num` / `step` rule, or the 409's stock reason. */
export function quantityFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.fieldMessage('cart_num') ?? error.fieldMessage('step') ?? error.message;
  return m.cart_updateFailed();
}
