import { m } from '$paraglide/messages.js';

/** The most a cancel reason may hold (OrderCancelRequest.cancel_reason). */
export const CANCEL_REASON_MAX = 200;

/** The reason's rule: optional, at most CANCEL_REASON_MAX characters once trimmed; the message when broken. */
export function cancelReasonError(reason: string): string | undefined {
  return reason.trim().length > CANCEL_REASON_MAX ? m.orders_reasonTooLong({ max: CANCEL_REASON_MAX }) : undefined;
}
