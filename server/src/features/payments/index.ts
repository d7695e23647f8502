/**
 * Payments: the provider registry (PayPal, WeChat Pay, Alipay, bank transfer,
 * net terms), each provider's steps, its callbacks and local sandbox, and the
 * tables that record every provider result and notification.
 */
import type { Hono } from 'hono';
import type { Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { PaymentAdapters } from './adapters.ts';
import type { PaymentsContext } from './context.ts';
import type { PaymentsDeps } from './deps.ts';
import { paymentOperatorFunctions } from './operator.ts';
import { checkoutPayMethods, listPayMethods } from './pay-methods.ts';
import { PAYMENT_PROVIDERS } from './registry.ts';

export type { CreditChargeResult, CreditLine, CreditRefusal, CreditStanding, Fetch, PaymentsDeps } from './deps.ts';
export type { PaymentSettings } from './settings.ts';
export { SANDBOX_SETTINGS } from './settings.ts';
export type { PaymentOperatorFunctions } from './operator.ts';
// Payment steps in the caller's transaction, for the composition root's demo seed.
export { recordBankReceipt, type BankReceivedInput } from './providers/bank.ts';
export { chargeOrderOnTerms, type TermsCharge } from './providers/bill.ts';
export { recordPaypalCapture, type PaypalCaptureRecord } from './providers/paypal/recorded-capture.ts';

export function createPaymentsFeature(deps: PaymentsDeps) {
  const context: PaymentsContext = { ...deps, adapters: new PaymentAdapters(deps) };
  // Every provider's steps are served whatever the variant: a method the site does not offer is simply not listed.
  const handlers: Handlers<AuthUser> = { listPayMethods: listPayMethods(context) };
  for (const provider of PAYMENT_PROVIDERS) Object.assign(handlers, provider.steps(context));
  return {
    handlers,
    registerRoutes: (app: Hono) => {
      for (const provider of PAYMENT_PROVIDERS) provider.routes?.(app, context);
    },
    operator: paymentOperatorFunctions(context),
    /** What checkout offers before the order exists (orders' `PayMethodsFor`). */
    checkoutPayMethods: checkoutPayMethods(context),
  };
}
