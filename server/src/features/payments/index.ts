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
import { PAYMENT_PROVIDERS, providersOf, siteVariant } from './registry.ts';
import { paymentMessages } from './messages.ts';
import { unusedReceiptCleanup } from './providers/bank-receipt-cleanup.ts';
import { forbidden } from '../../platform/http/errors.ts';

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
  const handlers: Handlers<AuthUser> = { listPayMethods: listPayMethods(context) };
  const offered = new Set(providersOf(siteVariant(deps.webKey)));
  // A method the site does not offer is not listed, and its steps refuse rather than take money anyway.
  for (const provider of PAYMENT_PROVIDERS) Object.assign(handlers, offered.has(provider) ? provider.steps(context) : refusingSteps(provider.steps(context)));
  return {
    handlers,
    registerRoutes: (app: Hono) => {
      for (const provider of PAYMENT_PROVIDERS) provider.routes?.(app, context);
    },
    operator: paymentOperatorFunctions(context),
    timers: [unusedReceiptCleanup(deps.db)],
    /** What checkout offers before the order exists (orders' `PayMethodsFor`). */
    checkoutPayMethods: checkoutPayMethods(context),
  };
}

/** The same operations, each answering 403: this site does not offer the method. */
function refusingSteps(steps: Handlers<AuthUser>): Handlers<AuthUser> {
  const refuse = async () => {
    throw forbidden(paymentMessages.methodNotOffered);
  };
  return Object.fromEntries(Object.keys(steps).map((operationId) => [operationId, refuse])) as Handlers<AuthUser>;
}
