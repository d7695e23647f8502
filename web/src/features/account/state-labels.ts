import type { OrderState, RfqState, UserApiAccessState, UserCreditBillState, UserCreditState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';

/** What each state of the contract reads as on the account pages. */
export const orderStateLabel: Record<OrderState, () => string> = {
  0: m.account_orderAwaitingPayment,
  1: m.account_orderProcessing,
  2: m.account_orderShipped,
  3: m.account_orderCompleted,
  4: m.account_orderCancelled,
  5: m.account_orderRefunded,
};

export const rfqStateLabel: Record<RfqState, () => string> = {
  0: m.account_rfqSubmitted,
  1: m.account_rfqQuoted,
  2: m.account_rfqClosed,
  3: m.account_rfqOrdered,
  4: m.account_rfqExpired,
};

export const creditStateLabel: Record<UserCreditState, () => string> = {
  0: m.account_creditNotApplied,
  1: m.account_creditPending,
  2: m.account_creditActive,
  3: m.account_creditRejected,
  4: m.account_creditFrozen,
};

export const billStateLabel: Record<UserCreditBillState, () => string> = {
  0: m.account_billOpen,
  1: m.account_billPartlyPaid,
  2: m.account_billPaid,
  3: m.account_billOverdue,
};

export const apiAccessLabel: Record<UserApiAccessState, () => string> = {
  0: m.account_apiNotApplied,
  1: m.account_apiPending,
  2: m.account_apiApproved,
  3: m.account_apiRejected,
  4: m.account_apiRevoked,
};
