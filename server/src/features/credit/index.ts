/**
 * Net terms: the buyer's credit line and bills (getUserCredit), applying for
 * one, staff's review, charging orders paid by bill to the line in the
 * caller's transaction, and the timer that issues a bill per ended period.
 */
import { creditBillingTimer } from './credit-billing.ts';
import { creditStateOf } from './credit-reads.ts';
import { creditOperator } from './credit-review.ts';
import type { CreditDeps } from './deps.ts';
import { creditHandlers } from './handlers.ts';

export { chargeCredit, releaseCreditCharge, type CreditChargeRequest, type CreditChargeResult } from './credit-charges.ts';
export { creditLeft, creditStateOf, readUserCredit, type CreditLeft } from './credit-reads.ts';
export { CREDIT_REVIEW, type CreditOperator, type CreditStateName } from './credit-review.ts';
export type { CreditDeps } from './deps.ts';

export function createCreditFeature(deps: CreditDeps) {
  return {
    handlers: creditHandlers(deps),
    operator: creditOperator(deps),
    timers: [creditBillingTimer(deps.db)],
    /** The profile's credit state, for identity (injected there). */
    creditStateOf,
  };
}
