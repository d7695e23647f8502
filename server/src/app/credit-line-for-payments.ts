import { chargeCredit, creditLeft, type CreditChargeResult as CreditFeatureResult } from '../features/credit/index.ts';
import type { CreditLine, CreditRefusal } from '../features/payments/index.ts';

/** What payments tells the buyer for each reason the credit line refused a charge. */
const REFUSAL: Record<Exclude<CreditFeatureResult, { ok: true }>['reason'], CreditRefusal> = {
  no_line: 'noLine',
  // A suspended line, or one in another currency than the charge, is no usable line for this order.
  frozen: 'noLine',
  currency: 'noLine',
  overdue: 'overdue',
  insufficient: 'notEnough',
};

/** The credit feature's line, as the payments feature charges and reads it. */
export const creditLineForPayments: CreditLine = {
  async charge(tx, charge) {
    const result = await chargeCredit(tx, charge);
    return result.ok ? result : { ok: false, reason: REFUSAL[result.reason] };
  },
  async standing(db, userId, at) {
    const line = await creditLeft(db, userId, at);
    // Active, or frozen with an overdue bill (the overdue freeze, or a suspended line that also has one):
    // payments names the overdue bill as the reason. A suspended line without one is no line.
    const usable = line.state === 2 || (line.state === 4 && line.overdue);
    return usable ? { currencyCode: line.currencyCode, remaining: line.remaining, overdue: line.overdue } : null;
  },
};
